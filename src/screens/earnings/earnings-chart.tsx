import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/schema';
import { formatMoney, formatMonth, formatShortAmount } from '../../shared/format';
import styles from './earnings.module.css';

type Month = components['schemas']['EarningsMonth'];

// The drawing's own units, sized for a phone: twelve slots fill a 375 px screen at about one unit to a
// pixel, so the month names keep a readable size and never touch (a three-letter name is about 22
// units wide in a 28-unit slot). The SVG scales to its box (viewBox) and is capped on a desktop.
const HEIGHT = 180;
const TOP = 12;
const BOTTOM = 34;
const LEFT = 34;
const SLOT = 28;
const BAR = 10;

/**
 * 'Nov' under every bar; the year under each January and under the first bar, unless that is a
 * December: its year would touch January's a slot away (a bold year is about 26 of the 28 units).
 */
function monthTick(month: string, first: boolean): { name: string; year: string | null } {
  const [name, year] = formatMonth(month).split(' ');
  return { name, year: month.endsWith('-01') || (first && !month.endsWith('-12')) ? year : null };
}

/**
 * Gross and net per month of one currency as bars, drawn as inline SVG (a charting library would
 * outweigh the rest of this screen): the twelve months that end with the period's month, so a
 * host always sees the season around it. Screen readers get a one-line summary on the image and
 * the same figures as a table below it; each bar also has a tooltip title.
 */
export function EarningsChart({ currency, months }: { currency: string; months: Month[] }) {
  const { t } = useLingui();
  const max = Math.max(...months.map((m) => m.gross), 0);
  const scale = (value: number) => (max === 0 ? 0 : ((HEIGHT - TOP - BOTTOM) * value) / max);
  const width = LEFT + months.length * SLOT + 4;
  const best = months.reduce<Month | null>((top, m) => (m.net > (top?.net ?? 0) ? m : top), null);
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const firstMonth = first ? formatMonth(first) : '';
  const lastMonth = last ? formatMonth(last) : '';
  const bestNet = best ? formatMoney(best.net, currency) : '';
  const bestMonth = best ? formatMonth(best.month) : '';
  const summary =
    best && first && last
      ? t`Gross and net earnings per month in ${currency}, ${firstMonth} to ${lastMonth}. Highest net: ${bestNet} in ${bestMonth}.`
      : t`No earnings in ${currency} in these twelve months.`;
  const captionId = `chart-${currency}`;
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.sectionTitle}>
        {last ? t`Twelve months to ${lastMonth} in ${currency}` : t`Twelve months in ${currency}`}
      </figcaption>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.keyGross} /> {t`Gross`} <span className={styles.keyNet} /> {t`Net`}
      </div>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary} className={styles.chartSvg}>
        <line x1={LEFT} x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className={styles.axis} />
        <text x={LEFT - 4} y={TOP + 4} textAnchor="end" className={styles.tick}>
          {formatShortAmount(max)}
        </text>
        <text x={LEFT - 4} y={HEIGHT - BOTTOM} textAnchor="end" className={styles.tick}>
          0
        </text>
        {months.map((m, i) => {
          const x = LEFT + i * SLOT + (SLOT - 2 * BAR) / 2;
          const grossHeight = scale(m.gross);
          const netHeight = scale(m.net);
          const tick = monthTick(m.month, i === 0);
          const month = formatMonth(m.month);
          const gross = formatMoney(m.gross, currency);
          const net = formatMoney(m.net, currency);
          return (
            <g key={m.month}>
              <title>{t`${month}: gross ${gross}, net ${net}`}</title>
              <rect x={x} y={HEIGHT - BOTTOM - grossHeight} width={BAR} height={grossHeight} className={styles.barGross} />
              <rect x={x + BAR} y={HEIGHT - BOTTOM - netHeight} width={BAR} height={netHeight} className={styles.barNet} />
              <text x={x + BAR} y={HEIGHT - BOTTOM + 14} textAnchor="middle" className={styles.tick}>
                {tick.name}
              </text>
              {tick.year ? (
                <text x={x + BAR} y={HEIGHT - 4} textAnchor="middle" className={styles.tickYear}>
                  {tick.year}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className={styles.chartTable}>
        <summary>
          <Trans>Show the figures as a table</Trans>
        </summary>
        <table>
          <caption className="visually-hidden">
            <Trans>Gross and net per month in {currency}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Month</Trans>
              </th>
              <th scope="col">{t`Gross`}</th>
              <th scope="col">{t`Net`}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{formatMonth(m.month)}</th>
                <td>{formatMoney(m.gross, currency)}</td>
                <td>{formatMoney(m.net, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
