import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { dashboardKind, occupancyPercent, type Dashboard } from '../../../machines/dashboard.machine';
import { actorOptions } from '../../app/inspect';
import { useReadyOnceHydrated } from '../../app/use-hydrated';
import { FormAlert } from '../../components/form-field';
import { PayoutDetailsCallout } from '../../components/payout-details-callout';
import { formatDay, formatMoney, formatMonthName } from '../../shared/format';
import { statusToWords } from '../../shared/text';
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

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>Dashboard</h1>
        {dashboard ? (
          <p className={styles.today}>
            Today, {formatDay(dashboard.today)}{' '}
            {/* A phone left open all day on patchy data: the host asks for the latest when they want it. */}
            <button
              type="button"
              className="btn btn-outline btn-small"
              {...ready}
              aria-disabled={ready['aria-disabled'] ?? (refreshing || undefined)}
              onClick={() => !refreshing && !ready['aria-disabled'] && actor.send({ type: 'dashboard.refresh' })}
            >
              {refreshing ? 'Refreshing…' : 'Refresh'}
            </button>
          </p>
        ) : null}
      </header>
      {failed ? (
        <LoadFailed message={error} onRetry={() => actor.send({ type: 'dashboard.retry' })} />
      ) : !dashboard ? (
        <LoadingState label="Loading your dashboard…" rows={4} />
      ) : (
        <>
          <FormAlert message={error} />
          <Prompts dashboard={dashboard} />
          <SyncProblems dashboard={dashboard} />
          {dashboardKind(dashboard) === 'setup' ? (
            // Nobody can book yet: the checklist is the whole page, not a row of zeros.
            <SetupChecklist dashboard={dashboard} heading="Get ready for your first guests" />
          ) : (
            <div className={styles.layout}>
              {/* Today's work first: who comes, who goes, who stays, and who waits for an answer. */}
              <div className={styles.day}>
                <section className={styles.panel} aria-labelledby="arrivals-heading">
                  <h2 id="arrivals-heading">Arriving today</h2>
                  <StayList stays={dashboard.arrivals} empty="No guests arrive today." />
                </section>
                <section className={styles.panel} aria-labelledby="departures-heading">
                  <h2 id="departures-heading">Leaving today</h2>
                  <StayList stays={dashboard.departures} empty="No guests leave today." />
                </section>
                <section className={styles.panel} aria-labelledby="staying-heading">
                  <h2 id="staying-heading">Guests staying</h2>
                  <StayList stays={dashboard.staying} empty="No other guests are staying tonight." />
                </section>
                <section className={styles.panel} aria-labelledby="requests-heading">
                  <h2 id="requests-heading">Requests waiting for your answer</h2>
                  <StayList stays={dashboard.pendingRequests} empty="No requests are waiting. Well done." answerable />
                </section>
                <section className={styles.panel} aria-labelledby="week-heading">
                  <h2 id="week-heading">The next 7 days</h2>
                  <StayList stays={dashboard.weekAhead} empty="No arrivals in the next 7 days." />
                </section>
              </div>
              <div className={styles.side}>
                <Figures dashboard={dashboard} />
                <Listings dashboard={dashboard} />
                {dashboard.setup.complete ? null : <SetupChecklist dashboard={dashboard} heading="Finish setting up" />}
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
  if (!draftElsewhere && payoutDetailsNeeded.length === 0) return null;
  return (
    <ul className={styles.prompts} aria-label="To do">
      {payoutDetailsNeeded.map(({ propertyId, name }) => (
        <li key={propertyId}>
          <PayoutDetailsCallout propertyId={propertyId} name={name ?? 'Untitled listing'} />
        </li>
      ))}
      {draftElsewhere ? (
        <li className={styles.prompt}>
          <span>You have a listing in progress.</span>
          <Link to="/draft-listing" className="btn btn-primary btn-small">
            Continue your listing
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The headline numbers; occupancy compares this month with last in percentage points. */
function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { thisMonth, lastMonth } = dashboard.occupancy;
  const now = occupancyPercent(thisMonth);
  const before = occupancyPercent(lastMonth);
  const change = now !== null && before !== null ? now - before : null;
  const figures = [
    { label: 'Arriving today', value: String(dashboard.arrivals.length) },
    { label: 'Leaving today', value: String(dashboard.departures.length) },
    { label: 'Requests waiting', value: String(dashboard.pendingRequests.length) },
    {
      label: `Occupancy in ${formatMonthName(thisMonth.month)}`,
      value: now === null ? '—' : `${now} %`,
      note:
        change === null
          ? `${thisMonth.bookedNights} of ${thisMonth.availableNights} nights booked`
          : `${thisMonth.bookedNights} of ${thisMonth.availableNights} nights · ${change === 0 ? 'same as' : `${change > 0 ? '+' : '−'}${Math.abs(change)} points on`} ${formatMonthName(lastMonth.month)}`,
    },
    earningsFigure(dashboard),
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

/** This month's net per currency (as /earnings-manage counts it: by check-out day), against last month's. */
function earningsFigure({ earnings, occupancy }: Dashboard) {
  const net = (totals: Dashboard['earnings']['thisMonth']) => totals.map((total) => formatMoney(total.net, total.currency)).join(' + ');
  const before = net(earnings.lastMonth);
  return {
    label: `Earnings in ${formatMonthName(occupancy.thisMonth.month)}`,
    value: net(earnings.thisMonth) || 'None yet',
    note: `${before || 'Nothing'} in ${formatMonthName(occupancy.lastMonth.month)} · after commission`,
  };
}

function Listings({ dashboard }: { dashboard: Dashboard }) {
  const counts = Object.entries(dashboard.listingsByStatus).filter(([, n]) => n > 0);
  return (
    <section className={styles.panel} aria-labelledby="listings-heading">
      <h2 id="listings-heading">Your listings</h2>
      {counts.length === 0 ? (
        <p className={styles.empty}>You have no listings yet.</p>
      ) : (
        <ul className={styles.counts}>
          {counts.map(([status, n]) => (
            <li key={status}>
              <span>{statusToWords(status)}</span> <strong>{n}</strong>
            </li>
          ))}
        </ul>
      )}
      <Link to="/listed-properties" className="tap-target">
        See your listed properties
      </Link>
    </section>
  );
}
