import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import { type ActorRefFrom } from 'xstate';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { calendarDataMachine, CalendarUnit, PropertyCalendar } from '../../../machines/calendar-data.machine';
import { monthsFrom } from '../../shared/calendar-months';
import { useHydrated, useHydrating } from '../../app/use-hydrated';
import { actorOptions } from '../../app/inspect';
import { notifyError, notifySuccess } from '../../app/notify';
import type { Currency } from '../../shared/listing-property-schemas';
import { formatMonthLong } from '../../shared/format';
import { MonthGrid } from './month-grid';
import { RangePanel } from './range-panel';
import { useNightKeys } from './use-night-keys';
import styles from './calendar-screen.module.css';
import { calendarSelectionWithCalls } from '../../api/actors/calendar-selection';
import { nounKey } from './unit-words';
import { select } from '@lingui/core/macro';

const NOT_YET = '';

type UnitCalendarProps = {
  data: ActorRefFrom<typeof calendarDataMachine>;
  calendar: PropertyCalendar;
  unit: CalendarUnit;
  month: string;
};

/**
 * The months of one unit and the range selection over them. Mounted per property and unit (the
 * screen keys it), so a selection never carries over to another unit's nights.
 */
export function UnitCalendar({ data, calendar, unit, month }: UnitCalendarProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const selection = useActorRef(
    calendarSelectionWithCalls.provide({
      actions: {
        applyCalendar: (_, { calendar: written }) => data.send({ type: 'calendar.written', calendar: written }),
        announceSaved: (_, { message }) => void notifySuccess(i18n._(message)),
        announceFailure: (_, { message }) => void notifyError(message),
      },
    }),
    {
      input: { propertyId: calendar.propertyId, unitIds: [unit.id], today: calendar.today, currency: (calendar.currency ?? 'USD') as Currency },
      ...actorOptions(),
    },
  );
  const anchor = useSelector(selection, (s) => s.context.anchor);
  const range = useSelector(selection, (s) => s.context.range);
  const choosingEnd = useSelector(selection, (s) => s.matches('choosingEnd'));

  const pick = (night: string, extend: boolean) => {
    setFocusNight(night);
    selection.send({ type: extend ? 'selection.extend' : 'selection.pick', date: night });
  };
  // The month grids (hundreds of nights) render in the background, in slices the browser can
  // interleave with input, instead of in the same task as the screen: first with none, and on a
  // move to another month the grids shown stay until the new ones are ready. A page the server
  // rendered has them in its HTML already, so its first render (the hydration) starts with them.
  const renderedByServer = useHydrating();
  const shownMonth = useDeferredValue(month, renderedByServer ? month : NOT_YET);
  // Until then a night says it is not ready: a click or a key on it would do nothing.
  const hydrated = useHydrated();
  const waitingForCode = renderedByServer && !hydrated;
  const months = monthsFrom(month);
  const shownMonths = shownMonth === NOT_YET ? [] : monthsFrom(shownMonth);
  const firstShown = `${month}-01`;
  const { focusNight, setFocusNight, onKeyDown } = useNightKeys(calendar.today >= firstShown ? calendar.today : firstShown, pick);
  // After moving months the roving night may have left the first (always shown) month.
  const tabNight = focusNight.startsWith(month) ? focusNight : calendar.today.startsWith(month) ? calendar.today : firstShown;

  const unitName = unit.name ?? t`Unit`;
  const firstMonth = formatMonthLong(months[0]);
  const lastMonth = formatMonthLong(months[months.length - 1]);
  const noun = nounKey(calendar.unitNoun);

  return (
    <>
      <p className={styles.hint} role="status">
        {choosingEnd && anchor ? (
          <>
            <Trans>First night chosen. Now pick the last night.</Trans>{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => selection.send({ type: 'selection.cancel' })}>
              <Trans>Cancel selection</Trans>
            </button>
          </>
        ) : (
          <Trans>
            Pick the first and the last night to change their price or minimum stay, or to block or open them. Shift+click stretches a selection; on the keyboard, arrows
            move and Enter picks.
          </Trans>
        )}
      </p>
      <div className={styles.monthsFrame}>
        <div className={styles.months} onKeyDown={onKeyDown} aria-label={t`${unitName}, ${firstMonth} to ${lastMonth}`} role="group">
          {shownMonths.map((shown) => (
            <MonthGrid
              key={shown}
              month={shown}
              unit={unit}
              currency={calendar.currency}
              today={calendar.today}
              selection={{ anchor, range }}
              focusNight={tabNight}
              onPick={pick}
              waitingForCode={waitingForCode}
            />
          ))}
        </div>
      </div>
      <RangePanel actor={selection} unitName={unit.name ?? t`${select(noun, { room: 'This room', unit: 'This unit', other: 'This room or unit' })}`} currency={calendar.currency} basePrice={unit.basePrice} />
    </>
  );
}
