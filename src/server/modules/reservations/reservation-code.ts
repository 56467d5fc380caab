import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes I, O, 0 and 1: 32 symbols, read aloud safely. */
const RESERVATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new code like LK7H3K9Q: 8 symbols, 2^40 possibilities; the unique index catches the rare repeat. */
export function newReservationCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += RESERVATION_CODE_ALPHABET[randomInt(RESERVATION_CODE_ALPHABET.length)];
  return code;
}
