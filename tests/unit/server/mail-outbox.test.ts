import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { createMailer } from '../../../src/server/lib/mailer';

describe('the file outbox (no SMTP_URL)', () => {
  it('writes each mail whole, as .eml and .json, and leaves no partial file behind', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-outbox-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
        CSRF_SECRET: 'test-csrf-secret-that-is-long-enough-012345678',
        LOG_LEVEL: 'silent',
      });
      const mailer = createMailer(config);
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => mailer.send({ to: `host${i}@example.lk`, subject: 'Your code', text: `Code ${i}`, kind: 'otp', otp: `12345${i}`, purpose: 'SIGN_UP' })),
      );
      const files = await fs.readdir(path.join(dataDir, 'outbox'));
      expect(files.filter((name) => name.endsWith('.partial'))).toEqual([]);
      const records = files.filter((name) => name.endsWith('.json'));
      expect(records).toHaveLength(5);
      expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(5);
      const parsed = await Promise.all(records.map(async (name) => JSON.parse(await fs.readFile(path.join(dataDir, 'outbox', name), 'utf8'))));
      expect(parsed.map((mail) => mail.otp).sort()).toEqual(['123450', '123451', '123452', '123453', '123454']);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
