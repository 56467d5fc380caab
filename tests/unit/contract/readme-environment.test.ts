import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES } from '../../../src/server/config';

// The README's table is how a newcomer learns the settings; it must list each one the server reads.
describe('the README environment table', () => {
  const readme = readFileSync('README.md', 'utf8');
  it.each(ENVIRONMENT_VARIABLES.map((v) => [v.name, v.default]))('lists %s with its default', (name, fallback) => {
    expect(readme).toContain(`| \`${name}\` | ${fallback} |`);
  });
});
