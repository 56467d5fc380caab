/**
 * What the host calls one bookable unit of a property, on every host screen: a place that lets
 * rooms (a guest house, a homestay, rooms, a hotel, hostel or lodge) has rooms; a place let whole
 * (an apartment, a villa, a bungalow) has units. The property type's "room or homestay" flag
 * marks some of the room kinds, but it also decides the wizard's per-room pricing, which guest
 * houses do not use; so the kinds that let rooms are named here too, by the reference list's names.
 */
export type UnitNoun = 'room' | 'unit';

const ROOM_LETTING_TYPES = new Set(['guest house', 'homestay', 'room', 'boutique hotel', 'hostel', 'resort', 'eco lodge']);

export function unitNounOf(type: { isRoomOrHomeStay: boolean; name: string | null }): UnitNoun {
  return type.isRoomOrHomeStay || ROOM_LETTING_TYPES.has((type.name ?? '').trim().toLowerCase()) ? 'room' : 'unit';
}

interface UnitWords {
  /** 'room' */
  one: string;
  /** 'Room' */
  One: string;
  /** 'rooms' */
  many: string;
  /** 'Rooms' */
  Many: string;
}

const WORDS: Record<UnitNoun, UnitWords> = {
  room: { one: 'room', One: 'Room', many: 'rooms', Many: 'Rooms' },
  unit: { one: 'unit', One: 'Unit', many: 'units', Many: 'Units' },
};

/** The noun's forms; while the property is not known yet (null), both: 'room or unit'. */
export function unitWords(noun: UnitNoun | null): UnitWords {
  if (noun) return WORDS[noun];
  return { one: 'room or unit', One: 'Room or unit', many: 'rooms or units', Many: 'Rooms or units' };
}

/** A unit without a name, by its place in the list: 'Room 2', 'Unit 2'. */
export const unnamedUnit = (noun: UnitNoun | null, index: number): string => `${WORDS[noun ?? 'unit'].One} ${index + 1}`;
