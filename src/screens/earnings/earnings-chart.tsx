import type { components } from '../../../openapi/schema';
import { formatMonth as monthLabel, formatMoney as money, formatShortAmount as compactMoney } from '../../shared/format';
import styles from './earnings.module.css';

type Month = components['schemas']['EarningsMonth'];

// The drawing's own units; the SVG scales to its box (viewBox), so it fits a phone and a desktop.
const HEIGHT = 180;
const TOP = 12;
const BOTTOM = 24;
const LEFT = 40;
const SLOT = 36;
const BAR = 12;
const MIN_WIDTH = 480;

/**
 * Gross and net per month of one currency as bars, drawn as inline SVG (a charting library would
 * outweigh the rest of this screen). Screen readers get a one-line summary on the image and the
 * same figures as a table below it; each bar also has a tooltip title.
 */
export function EarningsChart({ currency, months }: { currency: string; months: Month[] }) {
  const max = Math.max(...months.map((m) => m.gross), 0);
  const scale = (value: number) => (max === 0 ? 0 : ((HEIGHT - TOP - BOTTOM) * value) / max);
  // At least a phone's worth of drawing, so a single month does not blow up to fill a desktop.
  const width = Math.max(MIN_WIDTH, LEFT + months.length * SLOT);
  const long = months.length > 12;
  // Up to 12 bars every month is named; longer ranges name every third so labels never overlap.
  const labelEvery = months.length <= 12 ? 1 : 3;
  const best = months.reduce<Month | null>((top, m) => (m.net > (top?.net ?? 0) ? m : top), null);
  const summary = best
    ? `Gross and net earnings per month in ${currency}, ${monthLabel(months[0].month)} to ${monthLabel(months.at(-1)!.month)}. Highest net: ${money(best.net, currency)} in ${monthLabel(best.month)}.`
    : `No earnings in ${currency} in this period.`;
  const captionId = `chart-${currency}`;
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.sectionTitle}>
        Per month in {currency}
      </figcaption>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.keyGross} /> Gross <span className={styles.keyNet} /> Net
      </div>
      {/* A long range scrolls inside its box; keyboard users can focus the box to scroll it. */}
      <div className={styles.chartBox} {...(long ? { role: 'region', 'aria-label': `Chart per month in ${currency}, scrolls sideways`, tabIndex: 0 } : {})}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary} className={long ? styles.chartSvgLong : styles.chartSvg}>
          <line x1={LEFT} x2={width} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className={styles.axis} />
          <text x={LEFT - 6} y={TOP + 4} textAnchor="end" className={styles.tick}>
            {compactMoney(max)}
          </text>
          <text x={LEFT - 6} y={HEIGHT - BOTTOM} textAnchor="end" className={styles.tick}>
            0
          </text>
          {months.map((m, i) => {
            const x = LEFT + i * SLOT + (SLOT - 2 * BAR) / 2;
            const gross = scale(m.gross);
            const net = scale(m.net);
            return (
              <g key={m.month}>
                <title>{`${monthLabel(m.month)}: gross ${money(m.gross, currency)}, net ${money(m.net, currency)}`}</title>
                <rect x={x} y={HEIGHT - BOTTOM - gross} width={BAR} height={gross} className={styles.barGross} />
                <rect x={x + BAR} y={HEIGHT - BOTTOM - net} width={BAR} height={net} className={styles.barNet} />
                {i % labelEvery === 0 ? (
                  <text x={x + BAR} y={HEIGHT - 8} textAnchor="middle" className={styles.tick}>
                    {monthLabel(m.month).replace(' 20', ' ’')}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details className={styles.chartTable}>
        <summary>Show the figures as a table</summary>
        <table>
          <caption className="visually-hidden">Gross and net per month in {currency}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Gross</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{money(m.gross, currency)}</td>
                <td>{money(m.net, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
