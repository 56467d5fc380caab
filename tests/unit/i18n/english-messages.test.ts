/**
 * English renders from the source texts the build keeps in the code, compiled by a small
 * compiler instead of Lingui's ICU parser (src/app/i18n/english-messages.ts). Every English message
 * must read as it would through Lingui's own compiler (which @lingui/core uses outside production).
 */
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileEnglishMessage } from '../../../src/app/i18n/english-messages';

const catalog = readFileSync(new URL('../../../src/locales/en/messages.po', import.meta.url), 'utf8');
const messages = [...catalog.matchAll(/^msgid (".*")$/gm)].map((match) => JSON.parse(match[1]) as string).filter(Boolean);

// Shapes the catalog may not hold yet: nested arguments, exact keys, a select inside a plural.
const SAMPLES = [
  '{count, plural, one {# night} other {# nights}}',
  '{count, plural, =0 {No bookings at {name}} one {One booking at {name}} other {# bookings at {name}}}',
  'Step {count} of 20: {count, plural, one {# step} other {# steps}} left, {other, select, x {soon} other {later}}',
  '{count, plural, one {{name} has # room} other {{name} has # rooms}}',
];

const linguis = setupI18n({ locale: 'en', messages: { en: {} } });
const ours = setupI18n({ locale: 'en', messages: { en: {} } });
ours.setMessagesCompiler(compileEnglishMessage);

/** The message with each argument given a value that names it, through one I18n instance. */
const rendered = (i18n: typeof ours, message: string) => {
  const values = Object.fromEntries([...message.matchAll(/\{(\w+)/g)].map((match) => [match[1], `«${match[1]}»`]));
  return i18n._({ id: 'any', message, values });
};

describe('English source messages', () => {
  it('are read from the catalog', () => {
    expect(messages.length).toBeGreaterThan(50);
  });

  it('read as through Lingui’s own compiler (text, arguments, plural and select)', () => {
    const different = messages.filter((message) => rendered(ours, message) !== rendered(linguis, message));
    expect(different, 'an escape or a number skeleton in English needs Lingui’s compiler: see english-messages.ts').toEqual([]);
  });

  it('reads every plural message with each count as Lingui does', () => {
    const plurals = [...messages.filter((message) => /, ?plural,/.test(message)), ...SAMPLES];
    for (const message of plurals) {
      const name = /\{(\w+), ?plural/.exec(message)![1];
      for (const count of [0, 1, 2, 5, 21]) {
        const values = { [name]: count, name: 'Kandy', other: 'x' };
        expect(ours._({ id: 'any', message, values })).toBe(linguis._({ id: 'any', message, values }));
      }
    }
  });

  it('fills in arguments and keeps Trans tags for the component', () => {
    expect(rendered(ours, 'We sent a 6-digit code to <0>{email}</0>.')).toBe('We sent a 6-digit code to <0>«email»</0>.');
    expect(rendered(ours, '{count, plural, one {# night} other {# nights}}')).toBe(rendered(linguis, '{count, plural, one {# night} other {# nights}}'));
  });
});
