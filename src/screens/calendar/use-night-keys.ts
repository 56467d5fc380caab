import { useState, type KeyboardEvent } from 'react';
import { addDays } from '../../shared/reservation-dates';

/** Arrow keys move a day or a week, Home and End go to the week's ends. */
const STEPS: Record<string, (night: string) => string> = {
  ArrowLeft: (night) => addDays(night, -1),
  ArrowRight: (night) => addDays(night, 1),
  ArrowUp: (night) => addDays(night, -7),
  ArrowDown: (night) => addDays(night, 7),
  Home: (night) => addDays(night, -((new Date(`${night}T00:00:00Z`).getUTCDay() + 6) % 7)),
  End: (night) => addDays(night, 6 - ((new Date(`${night}T00:00:00Z`).getUTCDay() + 6) % 7)),
};

/**
 * Roving focus over the nights' buttons: one night is in the Tab order and the arrow keys move it,
 * so the keyboard crosses a month in a few presses instead of forty Tabs. A night on a month that
 * is not shown (phones show one month) is not moved to. Enter or Space picks; with Shift, stretches.
 */
export function useNightKeys(initialNight: string, onPick: (night: string, extend: boolean) => void) {
  const [focusNight, setFocusNight] = useState(initialNight);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const from = (event.target as HTMLElement).dataset.night;
    if (!from) return;
    if (event.key === 'Enter' && event.shiftKey) {
      // Enter alone clicks the button; Shift+Enter would click without telling us Shift was held.
      event.preventDefault();
      onPick(from, true);
      return;
    }
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = step(from);
    const button = event.currentTarget.querySelector<HTMLButtonElement>(`[data-night="${target}"]`);
    if (!button || button.offsetParent === null) return;
    setFocusNight(target);
    button.focus();
  };

  return { focusNight, setFocusNight, onKeyDown };
}
