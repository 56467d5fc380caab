/**
 * Text helpers of spec §5. Plain string work only: this module runs in the browser and on the
 * server, so there is no DOMParser and no Node API here.
 */

/**
 * Length in Unicode code points. JSON Schema's maxLength (and so the server's Ajv) counts code
 * points too, so a limit checked here agrees with the contract; `.length` would count an emoji twice.
 */
export function characterLength(text: string): number {
  return Array.from(text).length;
}

/**
 * Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. A name never
 * holds one, and each can start a new line wherever the text is written out: an iCal export's
 * content line (a CRLF then "BEGIN:VEVENT" would be a made-up event), a CSV row, a mail header.
 */
const CONTROL_OR_LINE_BREAK = /[\p{Cc}\u2028\u2029]/u;
/** The same, less tab, LF and CR, which text typed into a multi-line box may hold. */
const CONTROL_BUT_LINE_BREAKS = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/;

/** Text for one line: no control characters, no line breaks of any kind. */
export function isSingleLine(text: string): boolean {
  return !CONTROL_OR_LINE_BREAK.test(text);
}

/** Text for a multi-line box: line breaks and tabs allowed, other control characters not. */
export function hasNoControlCharacters(text: string): boolean {
  return !CONTROL_BUT_LINE_BREAKS.test(text);
}

export const TEXT_MESSAGES = {
  singleLine: 'Use one line, without line breaks or control characters',
  controlCharacters: 'Remove the control characters from this text',
} as const;

/** True for '' and for text made only of whitespace ("cannot be just spaces"). */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};

// One pass over every entity, so '&amp;lt;' decodes to the text '&lt;' and not to '<'.
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    // Out-of-range references (beyond U+10FFFF) stay as typed instead of throwing.
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

// Comments first (they may contain '>'), then every tag. Each pattern ends at its closing '-->'
// or '>' or else at the end of the text, as an HTML parser does with an unclosed comment or tag:
// a match that can always finish never restarts at every later '<', so hostile text like '<a<a<a…'
// costs time in proportion to its length (it was quadratic: 2.7 s for 40 000 characters).
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const HTML_TAG = /<\/?[a-zA-Z][^>]*(?:>|$)/g;

/** The text a reader sees in rich-text HTML: comments and tags removed, entities decoded. */
export function stripMarkup(html: string): string {
  return decodeEntities(html.replace(HTML_COMMENT, '').replace(HTML_TAG, ''));
}

/**
 * Character count of rich text after stripping its markup (spec §5). Empty or missing text is 0,
 * and an editor's empty paragraph ('<p><br></p>') is 0 as well. Whitespace the reader sees counts.
 */
export function countCharacters(html: string | null | undefined): number {
  if (!html) return 0;
  return characterLength(stripMarkup(html));
}

const ELLIPSIS = '…';

/**
 * The first `wordCount` words of `text`, followed by '…' only when words were cut off. Text that
 * already fits is returned unchanged, so a short description keeps its own spacing.
 */
export function truncateWords(text: string | null | undefined, wordCount: number): string {
  if (!text) return '';
  const words = text.trim().split(/\s+/).filter(Boolean);
  const keep = Math.max(0, Math.floor(wordCount));
  if (words.length <= keep) return text;
  return words.slice(0, keep).join(' ') + ELLIPSIS;
}

/**
 * 'pending_review' → 'Pending Review' (spec §5). Each word is capitalised and the rest lower-cased,
 * so enum-style values such as 'ALL_INCLUSIVE' read the same way ('All Inclusive').
 */
export function statusToWords(status: string | null | undefined): string {
  if (!status) return '';
  return status
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** A JSON object (not null, not an array): what an answer's body or message may be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value when it is a text with more than spaces in it. */
export const nonEmptyText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
