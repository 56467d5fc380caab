import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { profileMachine, type Profile, type ProfileEvent } from '../../../machines/profile.machine';

const profile = {
  user: { id: 1, firstName: 'Kamala', lastName: 'Jayasuriya', email: 'kamala@example.lk', countryCode: '+94', contactNo: '771234567', file: null, role: { guard: 'HOST' } },
  nic: null,
  address: null,
} as unknown as Profile;

describe('the profile machine, avatar upload', () => {
  it('shows the message of an upload that throws instead of failing the whole profile', async () => {
    const actor = createActor(
      profileMachine.provide({
        actors: {
          getProfile: fromPromise(async () => profile),
          uploadAvatar: fromCallback<ProfileEvent, { file: File }>(() => {
            throw new Error('Your connection was interrupted');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'profile.pickAvatar', file: new File([new Uint8Array(10)], 'me.jpg', { type: 'image/jpeg' }) });
    const after = await waitFor(actor, (s) => s.context.avatarError !== null);
    expect(after.status).toBe('active');
    expect(after.context.avatarError).toBe('Your connection was interrupted');
    expect(after.matches({ ready: { avatar: 'idle' } })).toBe(true);
  });
});
