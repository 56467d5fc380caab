/**
 * How the portal writes dates, times and money: one module for every screen, the mails and the
 * downloads' messages, so a host reads '26 Nov 2026', 'Fri 27 Nov', '9:57 pm' and 'USD 45.00' the
 * same way everywhere. Calendar days ('YYYY-MM-DD') are written as they are; moments (an ISO
 * timestamp or a Date) are written as Sri Lanka's clock shows them, where every property is.
 *
 * English (en-LK): names of months and weekdays are the module's own and the zone is fixed, so a
 * page the server renders and the browser hydrates prints the same text whatever the machine's
 * locale, zone and ICU. Sinhala (si-LK) and Tamil (ta-LK) follow the Unicode CLDR data, Tamil
 * through Intl and Sinhala from names of its own ('2026 නොවැ 27', '27 நவ., 2026', '21.57'), since
 * the server renders pages in these languages too and the browser hydrates them (docs/i18n.md):
 * Node's ICU and the browser's must agree, and many browsers lack Sinhala. Every function takes the language last; the
 * browser sets the default with the interface language (setFormatLocale), the server passes the
 * reader's language (a mail's recipient) and never changes the default, which stays English.
 */
import { SRI_LANKA_TIME_ZONE } from './reservation-dates';
import { getFormatLocale } from './format-locale';
import { HTML_LANG, type Locale } from './locales';

type Moment = Date | string;


const intlFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Whether this runtime's ICU has the language's CLDR data. Some builds carry only part of CLDR
 * (Debian's Chromium has Tamil but no Sinhala, and would write 'Nov 28, 2026'): Sinhala has its
 * own names below; a language a runtime lacks gets the English forms, not en-US's.
 */
const withCldr = new Map<Locale, boolean>();
function hasCldrDates(locale: Locale): boolean {
  let has = withCldr.get(locale);
  if (has === undefined) withCldr.set(locale, (has = locale !== 'en' && Intl.DateTimeFormat.supportedLocalesOf(HTML_LANG[locale]).length > 0));
  return has;
}

/** A CLDR date format of Sinhala or Tamil, on Sri Lanka's clock (a moment) or as written (a day). */
function cldrDate(value: Moment, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const day = typeof value === 'string' && DAY_PATTERN.test(value);
  const timeZone = day ? 'UTC' : SRI_LANKA_TIME_ZONE;
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = intlFormats.get(key);
  if (!format) intlFormats.set(key, (format = new Intl.DateTimeFormat(HTML_LANG[locale], { ...options, timeZone })));
  return format.format(day ? new Date(`${value}T00:00:00Z`) : typeof value === 'string' ? new Date(value) : value);
}

/**
 * Sinhala from the module's own CLDR names and patterns (CLDR 41 as Python Babel 2.10 has them:
 * the Gregorian month names hosts use in business, 'නොවැ', not the traditional 'ඉල්' of newer
 * CLDR), since browsers' ICU often lacks Sinhala: 'y MMM d', 'MMM d E', 'y MMM d, E', 'HH.mm'.
 */
const SI_MONTHS = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්\u200dරේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'];
const SI_SHORT_MONTHS = ['ජන', 'පෙබ', 'මාර්තු', 'අප්\u200dරේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'];
const SI_WEEKDAYS = ['ඉරිදා', 'සඳුදා', 'අඟහ', 'බදාදා', 'බ්\u200dරහස්', 'සිකු', 'සෙන'];
const sinhala = {
  day: (p: Parts) => `${p.year} ${SI_SHORT_MONTHS[p.month - 1]} ${p.day}`,
  weekday: (p: Parts) => `${SI_SHORT_MONTHS[p.month - 1]} ${p.day} ${SI_WEEKDAYS[p.weekday]}`,
  longDay: (p: Parts) => `${p.year} ${SI_SHORT_MONTHS[p.month - 1]} ${p.day}, ${SI_WEEKDAYS[p.weekday]}`,
  time: (p: Parts) => `${String(p.hour).padStart(2, '0')}.${String(p.minute).padStart(2, '0')}`,
};

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

// Names are ours, not the locale's: ICU versions differ ('Sep' or 'Sept' in en-GB), and a page the
// server renders must read the same once the browser hydrates it.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = MONTHS.map((name) => name.slice(0, 3));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Parts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
  hour: number;
  minute: number;
}

