import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { downloadEarnings } from '../../api/earnings-calls';
import { actorOptions } from '../../app/inspect';
import { FormAlert } from '../../components/form-field';
import { sriLankaToday } from '../../shared/reservation-dates';
import { formatDayRange } from '../../shared/format';
import { EarningsChart } from './earnings-chart';
import { EarningsTable } from './earnings-table';
import { EarningsTotals, PropertyBreakdown } from './earnings-totals';
import { PayoutCard } from './payout-card';
import { PeriodPicker } from './period-picker';
import { saveFile } from '../../components/save-file';
import controls from '../../components/form-controls.module.css';
import styles from './earnings.module.css';
import { earningsWithCalls } from '../../api/actors/earnings';
import { LoadFailed, LoadingState } from '../../components/load-state';

/** /earnings-manage: what the host earned in a period, what is paid out and what is still to come. */
export function EarningsScreen() {
  const { t } = useLingui();
  const actor = useActorRef(
    earningsWithCalls.provide({
      actors: {
        // Saving a file is the browser's, so the download is the screen's to give.
        downloadEarnings: fromPromise(async ({ input }) => {
          const file = await downloadEarnings(input);
          saveFile(file);
        }),
      },
    }),
    { input: { today: sriLankaToday(new Date()) }, ...actorOptions() },
  );
  const period = useSelector(actor, (s) => s.context.period);
  const today = useSelector(actor, (s) => s.context.today);
  const propertyId = useSelector(actor, (s) => s.context.propertyId);
  const properties = useSelector(actor, (s) => s.context.properties);
  const report = useSelector(actor, (s) => s.context.report);
  const error = useSelector(actor, (s) => s.context.error);
  const periodProblem = useSelector(actor, (s) => s.context.periodProblem);
  const downloadError = useSelector(actor, (s) => s.context.downloadError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const downloading = useSelector(actor, (s) => s.hasTag('downloading'));
  const canDownload = useSelector(actor, (s) => s.can({ type: 'earnings.download', format: 'xlsx' }));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const range = formatDayRange(period.from, period.to);
  const untitled = (id: number) => t`Untitled listing (#${id})`;
  // Every currency with stays in the chart's twelve months, even when the period itself has none.
  const chartCurrencies = [...new Set((report?.trend ?? []).map((m) => m.currency))];
  const charts = report ? (
    <div className={styles.charts}>
      {chartCurrencies.map((currency) => (
        <EarningsChart key={currency} currency={currency} months={report.trend.filter((m) => m.currency === currency)} />
      ))}
    </div>
  ) : null;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <div>
          <p className="eyebrow">
            <Trans>Payouts and commission</Trans>
          </p>
          <h1>
            <Trans>Earnings</Trans>
          </h1>
        </div>
        <div className={styles.downloads}>
          <button type="button" className="btn btn-outline btn-small" disabled={!canDownload} onClick={() => actor.send({ type: 'earnings.download', format: 'xlsx' })}>
            <Trans>Download .xlsx</Trans>
          </button>
          <button type="button" className="btn btn-outline btn-small" disabled={!canDownload} onClick={() => actor.send({ type: 'earnings.download', format: 'csv' })}>
            <Trans>Download CSV</Trans>
          </button>
        </div>
      </div>

      {report ? <PayoutCard runs={report.payouts} today={today} /> : null}

      <div className={styles.filters}>
        <PeriodPicker period={period} today={today} problem={periodProblem} onChange={(next) => actor.send({ type: 'earnings.period', period: next })} />
        <div className={controls.field}>
          <label className={controls.label} htmlFor="earnings-property">
            <Trans>Property</Trans>
          </label>
          <select
            id="earnings-property"
            className={controls.input}
            value={propertyId ?? ''}
            onChange={(event) => actor.send({ type: 'earnings.property', propertyId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{t`All properties`}</option>
            {(properties ?? []).map((property) => (
              <option key={property.id} value={property.id}>
                {property.name ?? untitled(property.id)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p className={styles.hint}>
        <Trans>
          {range}. Stays count in the month they check out. Full Service and online payments are paid out on the 15th of the following month; stays paid at the
          property are yours at check-out.
        </Trans>
      </p>
      {downloading ? <p role="status">
          <Trans>Preparing your file…</Trans>
        </p> : null}
      <FormAlert message={downloadError} />

      {failed ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'earnings.retry' })} />
      ) : null}
      {!report && busy ? <LoadingState label={t`Loading your earnings…`} rows={4} /> : null}
      {report && !failed ? (
        <div className={styles.report} aria-busy={busy}>
          {report.totals.length === 0 ? (
            <>
              <div className={styles.notice}>
                <h2>
                  <Trans>No stays in this period</Trans>
                </h2>
                <p>
                  <Trans>
                    Confirmed stays that check out in the period show here with their payouts. Try a longer period, or see what is coming up in your reservations.
                  </Trans>
                </p>
                <Link to="/reservation-manage" className="btn btn-primary">
                  <Trans>Go to reservations</Trans>
                </Link>
              </div>
              {charts}
            </>
          ) : (
            <>
              <EarningsTotals totals={report.totals} atProperty={report.atProperty} />
              {report.properties.length > 1 ? <PropertyBreakdown properties={report.properties} /> : null}
              {charts}
              <EarningsTable rows={report.reservations} truncated={report.reservationsTruncated} />
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
