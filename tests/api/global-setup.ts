import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPool, pgliteOptions, wrapPglite, wrapPostgres } from '../../src/server/db/open-database';
import { prepareDatabase } from '../../src/server/db/prepare-database';
import { adminQuery, withDatabase } from './helpers/test-database';

/**
 * Builds ONE migrated and seeded database for the whole API suite; every test file then starts
 * from a copy of it. TEST_DATABASE_URL=postgres://… runs the same suite on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || null;
  if (postgresUrl) {
    const template = `portal_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(postgresUrl, `CREATE DATABASE ${template}`);
    const database = wrapPostgres(createPool(withDatabase(postgresUrl, template)));
    try {
      await prepareDatabase(database, { seedDemo: false });
    } finally {
      await database.close(); // a template must have no connections when it is copied
    }
    project.provide('postgresUrl', postgresUrl);
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', null);
    return async () => {
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    };
  }

  const client = await PGlite.create(pgliteOptions());
  const database = wrapPglite(client);
  await prepareDatabase(database, { seedDemo: false });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `portal-api-template-${process.pid}-${Date.now()}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('postgresUrl', null);
  project.provide('postgresTemplate', null);
  project.provide('pgliteTemplateFile', file);
  return async () => {
    await fs.rm(file, { force: true });
  };
}