/** Numbers only: they do not vary between ICU versions, names do. */
const colomboClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SRI_LANKA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/**
 * A calendar day ('YYYY-MM-DD') is taken as it is, so it never moves a day; a moment (a Date or
 * an ISO timestamp) is read on Sri Lanka's clock.
 */
function partsOf(value: Moment): Parts {
  if (typeof value === 'string' && DAY_PATTERN.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), hour: 0, minute: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  const n: Record<string, number> = {};
  for (const part of colomboClock.formatToParts(date)) if (part.type !== 'literal') n[part.type] = Number(part.value);
  return { year: n.year!, month: n.month!, day: n.day!, weekday: new Date(Date.UTC(n.year!, n.month! - 1, n.day!)).getUTCDay(), hour: n.hour! % 24, minute: n.minute! };
}

/** '2026-11-26' (or a moment) → '26 Nov 2026'. */
export function formatDay(value: Moment, locale = getFormatLocale()): string {
  if (locale === 'si') return sinhala.day(partsOf(value));
  if (hasCldrDates(locale)) return cldrDate(value, locale, DAY);
  const p = partsOf(value);
  return `${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}`;
}

/** '2026-11-27' (or a moment) → 'Fri 27 Nov': a day this year, next to its weekday. */
export function formatWeekday(value: Moment, locale = getFormatLocale()): string {
  if (locale === 'si') return sinhala.weekday(partsOf(value));
  if (hasCldrDates(locale)) return cldrDate(value, locale, WEEKDAY);
  const p = partsOf(value);
  return `${WEEKDAYS[p.weekday]} ${p.day} ${SHORT_MONTHS[p.month - 1]}`;
}

/** '2026-03-02' → 'Mon 2 Mar 2026' (a calendar night's full name). */
export function formatLongDay(value: Moment, locale = getFormatLocale()): string {
  if (locale === 'si') return sinhala.longDay(partsOf(value));
  if (hasCldrDates(locale)) return cldrDate(value, locale, { ...WEEKDAY, year: 'numeric' });
  const p = partsOf(value);
  return `${WEEKDAYS[p.weekday]} ${p.day} ${SHORT_MONTHS[p.month - 1]} ${p.year}`;
}

/** A day's weekday alone, short: 'Sat', 'සෙන', 'சனி' (a column head of the rooms calendar). */
export function formatWeekdayName(day: string, locale = getFormatLocale()): string {
  const { weekday } = partsOf(day);
  if (locale === 'si') return SI_WEEKDAYS[weekday]!;
  return hasCldrDates(locale) ? cldrDate(day, locale, { weekday: 'short' }) : WEEKDAYS[weekday]!;
}

/** A day's month alone, short: 'Nov', 'නොවැ', 'நவ.'. */
export function formatShortMonthName(day: string, locale = getFormatLocale()): string {
  const { month } = partsOf(day);
  if (locale === 'si') return SI_SHORT_MONTHS[month - 1]!;
  return hasCldrDates(locale) ? cldrDate(day, locale, { month: 'short' }) : SHORT_MONTHS[month - 1]!;
}

