import { describe, expect, it } from 'vitest';
import { countLostWrites } from '../../bench/load/lost-writes.mjs';

const hosts = [
  { propertyId: 1, version: 4 },
  { propertyId: 2, version: 9 },
];

describe('lost writes', () => {
  it('finds none when every acknowledged save and booking is stored', () => {
    const acknowledged = { saves: { 1: { saves: 2, lastName: 'B' } }, bookings: ['AAAA2222', 'BBBB3333'] };
    const stored = { properties: [{ id: 1, version: 6, name: 'B' }, { id: 2, version: 9, name: 'x' }], bookingCodes: ['AAAA2222', 'BBBB3333'] };
    expect(countLostWrites({ hosts, acknowledged, stored })).toEqual({ saves: 2, lostSaves: 0, bookings: 2, lostBookings: 0, lostWrites: 0 });
  });

  it('counts a save whose version did not rise', () => {
    const acknowledged = { saves: { 1: { saves: 3, lastName: 'C' } }, bookings: [] };
    const stored = { properties: [{ id: 1, version: 6, name: 'C' }, { id: 2, version: 9, name: 'x' }], bookingCodes: [] };
    expect(countLostWrites({ hosts, acknowledged, stored }).lostSaves).toBe(1);
  });

  it('counts a save whose name is not the last acknowledged', () => {
    const acknowledged = { saves: { 2: { saves: 1, lastName: 'New' } }, bookings: [] };
    const stored = { properties: [{ id: 1, version: 4, name: 'a' }, { id: 2, version: 10, name: 'Old' }], bookingCodes: [] };
    expect(countLostWrites({ hosts, acknowledged, stored }).lostSaves).toBe(1);
  });

  it('counts an acknowledged booking that is not stored', () => {
    const acknowledged = { saves: {}, bookings: ['AAAA2222', 'CCCC4444'] };
    const stored = { properties: [{ id: 1, version: 4, name: 'a' }, { id: 2, version: 9, name: 'b' }], bookingCodes: ['AAAA2222'] };
    expect(countLostWrites({ hosts, acknowledged, stored })).toMatchObject({ bookings: 2, lostBookings: 1, lostWrites: 1 });
  });

  it('does not count a save that timed out but was stored, nor blame the acknowledged ones for it', () => {
    const acknowledged = { saves: { 1: { saves: 2, lastName: 'B', unansweredNames: ['C'] } }, bookings: [] };
    const stored = { properties: [{ id: 1, version: 7, name: 'C' }, { id: 2, version: 9, name: 'x' }], bookingCodes: [] };
    expect(countLostWrites({ hosts, acknowledged, stored }).lostSaves).toBe(0);
  });

  it('still counts an acknowledged save that is missing when another one timed out', () => {
    const acknowledged = { saves: { 1: { saves: 2, lastName: 'B', unansweredNames: ['C'] } }, bookings: [] };
    const stored = { properties: [{ id: 1, version: 5, name: 'A' }, { id: 2, version: 9, name: 'x' }], bookingCodes: [] };
    expect(countLostWrites({ hosts, acknowledged, stored }).lostSaves).toBe(1);
  });
});
