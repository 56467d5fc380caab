import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { bindSession, renewSession, sessionForUploads } from '../../../src/session/session-api';
import { aSignIn, deferred, startSession } from '../machines/session-fakes';

describe('the one token renewal', () => {
  it('is shared by the client, the uploads and the two-step settings when they ask at once', async () => {
    const answer = deferred<ReturnType<typeof aSignIn>>();
    const { actor, calls } = startSession({ accessToken: 'access-1', user: aSignIn().user, isProfileCompleted: true }, { renew: () => answer.promise });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('verifying'));
    bindSession(actor, vi.fn());

    const asked = [renewSession(), sessionForUploads.renew(), renewSession()];
    answer.resolve({ ...aSignIn(), accessToken: 'access-2' });

    expect(await Promise.all(asked)).toEqual([true, true, true]);
    expect(calls.renew).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.accessToken).toBe('access-2');
  });
});
