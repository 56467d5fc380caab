/**
 * The unit noun (src/shared/unit-noun.ts: 'room' or 'unit', null while unknown) in the calendar's
 * words, each a message with a select on the noun, so a translation words it whole.
 */
import { i18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import type { UnitNoun } from '../../shared/unit-noun';

/** 'room', 'unit', or 'either' while the property is not known yet: the key of the messages' select. */
export const nounKey = (noun: UnitNoun | null): 'room' | 'unit' | 'either' => noun ?? 'either';

// Single words as messages of their own (not a select: its one-word branches would read as arguments).
const ONE = { room: msg`Room`, unit: msg`Unit`, either: msg`Room or unit` };
const MANY = { room: msg`Rooms`, unit: msg`Units`, either: msg`Rooms or units` };

/** 'Room', 'Unit' (a label). */
export const unitOne = (unitNoun: UnitNoun | null): string => i18n._(ONE[nounKey(unitNoun)]);

/** 'Rooms', 'Units' (a tab, a heading). */
export const unitMany = (unitNoun: UnitNoun | null): string => i18n._(MANY[nounKey(unitNoun)]);

/** A unit without a name, by its place in the list: 'Room 2', 'Unit 2'. */
export function unnamedUnitName(unitNoun: UnitNoun | null, index: number): string {
  const noun = unitNoun ?? 'unit';
  const number = index + 1;
  return i18n._(msg`${select(noun, { room: `Room ${number}`, other: `Unit ${number}` })}`);
}
