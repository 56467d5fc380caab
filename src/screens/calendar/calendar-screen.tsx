import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { propertyIdOf, type CalendarFirstView, type CalendarProperty } from '../../shared/calendar-first-view';
import { addMonths, monthOf } from '../../shared/calendar-months';
import { actorOptions } from '../../app/inspect';
import { isAdmin, useSessionView } from '../../app/use-session';
import { useReadyOnceHydrated } from '../../app/use-hydrated';
import { sriLankaToday } from '../../shared/reservation-dates';
import { CalendarLegend } from './calendar-legend';
import { formatMonthLong } from '../../shared/format';
import { UnitCalendar } from './unit-calendar';
import { RoomsCalendar } from './rooms/rooms-calendar';
import tabStyles from '../../components/tabs.module.css';
import controls from '../../components/form-controls.module.css';
import styles from './calendar-screen.module.css';
import { calendarDataWithCalls } from '../../api/actors/calendar-data';
import { LoadFailed, LoadingState } from '../../components/load-state';
import { nounKey, unitMany, unitOne, unnamedUnitName } from './unit-words';

/**
 * /calendar: availability, prices and minimum stays of one property's units, month by month. It
 * starts from the properties and calendar its route loaded, if any.
 */
export function CalendarScreen({ rendered }: { rendered?: CalendarFirstView }) {
  const [params, setParams] = useSearchParams();
  const data = useActorRef(
    calendarDataWithCalls.provide({
      actions: {
        showPropertyInUrl: (_, { propertyId }) =>
          setParams(
            (current) => {
              current.set('propertyId', String(propertyId));
              return current;
            },
            { replace: true },
          ),
      },
    }),
    { input: { today: sriLankaToday(new Date()), propertyId: propertyIdOf(params.get('propertyId')), rendered }, ...actorOptions() },
  );
  const properties = useSelector(data, (s) => s.context.properties);
  const propertyId = useSelector(data, (s) => s.context.propertyId);
  const calendar = useSelector(data, (s) => s.context.calendar);
  const unitId = useSelector(data, (s) => s.context.unitId);
  // The months drawn are those of the calendar loaded, so the next window never shows before its nights arrive.
  const month = useSelector(data, (s) => (s.context.calendar ? monthOf(s.context.calendar.from) : s.context.month));
  const error = useSelector(data, (s) => s.context.error);
  const busy = useSelector(data, (s) => s.hasTag('busy'));
  // The server may have rendered this page (src/server/modules/web-pages): its controls say they are
  // not ready until the code has taken them over.
  const ready = useReadyOnceHydrated();
  // Admins own no properties: an admin reaches a host's calendar from Property Listings (or an admin link).
  const admin = isAdmin(useSessionView().user);
  const { t } = useLingui();
  const nameOf = (property: Pick<CalendarProperty, 'id' | 'name'>) => {
    const id = property.id;
    return property.name ?? t`Untitled listing (#${id})`;
  };
  const view = useSelector(data, (s) => (s.matches('noProperties') ? 'none' : s.matches('failed') ? 'failed' : s.context.calendar ? 'calendar' : 'loading'));

  // An admin (or a link) may open a property that is not in the host's own list: it is offered too.
  const options = properties && calendar && !properties.some((p) => p.id === calendar.propertyId) ? [...properties, { id: calendar.propertyId, name: calendar.propertyName, status: 'listed' as const }] : (properties ?? []);
  const unit = calendar?.units.find((candidate) => candidate.id === unitId) ?? null;
  const unitNoun = calendar?.unitNoun ?? null;
  const noun = nounKey(unitNoun);
  // Rooms (every room side by side) or Month (one room's prices, month by month): ?view= says,
  // and a property with several rooms opens on its rooms.
  const asked = params.get('view');
  const roomsView = calendar !== null && (asked === 'rooms' || (asked !== 'month' && calendar.units.length > 1));
  const previousMonth = formatMonthLong(addMonths(month, -1));
  const nextMonth = formatMonthLong(addMonths(month, 1));
  const showView = (next: 'rooms' | 'month') =>
    setParams(
      (current) => {
        current.set('view', next);
        return current;
      },
      { replace: true },
    );

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.header}>
        <div>
          <p className="eyebrow">
            <Trans>Availability and prices</Trans>
          </p>
          <h1>
            <Trans>Calendar</Trans>
          </h1>
        </div>
        {options.length > 0 && propertyId !== null ? (
          <div className={styles.pickers}>
            <div className={controls.field}>
              <label className={controls.label} htmlFor="calendar-property">
                <Trans>Property</Trans>
              </label>
              <select id="calendar-property" className={controls.input} value={propertyId} {...ready} onChange={(event) => data.send({ type: 'calendar.pickProperty', propertyId: Number(event.target.value) })}>
                {options.map((property) => (
                  <option key={property.id} value={property.id}>
                    {nameOf(property)}
                  </option>
                ))}
              </select>
            </div>
            {calendar && !roomsView && calendar.units.length > 1 && unitId !== null ? (
              <div className={controls.field}>
                <label className={controls.label} htmlFor="calendar-unit">
                  {unitOne(unitNoun)}
                </label>
                <select id="calendar-unit" className={controls.input} value={unitId} {...ready} onChange={(event) => data.send({ type: 'calendar.pickUnit', unitId: Number(event.target.value) })}>
                  {calendar.units.map((candidate, index) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name ?? unnamedUnitName(calendar.unitNoun, index)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>

      {view === 'loading' ? <LoadingState label={t`Loading your calendar…`} rows={5} /> : null}
      {view === 'failed' ? (
        <LoadFailed message={error} onRetry={() => data.send({ type: 'calendar.retry' })} />
      ) : null}
      {view === 'none' && admin ? (
        <div className={styles.notice}>
          <h2>
            <Trans>Open a listing's calendar from Property Listings</Trans>
          </h2>
          <p>
            <Trans>Administrator accounts hold no properties of their own. Choose Calendar on any host's listing to see and change its nights.</Trans>
          </p>
          <Link to="/admin-property-listings" className="btn btn-primary">
            <Trans>Go to Property Listings</Trans>
          </Link>
        </div>
      ) : view === 'none' ? (
        <div className={styles.notice}>
          <h2>
            <Trans>Your calendar starts with a listing</Trans>
          </h2>
          <p>
            <Trans>Once you list your guest house, villa or apartment, this is where you set nightly prices, minimum stays and the nights you want to keep closed.</Trans>
          </p>
          <Link to="/plan-selection" className="btn btn-primary">
            <Trans>List Your Property</Trans>
          </Link>
        </div>
      ) : null}
      {view === 'calendar' && calendar ? (
        <div className={styles.workspace} aria-busy={busy}>
          <div role="tablist" aria-label={t`Calendar view`} className={tabStyles.tabs}>
            <button type="button" role="tab" className={tabStyles.tab} aria-selected={roomsView} {...ready} onClick={() => showView('rooms')}>
              {unitMany(unitNoun)}
            </button>
            <button type="button" role="tab" className={tabStyles.tab} aria-selected={!roomsView} {...ready} onClick={() => showView('month')}>
              <Trans>Month</Trans>
            </button>
          </div>
          {roomsView ? <RoomsCalendar key={calendar.propertyId} data={data} calendar={calendar} /> : null}
          {roomsView ? null : (
          <div className={styles.toolbar}>
            <div className={styles.propertyHeading}>
              <h2 className={styles.propertyName}>{calendar.propertyName ?? t`Untitled listing`}</h2>
              <Link to={`/synchronize/${calendar.propertyId}`} className={`tap-target ${styles.syncLink}`}>
                <Trans>Sync with other sites</Trans>
              </Link>
            </div>
            <nav className={styles.monthNav} aria-label={t`Months`}>
              <button type="button" className="btn btn-outline btn-small" onClick={() => data.send({ type: 'calendar.previous' })} {...ready} aria-label={t`Previous month, ${previousMonth}`}>
                <Trans>‹ Previous</Trans>
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={() => data.send({ type: 'calendar.today' })} {...ready}>
                <Trans>Today</Trans>
              </button>
              <button type="button" className="btn btn-outline btn-small" onClick={() => data.send({ type: 'calendar.next' })} {...ready} aria-label={t`Next month, ${nextMonth}`}>
                <Trans>Next ›</Trans>
              </button>
            </nav>
          </div>
          )}
          {roomsView ? null : <CalendarLegend currency={calendar.currency} />}
          {roomsView ? null : unit ? (
            <UnitCalendar key={`${calendar.propertyId}:${unit.id}`} data={data} calendar={calendar} unit={unit} month={month} />
          ) : (
            <div className={styles.notice}>
              <h2>{t`${select(noun, { room: 'No rooms yet', unit: 'No units yet', other: 'No rooms or units yet' })}`}</h2>
              <p>
                <Trans>Add the rooms or the whole place to this listing first; each one gets its own calendar.</Trans>
              </p>
              <Link to={`/main/finish/${calendar.propertyId}`} className="btn btn-primary">
                <Trans>Edit listing</Trans>
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
