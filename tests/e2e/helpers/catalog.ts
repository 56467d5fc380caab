import { readFileSync } from 'node:fs';

const catalogs = new Map<string, Map<string, string>>();

/**
 * A message's translation as the catalog has it (src/locales/<locale>/messages.po), found by its
 * English source text: the tests name the English text the spec fixes and expect the language's.
 * Throws when the catalog lacks it, so a screen left in English fails where it is checked.
 */
export function translated(locale: 'si' | 'ta', english: string, values: Record<string, string | number> = {}): string {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = new Map();
    const po = readFileSync(new URL(`../../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8');
    for (const block of po.split(/\n\n+/)) {
      const id = /^msgid (".*")$/m.exec(block)?.[1];
      const text = /^msgstr (".*")$/m.exec(block)?.[1];
      if (id && text) catalog.set(JSON.parse(id) as string, JSON.parse(text) as string);
    }
    catalogs.set(locale, catalog);
  }
  const text = catalog.get(english);
  if (!text) throw new Error(`the ${locale} catalog has no translation of "${english}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
