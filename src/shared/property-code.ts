/**
 * A property's code, what hosts and admins quote on the phone: 'LK-' and the property id with at
 * least six digits (LK-000123, LK-1234567). Derived from the id, so it is never stored, never
 * changes and needs no index of its own: finding a property by its code is a primary-key lookup.
 */
export function propertyCode(id: number): string {
  return `LK-${String(id).padStart(6, '0')}`;
}

// 'LK-000123', 'lk000123', 'LK 123', 'LK-123': people drop the dash and the zeros.
const CODE = /^LK[\s-]?0*([1-9][0-9]{0,9})$/i;

/** The property id a typed code names, or null when the text is not a code (or out of range). */
export function idOfPropertyCode(text: string): number | null {
  const match = CODE.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
