/**
 * The interface languages (issue 27) and how one is chosen, for the browser and the server alike.
 * Catalogs are per language (src/locales/<locale>/messages.po); the region is Sri Lanka for all
 * three, which is what <html lang> and the formats say.
 */
export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language as <html lang> carries it (W3C: language plus region where it matters). */
export const HTML_LANG: Record<Locale, string> = { en: 'en', si: 'si-LK', ta: 'ta-LK' };

/** Each language's own name, written in its own script, so a reader finds theirs whatever is shown. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/** The cookie that remembers the browser's choice; the server reads it for mails sent before sign-in. */
export const LOCALE_COOKIE = 'portal_locale';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of the reader's languages (in their order of preference) that the portal speaks,
 * matched on the primary language subtag: si-LK → Sinhala, ta-IN → Tamil, en-GB → English.
 * A list with none of them gives English.
 */
export function pickLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/**
 * The languages of an Accept-Language header, most wanted first (RFC 9110 §12.5.4: q from 0 to
 * 1, default 1; q=0 means "not this one"). Unreadable entries are skipped.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
