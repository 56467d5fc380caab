/** How the reservation screens write dates and stays: '12 Mar 2026', '12 Mar – 15 Mar 2026 · 3 nights'. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDay } from '../../shared/format';
import { nightsMessage } from './reservation-labels';

export function stayText(i18n: I18n, checkIn: string, checkOut: string, nights: number): string {
  return `${formatDay(checkIn)} – ${formatDay(checkOut)} · ${nightsMessage(i18n, nights)}`;
}

export function guestsText(i18n: I18n, adults: number, children: number): string {
  return children > 0
    ? i18n._(msg`${plural(adults, { one: '# adult', other: '# adults' })}, ${plural(children, { one: '# child', other: '# children' })}`)
    : i18n._(msg`${plural(adults, { one: '# adult', other: '# adults' })}`);
}
