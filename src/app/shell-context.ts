import { useOutletContext } from 'react-router-dom';
import type { PlanKey } from '../shared/plan-names';
import type { SessionView } from './use-session';

/** What the layout hands to every screen through the router outlet. */
export type ShellContext = {
  session: SessionView;
  startListing: () => void;
  choosePlan: (plan: PlanKey) => void;
  /** On the wizard's routes, the slim header's place for the step, its progress and "Save & exit"; null elsewhere. */
  wizardHeaderSlot: HTMLElement | null;
};

export const useShell = (): ShellContext => useOutletContext<ShellContext>();
