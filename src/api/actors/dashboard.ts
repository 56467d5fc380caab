import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../../machines/dashboard.machine';
import { getDashboard } from '../dashboard-calls';

/** The dashboard flow with its call; the screen only renders and sends. */
export const dashboardWithCalls = dashboardMachine.provide({ actors: { loadDashboard: fromPromise(() => getDashboard()) } });
