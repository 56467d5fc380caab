import { i18n } from '@lingui/core';
import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { type Property } from '../../../machines/moderation.machine';
import { actorOptions } from '../../app/inspect';
import { notifyError, notifySuccess } from '../../app/notify';
import { moderationWithCalls } from '../../api/actors/moderation';

/**
 * The moderation flow of one listing, wired to the server, with a toast for each outcome (the
 * machine's notice in the active language, or the server's reason for a refusal). `onChanged` hears the new listing.
 */
export function useModeration(propertyId: number, onChanged?: (property: Property) => void) {
  // The machine is provided once; the latest onChanged is read when the listing changes.
  const latestOnChanged = useRef(onChanged);
  latestOnChanged.current = onChanged;
  return useActorRef(
    moderationWithCalls.provide({
      actions: {
        toastSuccess: (_, { message }) => void notifySuccess(i18n._(message)),
        toastError: (_, { message }) => void notifyError(message),
        listingChanged: (_, { property }) => latestOnChanged.current?.(property),
      },
    }),
    { ...actorOptions(), input: { propertyId } },
  );
}
