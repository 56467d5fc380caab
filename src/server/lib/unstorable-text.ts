/**
 * Characters PostgreSQL cannot store in text or jsonb: NUL (U+0000), refused with an error that
 * used to surface as a 500, and lone UTF-16 surrogates, which the drivers silently turn into
 * U+FFFD (the stored text would differ from what was sent). With the `u` flag a well-formed pair
 * is one code point, so \p{Cs} matches only a lone half. One linear scan per string.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be saved (a NUL or an incomplete Unicode character)';

function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The dotted path of the first string (value or object key) in a parsed body, query or params
 * that cannot be stored, or null. `''` means the value itself. Walked with a stack, not recursion,
 * so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        if (!isStorableText(key)) return path;
        pending.push([(current as Record<string, unknown>)[key], join(path, key)]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
