import { fromPromise } from 'xstate';
import { listedPropertiesMachine } from '../../../machines/listed-properties.machine';
import { listHostProperties } from '../listed-properties-calls';

/** The host's listings page with its call. */
export const listedPropertiesWithCalls = listedPropertiesMachine.provide({ actors: { loadPage: fromPromise(({ input }) => listHostProperties(input)) } });
