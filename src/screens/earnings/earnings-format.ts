import { formatDay } from '../../shared/reservation-dates';
import { moneyText } from '../../shared/reservation-labels';

/** Money as the reservation screens write it: 'USD 1,234.50', 'LKR 15,000.00'. */
export const money = moneyText;

/** Short money for the chart's axis: 1.2K, 35K, 1.5M. */
export function compactMoney(amount: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

export const day = formatDay;
