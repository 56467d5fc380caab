import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { moderationMachine, type Property } from '../../../machines/moderation.machine';
import { runModeration } from '../../api/moderation-calls';
import { actorOptions } from '../../app/inspect';
import { notifyError, notifySuccess } from '../../app/notify';

/**
 * The moderation flow of one listing, wired to the server, with a toast for each outcome (the
 * machine's notice, or the server's reason for a refusal). `onChanged` hears the new listing.
 */
export function useModeration(propertyId: number, onChanged?: (property: Property) => void) {
  const actor = useActorRef(moderationMachine.provide({ actors: { runModeration: fromPromise(({ input }) => runModeration(input)) } }), {
    ...actorOptions(),
    input: { propertyId },
  });
  useEffect(() => {
    let previous = actor.getSnapshot().value;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.value === previous) return;
      previous = snapshot.value;
      if (snapshot.matches('done')) {
        if (snapshot.context.notice) void notifySuccess(snapshot.context.notice);
        if (snapshot.context.property) onChanged?.(snapshot.context.property);
      } else if (snapshot.matches('failed') && snapshot.context.error) {
        void notifyError(snapshot.context.error);
      }
    });
    return () => subscription.unsubscribe();
    // onChanged is read when the flow ends; a new function each render must not resubscribe.
  }, [actor]);
  return actor;
}
