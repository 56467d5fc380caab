import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from '../../../src/shared/message-catalogue';

// Issue 27: the server answers in the caller's language. Every refusal it writes as a literal
// (`HttpError.notFound('…')`, `new HttpError(409, '…')`) must have its Sinhala and Tamil, except
// the machine-to-machine APIs' answers, which no person reads in the portal.
const MACHINE_ANSWERS = new Set([
  'The channel API is not configured on this server (set CHANNEL_API_USER and CHANNEL_API_PASSWORD)',
  'The channel credentials are missing or wrong',
  'This Idempotency-Key was already used with a different request; use a new key for a new reservation',
  'The metrics token is missing or wrong',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const LITERAL_REFUSAL = /HttpError(?:\.[a-zA-Z]+)?\((?:[0-9]+, )?'([^']+)'/g;
const refusals = [...new Set(sourceFiles('src/server').flatMap((file) => [...readFileSync(file, 'utf8').matchAll(LITERAL_REFUSAL)].map((m) => m[1]!)))];

describe("the server's own refusals", () => {
  it('are found in the source (the scan still matches how refusals are written)', () => {
    expect(refusals.length).toBeGreaterThan(15);
  });

  it.each(['si', 'ta'] as const)('each has its %s, but for the machine APIs', (locale) => {
    const untranslated = refusals.filter((text) => !MACHINE_ANSWERS.has(text) && localizeMessage(text, locale) === text);
    expect(untranslated).toEqual([]);
  });
});
