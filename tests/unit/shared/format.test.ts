import { describe, expect, it } from 'vitest';
import {
  formatAnswerBy,
  formatDateTime,
  formatCount,
  formatDay,
  formatDayRange,
  formatLkrEstimate,
  formatLongDay,
  formatMoney,
  formatMoneyWithEstimate,
  formatMonth,
  formatMonthLong,
  formatMonthName,
  formatRelative,
  formatShortAmount,
  formatTime,
  formatWeekday,
  formatWeekdayTime,
  USD_TO_LKR,
} from '../../../src/shared/format';

// Sri Lanka is UTC+5:30 all year: 18:29 UTC is 11:59 pm there, 18:30 UTC is midnight of the next day.
const beforeMidnight = new Date('2026-11-26T18:29:00Z');
const atMidnight = new Date('2026-11-26T18:30:00Z');

describe('dates', () => {
  it('writes a calendar day as day, short month and year', () => {
    expect(formatDay('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDay('2027-03-02')).toBe('2 Mar 2027');
  });

  it('writes a calendar day as it is, whatever the zone: a day is not a moment', () => {
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(formatWeekday('2026-11-27')).toBe('Fri 27 Nov');
    expect(formatLongDay('2026-03-02')).toBe('Mon 2 Mar 2026');
  });

  it("writes a moment's day as Sri Lanka's calendar has it, turning at Colombo's midnight", () => {
    expect(formatDay(beforeMidnight)).toBe('26 Nov 2026');
    expect(formatDay(atMidnight)).toBe('27 Nov 2026');
    expect(formatDay('2026-11-26T18:30:00.000Z')).toBe('27 Nov 2026');
    expect(formatWeekday(atMidnight)).toBe('Fri 27 Nov');
  });

  it('writes times on a 12-hour Sri Lanka clock with am and pm', () => {
    expect(formatTime(new Date('2026-11-27T16:27:00Z'))).toBe('9:57 pm');
    expect(formatTime(beforeMidnight)).toBe('11:59 pm');
    expect(formatTime(atMidnight)).toBe('12:00 am');
    expect(formatTime('2026-11-27T06:35:00Z')).toBe('12:05 pm');
  });

  it('writes a moment with its date, or with its weekday when it is in the next days', () => {
    expect(formatDateTime(new Date('2026-11-26T16:27:00Z'))).toBe('26 Nov 2026, 9:57 pm');
    expect(formatDateTime(atMidnight)).toBe('27 Nov 2026, 12:00 am');
    expect(formatWeekdayTime('2026-11-27T16:27:00Z')).toBe('Fri 27 Nov, 9:57 pm');
  });

  it('writes months short, long and by name alone', () => {
    expect(formatMonth('2027-02')).toBe('Feb 2027');
    expect(formatMonthLong('2026-03')).toBe('March 2026');
    expect(formatMonthName('2026-11')).toBe('November');
  });

  it('writes September as Sep and every weekday by its own three letters, whatever the ICU', () => {
    expect(formatMonth('2026-09')).toBe('Sep 2026');
    expect(formatDay('2026-09-06')).toBe('6 Sep 2026');
    expect(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map(formatWeekday)).toEqual([
      'Sun 22 Nov',
      'Mon 23 Nov',
      'Tue 24 Nov',
      'Wed 25 Nov',
      'Thu 26 Nov',
      'Fri 27 Nov',
      'Sat 28 Nov',
    ]);
  });

  it('writes a range of days from the first to the last', () => {
    expect(formatDayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  });
});

describe('money', () => {
  it('writes the currency code, thousands separators and two decimals', () => {
    expect(formatMoney(45, 'USD')).toBe('USD 45.00');
    expect(formatMoney(15000, 'LKR')).toBe('LKR 15,000.00');
    expect(formatMoney(1234567.8, 'USD')).toBe('USD 1,234,567.80');
  });

  it('rounds to the cent, halves up, even where a double alone would round down', () => {
    expect(formatMoney(1.005, 'USD')).toBe('USD 1.01');
    expect(formatMoney(0.1 + 0.2, 'USD')).toBe('USD 0.30');
    expect(formatMoney(99.994, 'USD')).toBe('USD 99.99');
    expect(formatMoney(99.995, 'USD')).toBe('USD 100.00');
  });

  it('writes zero plainly and a negative amount with a minus sign before the code', () => {
    expect(formatMoney(0, 'USD')).toBe('USD 0.00');
    expect(formatMoney(-0, 'USD')).toBe('USD 0.00');
    expect(formatMoney(-0.001, 'USD')).toBe('USD 0.00');
    expect(formatMoney(-12.5, 'LKR')).toBe('−LKR 12.50');
  });

  it('estimates dollars in rupees at the configured rate, rounded to LKR 100, and names its source', () => {
    expect(USD_TO_LKR.rate).toBe(300);
    expect(USD_TO_LKR.source).toMatch(/Central Bank of Sri Lanka/);
    expect(USD_TO_LKR.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formatLkrEstimate(45, 'USD')).toBe('≈ LKR 13,500');
    expect(formatLkrEstimate(45.2, 'USD')).toBe('≈ LKR 13,600');
    expect(formatLkrEstimate(0, 'USD')).toBe('≈ LKR 0');
    expect(formatLkrEstimate(-10, 'USD')).toBe('≈ −LKR 3,000');
    expect(formatMoneyWithEstimate(45, 'USD')).toBe('USD 45.00 (≈ LKR 13,500)');
  });

  it('gives rupee amounts no estimate', () => {
    expect(formatLkrEstimate(15000, 'LKR')).toBeNull();
    expect(formatMoneyWithEstimate(15000, 'LKR')).toBe('LKR 15,000.00');
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(100_000)).toBe('100,000');
  });

  it('shortens amounts for a calendar cell or a chart axis', () => {
    expect(formatShortAmount(85.5)).toBe('85.50');
    expect(formatShortAmount(8500)).toBe('8,500');
    expect(formatShortAmount(0)).toBe('0');
    expect(formatShortAmount(25000)).toBe('25k');
    expect(formatShortAmount(1_250_000)).toBe('1.3m');
    expect(formatShortAmount(-40)).toBe('−40');
  });
});

describe('formatAnswerBy', () => {
  const deadline = new Date('2026-11-27T16:27:00Z'); // Fri 27 Nov, 9:57 pm in Colombo
  const before = (ms: number) => new Date(deadline.getTime() - ms);

  it('gives the deadline in Sri Lanka time and the whole hours left', () => {
    expect(formatAnswerBy(deadline, before(23 * 3_600_000 + 59 * 60_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 23 h left');
    expect(formatAnswerBy('2026-11-27T16:27:00Z', before(3_600_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 1 h left');
  });

  it('counts minutes in the last hour, and says when less than a minute is left', () => {
    expect(formatAnswerBy(deadline, before(3_599_999))).toBe('Answer by Fri 27 Nov, 9:57 pm · 59 min left');
    expect(formatAnswerBy(deadline, before(60_000))).toBe('Answer by Fri 27 Nov, 9:57 pm · 1 min left');
    expect(formatAnswerBy(deadline, before(59_999))).toBe('Answer by Fri 27 Nov, 9:57 pm · less than a minute left');
  });

  it('says the answer was due once the deadline has passed', () => {
    expect(formatAnswerBy(deadline, deadline)).toBe('Answer was due Fri 27 Nov, 9:57 pm');
    expect(formatAnswerBy(deadline, new Date(deadline.getTime() + 5 * 3_600_000))).toBe('Answer was due Fri 27 Nov, 9:57 pm');
  });

  it("writes a deadline just after Colombo's midnight on the next day", () => {
    expect(formatAnswerBy(atMidnight, new Date('2026-11-26T12:00:00Z'))).toBe('Answer by Fri 27 Nov, 12:00 am · 6 h left');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('says how far a moment is from now in the largest whole unit', () => {
    expect(formatRelative('2026-11-27T09:59:30Z', now)).toBe('just now');
    expect(formatRelative('2026-11-27T09:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelative('2026-11-27T10:12:00Z', now)).toBe('in 12 minutes');
    expect(formatRelative('2026-11-27T07:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-26T10:00:00Z', now)).toBe('yesterday');
  });
});
