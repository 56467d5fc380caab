/** How the reservation screens write dates and stays: '12 Mar 2026', '12 Mar – 15 Mar 2026 · 3 nights'. */
import { formatDay } from '../../shared/reservation-dates';
import { nightsText } from '../../shared/reservation-labels';

export { formatDay };

export function stayText(checkIn: string, checkOut: string, nights: number): string {
  return `${formatDay(checkIn)} – ${formatDay(checkOut)} · ${nightsText(nights)}`;
}

export function guestsText(adults: number, children: number): string {
  const grown = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  return children > 0 ? `${grown}, ${children} ${children === 1 ? 'child' : 'children'}` : grown;
}

export const dateTimeText = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' }).format(new Date(iso));
