import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/server/db/open-database';
import { cacheStatements, GENERIC_PLANS } from '../../src/server/db/postgres-statement-cache';

// PostgreSQL only (vitest.config.ts collects *.postgres.test.ts when TEST_DATABASE_URL is set).
const url = process.env.TEST_DATABASE_URL!;
const pool = createPool(url);
afterAll(() => pool.end());

const preparedOn = async (client: pg.PoolClient | pg.Client) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows.map((row) => row.statement);

describe("the server's PostgreSQL connections", () => {
  it('name a statement the second time it runs, answer the same rows every time, and plan generically', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + 1 as next';
      const answers = [];
      for (const value of [1, 2, 3]) {
        answers.push((await client.query({ text, values: [value] })).rows[0].next);
        expect(await preparedOn(client)).toEqual(value === 1 ? [] : [text]);
      }
      expect(answers).toEqual([2, 3, 4]);
      expect((await client.query('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('force_generic_plan');
    } finally {
      client.release();
    }
  });

  it('keep at most their capacity of names and run any further text unnamed', async () => {
    const client = new pg.Client({ connectionString: url, options: GENERIC_PLANS });
    await client.connect();
    try {
      cacheStatements(client, 2);
      const texts = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
      for (let round = 0; round < 3; round++) for (const text of texts) expect((await client.query({ text })).rows[0].n).toBe(texts.indexOf(text) + 1);
      expect(await preparedOn(client)).toEqual(texts.slice(0, 2));
    } finally {
      await client.end();
    }
  });
});