/** A moment's time on Sri Lanka's clock, 12-hour: '9:57 pm', '12:05 am', '12:30 pm'. */
export function formatTime(value: Moment, locale = getFormatLocale()): string {
  if (locale === 'si') return sinhala.time(partsOf(typeof value === 'string' && DAY_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : value));
  if (hasCldrDates(locale)) return cldrDate(typeof value === 'string' && DAY_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : value, locale, TIME);
  const { hour, minute } = partsOf(typeof value === 'string' && DAY_PATTERN.test(value) ? new Date(`${value}T00:00:00Z`) : value);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A moment, never a bare day: its date is Sri Lanka's. */
const asMoment = (value: Moment): Date => (typeof value === 'string' ? new Date(DAY_PATTERN.test(value) ? `${value}T00:00:00Z` : value) : value);

/** '26 Nov 2026, 9:57 pm' in Sri Lanka. */
export const formatDateTime = (value: Moment, locale = getFormatLocale()): string => `${formatDay(asMoment(value), locale)}, ${formatTime(value, locale)}`;

/** 'Fri 27 Nov, 9:57 pm' in Sri Lanka: a moment in the next days (a request's deadline). */
export const formatWeekdayTime = (value: Moment, locale = getFormatLocale()): string => `${formatWeekday(asMoment(value), locale)}, ${formatTime(value, locale)}`;

const monthParts = (month: string) => month.split('-').map(Number) as [number, number];

/** '2026-11' → 'Nov 2026'. */
export function formatMonth(month: string, locale = getFormatLocale()): string {
  if (locale === 'si') return `${monthParts(month)[0]} ${SI_SHORT_MONTHS[monthParts(month)[1] - 1]}`;
  if (hasCldrDates(locale)) return cldrDate(`${month}-01`, locale, { month: 'short', year: 'numeric' });
  const [year, index] = monthParts(month);
  return `${SHORT_MONTHS[index - 1]} ${year}`;
}

/** '2026-11' → 'November 2026'. */
export function formatMonthLong(month: string, locale = getFormatLocale()): string {
  if (locale === 'si') return `${monthParts(month)[0]} ${SI_MONTHS[monthParts(month)[1] - 1]}`;
  if (hasCldrDates(locale)) return cldrDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });
  const [year, index] = monthParts(month);
  return `${MONTHS[index - 1]} ${year}`;
}

/** '2026-11' → 'November'. */
export const formatMonthName = (month: string, locale = getFormatLocale()): string =>
  locale === 'si' ? SI_MONTHS[monthParts(month)[1] - 1]! : !hasCldrDates(locale) ? MONTHS[monthParts(month)[1] - 1]! : cldrDate(`${month}-01`, locale, { month: 'long' });

/** From one day to another: '12 Mar 2026 – 15 Mar 2026'. */
export const formatDayRange = (from: string, to: string, locale = getFormatLocale()): string => `${formatDay(from, locale)} – ${formatDay(to, locale)}`;

const MINUS = '−';

/** To the cent, halves away from zero (1.005 → 1.01, which a double alone would round down). */
const cents = (amount: number): number => Math.round(Math.abs(amount) * 100 + 1e-6);

const numberOptions = {
  grouped: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  whole: { maximumFractionDigits: 0 },
  compact: { notation: 'compact', maximumFractionDigits: 1 },
} satisfies Record<string, Intl.NumberFormatOptions>;
const numberFormats = new Map<string, Intl.NumberFormat>();

