import { describe, expect, it } from 'vitest';
import { unitNounOf, unitWords, unnamedUnit } from '../../../src/shared/unit-noun';

describe('the word for a bookable unit', () => {
  it.each([
    ['Guest House', false, 'room'],
    ['Homestay', true, 'room'],
    ['Room', true, 'room'],
    ['Boutique Hotel', false, 'room'],
    ['Hostel', false, 'room'],
    ['Apartment', false, 'unit'],
    ['Villa', false, 'unit'],
    ['Bungalow', false, 'unit'],
  ] as const)('calls the units of a %s (room-or-homestay flag %s) %s', (name, isRoomOrHomeStay, noun) => {
    expect(unitNounOf({ name, isRoomOrHomeStay })).toBe(noun);
  });

  it('goes by the flag when a type is renamed, and says unit when the type is unknown', () => {
    expect(unitNounOf({ name: 'Family rooms', isRoomOrHomeStay: true })).toBe('room');
    expect(unitNounOf({ name: null, isRoomOrHomeStay: false })).toBe('unit');
  });

  it('gives each form of the word, and both words while the property is not chosen yet', () => {
    expect(unitWords('room')).toEqual({ one: 'room', One: 'Room', many: 'rooms', Many: 'Rooms' });
    expect(unitWords('unit')).toEqual({ one: 'unit', One: 'Unit', many: 'units', Many: 'Units' });
    expect(unitWords(null).One).toBe('Room or unit');
  });

  it('names an unnamed unit by its place in the list', () => {
    expect(unnamedUnit('room', 0)).toBe('Room 1');
    expect(unnamedUnit('unit', 2)).toBe('Unit 3');
  });
});
