import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The generated types are committed so that the client and the handlers type-check without a
// generation step; this test fails the moment someone edits portal.yaml and forgets `npm run gen:api`.
describe('openapi/schema.d.ts', () => {
  it('matches what npm run gen:api writes from openapi/portal.yaml', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.d.ts');
    execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi/portal.yaml', '-o', out], {
      stdio: 'pipe',
    });
    const fresh = readFileSync(out, 'utf8');
    const committed = readFileSync('openapi/schema.d.ts', 'utf8');
    expect(committed === fresh, 'openapi/schema.d.ts is stale: run npm run gen:api').toBe(true);
  }, 30_000);
});
