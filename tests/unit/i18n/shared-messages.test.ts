/**
 * Issue 27: the shared rules', the API catalogue's and the server's messages
 * (src/shared/message-catalogue.ts) have Sinhala and Tamil for every English text, keep its
 * numbers and placeholders, and are found again from the English text the rules return.
 */
import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES, provinceMismatchMessage } from '../../../src/shared/listing-messages';
import { RULE_MESSAGES } from '../../../src/shared/messages';
import { RESERVATION_MESSAGES } from '../../../src/shared/reservation-messages';
import {
  MESSAGE_TABLES,
  MESSAGE_TEMPLATES,
  localizeFields,
  localizeMessage,
  matchTemplate,
  messageTranslations,
} from '../../../src/shared/message-catalogue';
import { SERVER_TRANSLATIONS } from '../../../src/shared/message-translations/server';

const numbers = (text: string) => [...text.matchAll(/\d+(?:[.,:]\d+)*/g)].map((match) => match[0]).sort();
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const LANGUAGES = ['si', 'ta'] as const;

describe('shared messages in Sinhala and Tamil', () => {
  for (const { name, english, translated } of MESSAGE_TABLES) {
    describe(name, () => {
      const keys = Object.keys(english).filter((key) => typeof english[key] === 'string');

      for (const locale of LANGUAGES) {
        it(`translates every message into ${locale}, and nothing else`, () => {
          const missing = keys.filter((key) => !translated[locale][key]?.trim());
          expect(missing, `untranslated in ${locale}: add them to src/shared/message-translations/`).toEqual([]);
          expect(Object.keys(translated[locale]).filter((key) => !keys.includes(key)), 'left over').toEqual([]);
        });

        it(`keeps each message’s numbers in ${locale}`, () => {
          const lost = keys.filter((key) => {
            const text = translated[locale][key] ?? '';
            return numbers(english[key] as string).some((number) => !text.includes(number));
          });
          expect(lost, `a number of the English text is missing in ${locale}`).toEqual([]);
        });

        it(`is not the English text in ${locale}`, () => {
          expect(keys.filter((key) => translated[locale][key] === english[key])).toEqual([]);
        });
      }
    });
  }

  it('translates the server’s own texts, numbers kept', () => {
    for (const [text, translations] of Object.entries(SERVER_TRANSLATIONS)) {
      for (const locale of LANGUAGES) {
        expect(translations[locale]?.trim(), `${text} (${locale})`).toBeTruthy();
        for (const number of numbers(text)) expect(translations[locale], `${text} (${locale})`).toContain(number);
      }
    }
  });

  it('gives one English text one translation, wherever it is written', () => {
    const seen = new Map<string, string>();
    for (const { english, translated } of MESSAGE_TABLES) {
      for (const [key, text] of Object.entries(english)) {
        if (typeof text !== 'string') continue;
        const both = `${translated.si[key]}|${translated.ta[key]}`;
        if (seen.has(text)) expect(both, text).toBe(seen.get(text));
        else seen.set(text, both);
      }
    }
  });

  it('keeps each template’s placeholders', () => {
    for (const template of MESSAGE_TEMPLATES) {
      for (const locale of LANGUAGES) expect(placeholders(template[locale]), template.en).toEqual(placeholders(template.en));
    }
  });
});

describe('localizeMessage', () => {
  it('leaves English as the rules write it', () => {
    expect(localizeMessage(RULE_MESSAGES.invalidPassword, 'en')).toBe(RULE_MESSAGES.invalidPassword);
  });

  it('finds a rule’s message from its English text', () => {
    expect(localizeMessage(RULE_MESSAGES.invalidEmail, 'ta')).toBe('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்');
    expect(localizeMessage(LISTING_MESSAGES.priceTooLow, 'si')).toContain('USD 5');
    expect(messageTranslations().size).toBeGreaterThan(150);
  });

  it('fills templates with the values of the English text', () => {
    expect(localizeMessage(RESERVATION_MESSAGES.minStay(3), 'ta')).toBe('இந்தத் தேதியில் தொடங்கும் தங்குதல் குறைந்தது 3 இரவுகள் இருக்க வேண்டும்');
    expect(localizeMessage(RESERVATION_MESSAGES.minStay(1), 'si')).toContain('රාත්‍රී 1ක්');
    expect(localizeMessage(provinceMismatchMessage('Galle', 'Southern', 'Western'), 'si')).toBe('Galle දිස්ත්‍රික්කය ඇත්තේ Southern පළාතේ මිස Western පළාතේ නොවේ');
    expect(localizeMessage('Too many attempts. Please try again in 5 minutes', 'ta')).toBe('அதிகமான முயற்சிகள். 5 நிமிடங்களில் மீண்டும் முயற்சிக்கவும்');
  });

  it('returns a text it does not know as it is (typed values, texts already translated)', () => {
    expect(localizeMessage('Galle Fort Villa', 'si')).toBe('Galle Fort Villa');
    const tamil = localizeMessage(RULE_MESSAGES.nameEmpty, 'ta');
    expect(localizeMessage(tamil, 'ta')).toBe(tamil);
    expect(localizeMessage(' is required', 'ta')).toBe(' is required');
  });

  it('puts each field’s message into the language', () => {
    expect(localizeFields({ email: RULE_MESSAGES.invalidEmail, name: 'as typed' }, 'si')).toEqual({
      email: 'කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න',
      name: 'as typed',
    });
  });

  it('matches templates in linear time', () => {
    const template = MESSAGE_TEMPLATES[1]!.en;
    const hostile = ' District is in the '.repeat(20_000) + ' Province, not the '.repeat(20_000);
    const started = performance.now();
    expect(matchTemplate(template, hostile)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);
  });
});
