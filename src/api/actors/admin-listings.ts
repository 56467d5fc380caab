import { fromPromise } from 'xstate';
import { adminListingsMachine } from '../../../machines/admin-listings.machine';
import { listAdminProperties } from '../admin-listing-calls';
import { listPlans } from '../listing-calls';

/** The admin listings table with its calls; the plan filter names plans as hosts see them. */
export const adminListingsWithCalls = adminListingsMachine.provide({
  actors: {
    loadPage: fromPromise(({ input }) => listAdminProperties(input)),
    loadPlans: fromPromise(async () => (await listPlans()).map((plan) => ({ id: plan.id, name: plan.displayName }))),
  },
});
