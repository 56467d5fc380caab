import { describe, expect, it } from 'vitest';
import { rangeProblem } from '../../../src/shared/reservation-calendar';
import { addDays, eachNight, isIsoDate, nightsBetween, sriLankaToday } from '../../../src/shared/reservation-dates';
import { validateDatesChange, validateReservationStay, validateStayDates } from '../../../src/shared/reservation-form';
import { allowedActions, dateChangeRefusal, groupOf, refusalOf } from '../../../src/shared/reservation-status';

describe('reservation dates', () => {
  it('takes today from Sri Lanka’s clock (UTC+5:30), not the server’s', () => {
    expect(sriLankaToday(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(sriLankaToday(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });

  it('counts nights across month ends and leap days', () => {
    expect(nightsBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(eachNight('2026-01-30', '2026-02-02')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
  });

  it('lists every night of long ranges exactly as adding days one by one does, leap years and centuries included', () => {
    for (const [from, nights] of [['2027-12-15', 400], ['2099-11-30', 800], ['2028-02-27', 5], ['2026-04-29', 3]] as const) {
      const expected = Array.from({ length: nights }, (_, i) => addDays(from, i));
      expect(eachNight(from, addDays(from, nights))).toEqual(expected);
    }
    expect(eachNight('2026-05-01', '2026-05-01')).toEqual([]);
  });

  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '20260101'].map(isIsoDate)).toEqual([false, false, false, false]);
  });
});

describe('reservation status rules', () => {
  const on = (status: Parameters<typeof allowedActions>[0]['status'], checkIn = '2026-05-10') => ({ status, checkIn });

  it('offers each status its actions on the check-in day', () => {
    const today = '2026-05-10';
    expect(allowedActions(on('pending'), today)).toEqual(['confirm', 'decline', 'cancel']);
    expect(allowedActions(on('confirmed'), today)).toEqual(['check_in', 'cancel']);
    expect(allowedActions(on('checked_in'), today)).toEqual(['check_out']);
    for (const done of ['checked_out', 'cancelled', 'declined', 'no_show'] as const) expect(allowedActions(on(done), today)).toEqual([]);
  });

  it('allows a no-show only from the day after check-in, and a check-in not before it', () => {
    expect(allowedActions(on('confirmed'), '2026-05-11')).toEqual(['check_in', 'no_show', 'cancel']);
    expect(refusalOf('check_in', on('confirmed'), '2026-05-09')).toBe('A guest can be checked in from the check-in date');
    expect(refusalOf('confirm', on('cancelled'), '2026-05-09')).toBe('A reservation that is cancelled cannot be confirmed');
  });

  it('sorts reservations into the lists of /reservation-manage', () => {
    expect(groupOf(on('pending'), '2026-05-10')).toBe('upcoming');
    expect(groupOf(on('confirmed'), '2026-05-11')).toBe('current');
    expect(groupOf(on('checked_in'), '2026-05-01')).toBe('current');
    expect(groupOf(on('no_show'), '2026-05-11')).toBe('past');
    expect(groupOf(on('declined'), '2026-05-11')).toBe('cancelled');
  });
});

describe('reservation form and calendar range', () => {
  const stay = { guestName: ' Nimal ', guestEmail: 'nimal@example.lk', checkIn: '2026-05-10', checkOut: '2026-05-12', adults: 2 };

  it('accepts a stay and fills the optional fields', () => {
    const result = validateReservationStay(stay);
    expect(result).toEqual({ ok: true, data: { ...stay, guestName: 'Nimal', guestPhone: null, guestCountry: null, children: 0, specialRequests: null } });
  });

  it('names each field that is wrong', () => {
    const result = validateReservationStay({ ...stay, guestEmail: 'x', checkOut: '2026-05-10', adults: 0 });
    expect(result).toEqual({
      ok: false,
      fieldMessages: { guestEmail: 'Please enter a valid email address', checkOut: 'Check-out must be after check-in', adults: 'At least 1 adult and at most 50' },
    });
    // An impossible date gets its own message, not a stay-length one.
    expect(validateReservationStay({ ...stay, checkIn: '2026-02-30' })).toEqual({ ok: false, fieldMessages: { checkIn: 'Choose a check-in date' } });
  });

  it('checks a calendar range', () => {
    expect(rangeProblem('2026-05-10', '2026-05-11')).toBeNull();
    expect(rangeProblem('2026-05-10', '2027-05-12')).toEqual({ field: 'to', message: 'Choose at most 366 nights at a time' });
    expect(rangeProblem('2026-05-09', '2026-05-11', '2026-05-10')).toEqual({ field: 'from', message: 'Nights in the past cannot be changed' });
  });
});

describe('changing a stay\'s dates', () => {
  const today = '2026-11-22';

  it('is open to requests and confirmed stays that have not started', () => {
    expect(dateChangeRefusal({ status: 'pending', checkIn: today }, today)).toBeNull();
    expect(dateChangeRefusal({ status: 'confirmed', checkIn: '2026-12-01' }, today)).toBeNull();
    expect(dateChangeRefusal({ status: 'confirmed', checkIn: '2026-11-21' }, today)).toBe('The stay has already started; its dates can no longer be changed');
  });

  it.each(['checked_in', 'checked_out', 'cancelled', 'declined', 'no_show'] as const)('is closed to a %s reservation', (status) => {
    expect(dateChangeRefusal({ status, checkIn: '2026-12-01' }, today)).toBe(`A reservation that is ${status.replaceAll('_', ' ')} cannot have its dates changed`);
  });

  it('checks the new dates like a booking: real dates, check-out after check-in, at most 90 nights', () => {
    expect(validateStayDates({ checkIn: '2026-12-01', checkOut: '2026-12-04' })).toEqual({ ok: true, data: { checkIn: '2026-12-01', checkOut: '2026-12-04' } });
    expect(validateStayDates({ checkIn: '2026-02-30', checkOut: '2026-12-04' })).toEqual({ ok: false, fieldMessages: { checkIn: 'Choose a check-in date' } });
    expect(validateStayDates({ checkIn: '2026-12-04', checkOut: '2026-12-04' })).toEqual({ ok: false, fieldMessages: { checkOut: 'Check-out must be after check-in' } });
    expect(validateStayDates({ checkIn: '2026-12-01', checkOut: '2027-03-02' })).toEqual({ ok: false, fieldMessages: { checkOut: 'A reservation can be at most 90 nights; split a longer stay' } });
  });

  it("reads the host's new amount: empty means the calendar's prices, else a sum of money", () => {
    const dates = { checkIn: '2026-12-01', checkOut: '2026-12-04' };
    expect(validateDatesChange({ ...dates, amount: '  ' })).toEqual({ ok: true, data: { ...dates, amount: null } });
    expect(validateDatesChange({ ...dates, amount: '450.50' })).toEqual({ ok: true, data: { ...dates, amount: 450.5 } });
    expect(validateDatesChange({ ...dates, amount: '0' })).toEqual({ ok: false, fieldMessages: { amount: 'Enter an amount above 0 with at most two decimals' } });
    expect(validateDatesChange({ ...dates, amount: 'abc' })).toEqual({ ok: false, fieldMessages: { amount: 'Enter an amount above 0 with at most two decimals' } });
    expect(validateDatesChange({ ...dates, amount: '10000001' })).toEqual({ ok: false, fieldMessages: { amount: 'The amount can be at most 10,000,000; check it for extra digits' } });
  });
});
