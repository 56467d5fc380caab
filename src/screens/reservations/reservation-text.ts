/** How the reservation screens write dates and stays: '12 Mar 2026', '12 Mar – 15 Mar 2026 · 3 nights'. */
import { formatDay } from '../../shared/format';
import { nightsText } from '../../shared/reservation-labels';

export function stayText(checkIn: string, checkOut: string, nights: number): string {
  return `${formatDay(checkIn)} – ${formatDay(checkOut)} · ${nightsText(nights)}`;
}

export function guestsText(adults: number, children: number): string {
  const grown = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  return children > 0 ? `${grown}, ${children} ${children === 1 ? 'child' : 'children'}` : grown;
}
