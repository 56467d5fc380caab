import { fromCallback, fromPromise } from 'xstate';
import { profileMachine, type ProfileEvent } from '../../../machines/profile.machine';
import { getProfile, updateProfile } from '../../session/session-api';
import { uploadAvatar } from '../../session/upload-avatar';

/** The avatar upload, reporting its progress; stopping the actor cancels it. */
const uploadAvatarActor = fromCallback<ProfileEvent, { file: File }>(({ sendBack, input }) => {
  const controller = new AbortController();
  uploadAvatar({
    file: input.file,
    signal: controller.signal,
    onProgress: (percent) => sendBack({ type: 'profile.avatarProgress', percent }),
  }).then(
    (paths) => sendBack({ type: 'profile.avatarUploaded', paths }),
    (error: unknown) => sendBack({ type: 'profile.avatarFailed', error }),
  );
  return () => controller.abort();
});

/** The profile page with its calls. */
export const profileWithCalls = profileMachine.provide({
  actors: {
    getProfile: fromPromise(() => getProfile()),
    updateProfile: fromPromise(({ input }) => updateProfile(input)),
    uploadAvatar: uploadAvatarActor,
  },
});
