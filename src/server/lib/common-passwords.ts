import { createRequire } from 'node:module';

/**
 * Refuses passwords from breach corpora, as NIST SP 800-63B §3.1.1.2 asks, on top of the spec's
 * rule. Server only: the list is ~500 KB and must never reach the browser bundle.
 *
 * The list is the ranked `passwords` dictionary that @zxcvbn-ts/language-common ships (~49 000
 * entries from public breach corpora, most common first). It is read from the package at run time
 * (esbuild leaves packages external), so no network is needed and no copy lives in this repo.
 *
 * Two checks:
 * - the whole password, lower-cased, against every entry;
 * - its "base word" (see baseWords) against the TOP_RANKED most common entries plus local words,
 *   so 'Srilanka2024', 'Colombo@123' and 'P@ssw0rd1' are refused although no list holds them.
 * The base-word check uses only the top of the list: further down are short everyday words that,
 * with digits around them, still make acceptable passwords under the spec's rule.
 */
export const TOP_RANKED = 10_000;

/** Words people here reach for first; a corpus from elsewhere ranks them too low to catch. */
const LOCAL_WORDS: readonly string[] = [
  'srilanka', 'lanka', 'ceylon', 'colombo', 'kandy', 'galle', 'jaffna', 'negombo', 'matara', 'kurunegala',
  'anuradhapura', 'trincomalee', 'batticaloa', 'nuwaraeliya', 'sigiriya', 'ella', 'mirissa', 'bentota',
  'cricket', 'ayubowan', 'sinhala', 'tamil', 'buddha', 'perera', 'fernando', 'silva', 'lion', 'elephant',
  'cinnamon', 'hotel', 'villa', 'booking', 'guesthouse', 'homestay', 'resort', 'host', 'hostportal',
];

const requireJson = createRequire(import.meta.url);
let lists: { all: ReadonlySet<string>; bases: ReadonlySet<string> } | null = null;

/** Loaded on first use, so start-up and the processes that never check a password skip it. */
function loadLists() {
  if (!lists) {
    const ranked = (requireJson('@zxcvbn-ts/language-common/src/passwords.json') as string[]).map((entry) => entry.toLowerCase());
    lists = { all: new Set(ranked), bases: new Set([...ranked.slice(0, TOP_RANKED), ...LOCAL_WORDS]) };
  }
  return lists;
}

const LEET: Record<string, string[]> = { '0': ['o'], '1': ['i', 'l'], '3': ['e'], '4': ['a'], '5': ['s'], '7': ['t'], '@': ['a'], $: ['s'], '!': ['i'] };

/** Every reading of a leet-spelt word ('p@ssw0rd' → 'password'; '1' may be i or l). */
function unleet(word: string): string[] {
  let readings = [''];
  for (const char of word) {
    const options = LEET[char] ?? [char];
    readings = readings.flatMap((start) => options.map((option) => start + option));
    if (readings.length > 64) return [word]; // a long run of digits is no word anyway
  }
  return readings;
}

// A loop, not /[^a-z]+$/: that pattern retries from every start of a long non-letter run (quadratic).
function stripTail(text: string): string {
  let end = text.length;
  while (end > 0 && !(text[end - 1] >= 'a' && text[end - 1] <= 'z')) end -= 1;
  return text.slice(0, end);
}
const stripEnds = (text: string) => stripTail(text.replace(/^[^a-z]+/, ''));

/**
 * The words a password is built on: lower-cased, with digits, years and symbols stripped from both
 * ends and leet-speak undone, in either order ('Colombo@123' → 'colombo', 'P@ssw0rd1' →
 * 'password', '4dmin2024' → 'admin'). Spaces, hyphens and dots inside are dropped too
 * ('Sri Lanka 1' → 'srilanka').
 */
export function baseWords(password: string): string[] {
  const lower = password.normalize('NFKC').toLowerCase().replace(/[\s._-]+/g, '');
  // Both orders: a leading '4' may be an 'a', but trailing digits are a suffix, never letters.
  const words = new Set([...unleet(stripEnds(lower)), ...unleet(stripTail(lower)).map(stripEnds)]);
  return [...words].filter((word) => word !== '');
}

export function isCommonPassword(password: string): boolean {
  const { all, bases } = loadLists();
  const lower = password.normalize('NFKC').toLowerCase();
  if (all.has(lower)) return true;
  return baseWords(password).some((word) => word.length >= 3 && bases.has(word));
}
