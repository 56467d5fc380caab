import { fromPromise } from 'xstate';
import { planSelectionMachine, type OfferedPlan } from '../../../machines/plan-selection.machine';
import { listPlans } from '../listing-calls';

/** The plan choice with its call. */
export const planSelectionWithCalls = planSelectionMachine.provide({ actors: { loadPlans: fromPromise<OfferedPlan[]>(() => listPlans()) } });
