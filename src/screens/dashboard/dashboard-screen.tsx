import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { dashboardKind, occupancyPercent, type Dashboard } from '../../../machines/dashboard.machine';
import { actorOptions } from '../../app/inspect';
import { useReadyOnceHydrated } from '../../app/use-hydrated';
import { FormAlert } from '../../components/form-field';
import { PayoutDetailsCallout } from '../../components/payout-details-callout';
import { formatDay, formatMoney, formatMonthName } from '../../shared/format';
import { statusToWords } from '../../shared/text';
import { LISTING_STATUS_WORDS } from './dashboard-words';
import { StayList } from './stay-list';
import { SetupChecklist } from './setup-checklist';
import { SyncProblems } from './sync-problems';
import styles from './dashboard.module.css';
import { dashboardWithCalls } from '../../api/actors/dashboard';
import { LoadFailed, LoadingState } from '../../components/load-state';

/**
 * /dashboard: a new host's setup checklist; once a listing can take guests, the host's day first
 * (arrivals, departures, guests staying, requests), then the next days, then the figures. It
 * starts from the figures its route loaded, if any.
 */
export function DashboardScreen({ rendered }: { rendered?: Dashboard }) {
  const actor = useActorRef(dashboardWithCalls, {
    ...actorOptions(),
    input: { dashboard: rendered },
  });
  const { dashboard, error } = useSelector(actor, (s) => s.context);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const refreshing = useSelector(actor, (s) => s.hasTag('busy') && s.context.dashboard !== null);
  const ready = useReadyOnceHydrated();
  const { t } = useLingui();
  const today = dashboard ? formatDay(dashboard.today) : '';

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>
          <Trans>Dashboard</Trans>
        </h1>
        {dashboard ? (
          <p className={styles.today}>
            <Trans>Today, {today}</Trans>{' '}
            {/* A phone left open all day on patchy data: the host asks for the latest when they want it. */}
            <button
              type="button"
              className="btn btn-outline btn-small"
              {...ready}
              aria-disabled={ready['aria-disabled'] ?? (refreshing || undefined)}
              onClick={() => !refreshing && !ready['aria-disabled'] && actor.send({ type: 'dashboard.refresh' })}
            >
              {refreshing ? <Trans>Refreshing…</Trans> : <Trans>Refresh</Trans>}
            </button>
          </p>
        ) : null}
      </header>
      {failed ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'dashboard.retry' })} />
      ) : !dashboard ? (
        <LoadingState label={t`Loading your dashboard…`} rows={4} />
      ) : (
        <>
          <FormAlert message={error} />
          <Prompts dashboard={dashboard} />
          <SyncProblems dashboard={dashboard} />
          {dashboardKind(dashboard) === 'setup' ? (
            // Nobody can book yet: the checklist is the whole page, not a row of zeros.
            <SetupChecklist dashboard={dashboard} heading={t`Get ready for your first guests`} />
          ) : (
            <div className={styles.layout}>
              {/* Today's work first: who comes, who goes, who stays, and who waits for an answer. */}
              <div className={styles.day}>
                <section className={styles.panel} aria-labelledby="arrivals-heading">
                  <h2 id="arrivals-heading">
                    <Trans>Arriving today</Trans>
                  </h2>
                  <StayList stays={dashboard.arrivals} empty={<Trans>No guests arrive today.</Trans>} />
                </section>
                <section className={styles.panel} aria-labelledby="departures-heading">
                  <h2 id="departures-heading">
                    <Trans>Leaving today</Trans>
                  </h2>
                  <StayList stays={dashboard.departures} empty={<Trans>No guests leave today.</Trans>} />
                </section>
                <section className={styles.panel} aria-labelledby="staying-heading">
                  <h2 id="staying-heading">
                    <Trans>Guests staying</Trans>
                  </h2>
                  <StayList stays={dashboard.staying} empty={<Trans>No other guests are staying tonight.</Trans>} />
                </section>
                <section className={styles.panel} aria-labelledby="requests-heading">
                  <h2 id="requests-heading">
                    <Trans>Requests waiting for your answer</Trans>
                  </h2>
                  <StayList stays={dashboard.pendingRequests} empty={<Trans>No requests are waiting. Well done.</Trans>} answerable />
                  <MoreRequests dashboard={dashboard} />
                </section>
                <section className={styles.panel} aria-labelledby="week-heading">
                  <h2 id="week-heading">
                    <Trans>The next 7 days</Trans>
                  </h2>
                  <StayList stays={dashboard.weekAhead} empty={<Trans>No arrivals in the next 7 days.</Trans>} />
                </section>
              </div>
              <div className={styles.side}>
                <Figures dashboard={dashboard} />
                <Listings dashboard={dashboard} />
                {dashboard.setup.complete ? null : <SetupChecklist dashboard={dashboard} heading={t`Finish setting up`} />}
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** What a listing needs before its next payout, and a second listing in progress (a new host's draft is in the checklist). */
function Prompts({ dashboard }: { dashboard: Dashboard }) {
  const { draftPropertyId, payoutDetailsNeeded } = dashboard.prompts;
  const draftElsewhere = draftPropertyId !== null && dashboardKind(dashboard) === 'today';
  const { t } = useLingui();
  if (!draftElsewhere && payoutDetailsNeeded.length === 0) return null;
  return (
    <ul className={styles.prompts} aria-label={t`To do`}>
      {payoutDetailsNeeded.map(({ propertyId, name }) => (
        <li key={propertyId}>
          <PayoutDetailsCallout propertyId={propertyId} name={name ?? t`Untitled listing`} />
        </li>
      ))}
      {draftElsewhere ? (
        <li className={styles.prompt}>
          <span>
            <Trans>You have a listing in progress.</Trans>
          </span>
          <Link to="/draft-listing" className="btn btn-primary btn-small">
            <Trans>Continue your listing</Trans>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The headline numbers; occupancy compares this month with last in percentage points. */
function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useLingui();
  const { thisMonth, lastMonth } = dashboard.occupancy;
  const now = occupancyPercent(thisMonth);
  const before = occupancyPercent(lastMonth);
  const change = now !== null && before !== null ? now - before : null;
  const month = formatMonthName(thisMonth.month);
  const previousMonth = formatMonthName(lastMonth.month);
  const booked = thisMonth.bookedNights;
  const available = thisMonth.availableNights;
  const points = change === null ? '' : `${change > 0 ? '+' : '−'}${Math.abs(change)}`;
  // This month's net per currency (as /earnings-manage counts it: by check-out day), against last month's.
  const net = (totals: Dashboard['earnings']['thisMonth']) => totals.map((total) => formatMoney(total.net, total.currency)).join(' + ');
  const earned = net(dashboard.earnings.thisMonth);
  const earnedBefore = net(dashboard.earnings.lastMonth);
  const figures = [
    { label: t`Arriving today`, value: String(dashboard.arrivals.length) },
    { label: t`Leaving today`, value: String(dashboard.departures.length) },
    { label: t`Requests waiting`, value: String(dashboard.pendingRequestCount) },
    {
      label: t`Occupancy in ${month}`,
      value: now === null ? '—' : `${now} %`,
      note:
        change === null
          ? t`${booked} of ${available} nights booked`
          : change === 0
            ? t`${booked} of ${available} nights · same as ${previousMonth}`
            : t`${booked} of ${available} nights · ${points} points on ${previousMonth}`,
    },
    {
      label: t`Earnings in ${month}`,
      value: earned || t`None yet`,
      note: earnedBefore ? t`${earnedBefore} in ${previousMonth} · after commission` : t`Nothing in ${previousMonth} · after commission`,
    },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
          {figure.note ? <dd className={styles.figureNote}>{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The dashboard shows the oldest requests; the reservations page, filtered to requests, has every one. */
function MoreRequests({ dashboard }: { dashboard: Dashboard }) {
  const count = dashboard.pendingRequestCount;
  if (count <= dashboard.pendingRequests.length) return null;
  return (
    <Link to="/reservation-manage?status=pending" className="tap-target">
      <Trans>See all {count} requests</Trans>
    </Link>
  );
}

function Listings({ dashboard }: { dashboard: Dashboard }) {
  const { i18n } = useLinguiRuntime();
  const counts = Object.entries(dashboard.listingsByStatus).filter(([, n]) => n > 0);
  return (
    <section className={styles.panel} aria-labelledby="listings-heading">
      <h2 id="listings-heading">
        <Trans>Your listings</Trans>
      </h2>
      {counts.length === 0 ? (
        <p className={styles.empty}>
          <Trans>You have no listings yet.</Trans>
        </p>
      ) : (
        <ul className={styles.counts}>
          {counts.map(([status, n]) => (
            <li key={status}>
              <span>{LISTING_STATUS_WORDS[status] ? i18n._(LISTING_STATUS_WORDS[status]) : statusToWords(status)}</span> <strong>{n}</strong>
            </li>
          ))}
        </ul>
      )}
      <Link to="/listed-properties" className="tap-target">
        <Trans>See your listed properties</Trans>
      </Link>
    </section>
  );
}
