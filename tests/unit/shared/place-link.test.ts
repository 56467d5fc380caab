import { describe, expect, it } from 'vitest';
import { isInSriLanka } from '../../../src/shared/in-sri-lanka';
import { readPlaceLink } from '../../../src/shared/place-link';
import { PLACE_LINK_CASES } from '../../fixtures/place-links/inputs';

describe('readPlaceLink on pasted places from public sources', () => {
  it.each(PLACE_LINK_CASES.map((c) => [c.input, c] as const))('%s', (_input, c) => {
    const reading = readPlaceLink(c.input, c.near ?? null);
    expect(reading.kind).toBe(c.kind);
    if (reading.kind === 'point' && c.expected) {
      expect(reading.latitude).toBeCloseTo(c.expected.latitude, 5);
      expect(reading.longitude).toBeCloseTo(c.expected.longitude, 5);
      expect(isInSriLanka(reading.latitude, reading.longitude)).toBe(c.inSriLanka);
    }
  });

  it('keeps six decimals at most (about 10 cm)', () => {
    expect(readPlaceLink('https://www.google.com/maps/embed?pb=!2d145.01352231578036!3d-37.792912740624445')).toEqual({
      kind: 'point',
      latitude: -37.792913,
      longitude: 145.013522,
    });
  });

  it('reads a geo: URI whose pin is in q (Android), and ignores an altitude', () => {
    expect(readPlaceLink('geo:0,0?q=7.2906,80.6337(Kandy)')).toEqual({ kind: 'point', latitude: 7.2906, longitude: 80.6337 });
    expect(readPlaceLink('geo:7.2906,80.6337,500;u=20')).toEqual({ kind: 'point', latitude: 7.2906, longitude: 80.6337 });
  });

  it('reads nothing from an empty paste, two latitudes, or another scheme', () => {
    expect(readPlaceLink('  ').kind).toBe('unreadable');
    expect(readPlaceLink('6.9 N 7.2 S').kind).toBe('unreadable');
    expect(readPlaceLink('javascript:alert(1)').kind).toBe('unreadable');
  });
});