/** English keeps en-US digits and grouping (as before); Sinhala and Tamil take CLDR's (Tamil groups lakhs: 12,34,567). */
function numbers(kind: keyof typeof numberOptions, locale: Locale): Intl.NumberFormat {
  const key = `${kind}|${locale}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : HTML_LANG[locale], numberOptions[kind])));
  return format;
}

/**
 * 45 USD → 'USD 45.00', 15000 LKR → 'LKR 15,000.00', -12.5 USD → '−USD 12.50'. The code, not a
 * symbol: '$' and 'Rs' are both read in Sri Lanka, and hosts price in both currencies.
 */
export function formatMoney(amount: number, currency: string, locale = getFormatLocale()): string {
  const c = cents(amount);
  return `${amount < 0 && c > 0 ? MINUS : ''}${currency} ${numbers('grouped', locale).format(c / 100)}`;
}

/**
 * What one US dollar is in Sri Lanka rupees, for estimates only (money is never converted: a USD
 * price is charged and paid out in USD). Source: Central Bank of Sri Lanka, indicative USD/LKR
 * rate, rounded to 300 (the 2025 rate was between 292 and 302); checked 27 Nov 2026. Update it here
 * when the rate moves by more than a few percent.
 */
export const USD_TO_LKR = { rate: 300, source: 'Central Bank of Sri Lanka indicative rate, rounded', checkedOn: '2026-11-27' } as const;

/**
 * A dollar amount in rupees, rounded to LKR 100 (it is an estimate, and says so): 45 → '≈ LKR 13,500'.
 * Null for rupee amounts, which need no estimate.
 */
export function formatLkrEstimate(amount: number, currency: string, locale = getFormatLocale()): string | null {
  if (currency !== 'USD') return null;
  const rupees = Math.round((Math.abs(amount) * USD_TO_LKR.rate) / 100) * 100;
  return `≈ ${amount < 0 && rupees > 0 ? MINUS : ''}LKR ${numbers('whole', locale).format(rupees)}`;
}

/** 'USD 45.00 (≈ LKR 13,500)' for dollars, where hosts think in rupees; 'LKR 15,000.00' as it is. */
export function formatMoneyWithEstimate(amount: number, currency: string, locale = getFormatLocale()): string {
  const estimate = formatLkrEstimate(amount, currency, locale);
  return estimate ? `${formatMoney(amount, currency, locale)} (${estimate})` : formatMoney(amount, currency, locale);
}

/** A count with thousands separators: 12345 → '12,345'. */
export const formatCount = (count: number, locale = getFormatLocale()): string => numbers('whole', locale).format(count);

/**
 * Sinhala's compact forms from the module's own CLDR prefixes ('ද25', 'මි1.3', as Node's full ICU
 * writes them), since browsers' ICU often lacks Sinhala and would write '25K': a Sinhala calendar
 * the server renders must read the same once the browser hydrates it. The number and its rounding
 * are en-US's compact ones, which CLDR's Sinhala shares.
 */
const SI_COMPACT: Record<string, string> = { K: 'ද', M: 'මි', B: 'බි', T: 'ට්\u200dරි' };

function sinhalaCompact(amount: number): string {
  let unit = '';
  let digits = '';
  for (const part of numbers('compact', 'en').formatToParts(amount)) {
    if (part.type === 'compact') unit = SI_COMPACT[part.value] ?? part.value;
    else if (part.type !== 'minusSign' && part.type !== 'literal') digits += part.value;
  }
  return `${amount < 0 ? '-' : ''}${unit}${digits}`;
}

/**
 * An amount short enough for a calendar cell or a chart's axis, without its currency: 85.5 →
 * '85.50', 8500 → '8,500', 25000 → '25k', 1250000 → '1.3m'.
 */
export function formatShortAmount(amount: number, locale = getFormatLocale()): string {
  if (Math.abs(amount) >= 10_000) return locale === 'si' ? sinhalaCompact(amount) : numbers('compact', locale).format(amount).toLowerCase();
  const sign = amount < 0 && cents(amount) > 0 ? MINUS : '';
  return sign + numbers(Number.isInteger(amount) ? 'whole' : 'grouped', locale).format(cents(amount) / 100);
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * A booking request's deadline and the time left to answer it, rounded down so it never promises
 * more time than there is: 'Answer by Fri 27 Nov, 9:57 pm · 23 h left', '· 40 min left',
 * '· less than a minute left'; once passed, 'Answer was due Fri 27 Nov, 9:57 pm'.
 */
export function formatAnswerBy(deadline: Date | string, now: Date, locale = getFormatLocale()): string {
  const due = typeof deadline === 'string' ? new Date(deadline) : deadline;
  const left = due.getTime() - now.getTime();
  const when = formatWeekdayTime(due, locale);
  const words = ANSWER_WORDS[locale];
  if (left <= 0) return words.due(when);
  const remaining = left >= HOUR_MS ? words.hours(Math.floor(left / HOUR_MS)) : left >= MINUTE_MS ? words.minutes(Math.floor(left / MINUTE_MS)) : words.underAMinute;
  return `${words.by(when)} · ${remaining}`;
}

/** The deadline's words in each language; a Record, so a language left out fails the type check. */
const ANSWER_WORDS: Record<Locale, { by: (when: string) => string; due: (when: string) => string; hours: (n: number) => string; minutes: (n: number) => string; underAMinute: string }> = {
  en: { by: (when) => `Answer by ${when}`, due: (when) => `Answer was due ${when}`, hours: (n) => `${n} h left`, minutes: (n) => `${n} min left`, underAMinute: 'less than a minute left' },
  si: {
    by: (when) => `${when} ට පෙර පිළිතුරු දෙන්න`,
    due: (when) => `පිළිතුරු දිය යුතු වූයේ ${when} ට`,
    hours: (n) => `පැය ${n}ක් ඉතිරියි`,
    minutes: (n) => `මිනිත්තු ${n}ක් ඉතිරියි`,
    underAMinute: 'මිනිත්තුවකටත් අඩු කාලයක් ඉතිරියි',
  },
  ta: {
    by: (when) => `${when} க்குள் பதிலளிக்கவும்`,
    due: (when) => `பதிலளிக்க வேண்டிய நேரம் ${when}`,
    hours: (n) => `${n} மணி நேரம் உள்ளது`,
    minutes: (n) => `${n} நிமிடம் உள்ளது`,
    underAMinute: 'ஒரு நிமிடத்துக்கும் குறைவாக உள்ளது',
  },
};

const JUST_NOW: Record<Locale, string> = { en: 'just now', si: 'මේ දැන්', ta: 'இப்போதுதான்' };
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
const UNITS: ['day' | 'hour' | 'minute', number][] = [
  ['day', 86_400_000],
  ['hour', HOUR_MS],
  ['minute', MINUTE_MS],
];

/**
 * Sinhala's relative times from the module's own CLDR patterns (CLDR 41 as Python Babel 2.10 has
 * them; one form for one and other), since browsers' ICU often lacks Sinhala and would write English:
 * 'මිනිත්තු 5කට පෙර', 'පැය 2කින්'. The named days (numeric 'auto': yesterday, tomorrow, the day
 * before yesterday, the day after tomorrow) are CLDR's, as Node's full ICU writes them.
 */
const SI_RELATIVE: Record<'day' | 'hour' | 'minute', { past: (n: number) => string; future: (n: number) => string }> = {
  minute: { past: (n) => `මිනිත්තු ${n}කට පෙර`, future: (n) => `මිනිත්තු ${n}කින්` },
  hour: { past: (n) => `පැය ${n}කට පෙර`, future: (n) => `පැය ${n}කින්` },
  day: { past: (n) => `දින ${n}කට පෙර`, future: (n) => `දින ${n}න්` },
};
const SI_NAMED_DAYS: Record<string, string> = { '-2': 'පෙරේදා', '-1': 'ඊයේ', '1': 'හෙට', '2': 'අනිද්දා' };

function sinhalaRelative(count: number, unit: 'day' | 'hour' | 'minute'): string {
  if (unit === 'day' && Object.hasOwn(SI_NAMED_DAYS, String(count))) return SI_NAMED_DAYS[String(count)]!;
  return count < 0 ? SI_RELATIVE[unit].past(-count) : SI_RELATIVE[unit].future(count);
}

/** How far a moment is from now: 'just now', '5 minutes ago', 'in 12 minutes', 'yesterday'. */
export function formatRelative(value: Moment, now: Date, locale = getFormatLocale()): string {
  const difference = asMoment(value).getTime() - now.getTime();
  if (locale === 'si') {
    for (const [unit, size] of UNITS) if (Math.abs(difference) >= size) return sinhalaRelative(Math.round(difference / size), unit);
    return JUST_NOW.si;
  }
  let relative = relativeFormats.get(locale);
  if (!relative) relativeFormats.set(locale, (relative = new Intl.RelativeTimeFormat(HTML_LANG[locale], { numeric: 'auto' })));
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return relative.format(Math.round(difference / size), unit);
  }
  return JUST_NOW[locale];
}
