import { describe, expect, it } from 'vitest';
import { earningsRangeProblem, lastDayOf, monthsOf, payoutDateOf, payoutOf, payoutRunsAround, wholeMonthsOf } from '../../../src/shared/earnings';

describe('the earnings rules', () => {
  it.each([
    ['2027-01-31', '2027-02-15'],
    ['2027-02-01', '2027-03-15'],
    ['2027-12-20', '2028-01-15'],
    ['2027-01-15', '2027-02-15'],
  ])('pays a stay checking out on %s out on %s', (checkOut, payout) => {
    expect(payoutDateOf(checkOut)).toBe(payout);
  });

  it('counts a platform payout as paid only once its day has come and the stay is checked out', () => {
    const stay = { planName: 'ALL_INCLUSIVE', paymentMethod: 'online', checkOut: '2027-01-31' } as const;
    expect(payoutOf({ ...stay, status: 'checked_out' }, '2027-02-14').paidOut).toBe(false);
    expect(payoutOf({ ...stay, status: 'checked_out' }, '2027-02-15')).toEqual({ route: 'platform', expectedPayoutDate: '2027-02-15', paidOut: true });
    expect(payoutOf({ ...stay, status: 'confirmed' }, '2027-06-01').paidOut).toBe(false);
  });

  it('gives a stay paid at the property no payout date, and counts it received once checked out', () => {
    expect(payoutOf({ planName: 'SUPPORTIVE', paymentMethod: 'onsite', checkOut: '2027-01-31', status: 'checked_in' }, '2027-01-30')).toEqual({ route: 'at_property', expectedPayoutDate: null, paidOut: false });
    expect(payoutOf({ planName: 'SUPPORTIVE', paymentMethod: 'onsite', checkOut: '2027-01-31', status: 'checked_out' }, '2027-01-31').paidOut).toBe(true);
  });

  it('makes no platform payout on Listing Only, even for a stay paid online', () => {
    expect(payoutOf({ planName: 'STARTER', paymentMethod: 'online', checkOut: '2027-01-31', status: 'checked_out' }, '2027-03-01')).toEqual({ route: 'at_property', expectedPayoutDate: null, paidOut: true });
    expect(payoutOf({ planName: 'SUPPORTIVE', paymentMethod: 'online', checkOut: '2027-01-31', status: 'confirmed' }, '2027-01-01').expectedPayoutDate).toBe('2027-02-15');
  });

  it('names this month’s payout run and next month’s, with the check-out days each covers, across a year end', () => {
    expect(payoutRunsAround('2026-11-27')).toEqual([
      { date: '2026-11-15', coversFrom: '2026-10-01', coversTo: '2026-10-31' },
      { date: '2026-12-15', coversFrom: '2026-11-01', coversTo: '2026-11-30' },
    ]);
    expect(payoutRunsAround('2027-01-03')).toEqual([
      { date: '2027-01-15', coversFrom: '2026-12-01', coversTo: '2026-12-31' },
      { date: '2027-02-15', coversFrom: '2027-01-01', coversTo: '2027-01-31' },
    ]);
    expect(payoutRunsAround('2028-03-15')[0]).toEqual({ date: '2028-03-15', coversFrom: '2028-02-01', coversTo: '2028-02-29' });
  });

  it('counts a stay paid at the property as received once the host marks it paid, before check-out too', () => {
    const stay = { planName: 'ALL_INCLUSIVE', paymentMethod: 'onsite', checkOut: '2027-01-31', status: 'confirmed' } as const;
    expect(payoutOf({ ...stay, paymentStatus: 'unpaid' }, '2027-01-20').paidOut).toBe(false);
    expect(payoutOf({ ...stay, paymentStatus: 'paid' }, '2027-01-20')).toEqual({ route: 'at_property', expectedPayoutDate: null, paidOut: true });
    // Online money is the platform's to pay out: the guest's payment is not the host's payout.
    expect(payoutOf({ ...stay, paymentMethod: 'online', paymentStatus: 'paid' }, '2027-01-20').paidOut).toBe(false);
  });

  it('lists every month a range touches, across a year end', () => {
    expect(monthsOf('2026-11-20', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2027-03-01', '2027-03-31')).toEqual(['2027-03']);
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it('accepts up to three years and refuses reversed or longer ranges', () => {
    expect(earningsRangeProblem('2027-01-01', '2029-12-31')).toBeNull();
    expect(earningsRangeProblem('2027-01-01', '2030-01-01')?.field).toBe('to');
    expect(earningsRangeProblem('2027-02-01', '2027-01-31')?.field).toBe('to');
    expect(earningsRangeProblem('2027-02-30', '2027-03-01')?.field).toBe('from');
  });
  it('finds the whole months inside a range, across a year end, and none in a part of one month', () => {
    expect(wholeMonthsOf('2027-01-01', '2027-12-31')).toEqual({ start: '2027-01-01', end: '2028-01-01' });
    expect(wholeMonthsOf('2027-01-15', '2027-04-30')).toEqual({ start: '2027-02-01', end: '2027-05-01' });
    expect(wholeMonthsOf('2026-11-20', '2027-02-10')).toEqual({ start: '2026-12-01', end: '2027-02-01' });
    expect(wholeMonthsOf('2028-02-01', '2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-03-01' });
    expect(wholeMonthsOf('2028-02-01', '2028-02-28')).toBeNull();
    expect(wholeMonthsOf('2027-01-15', '2027-02-14')).toBeNull();
  });
});
