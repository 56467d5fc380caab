import type { Handlers } from '../../handler-types';
import { getProfile } from './get-profile';
import { updateLocale } from './update-locale';
import { updateProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';

export const profileHandlers = {
  getProfile: async (request) => getProfile(request.server.deps.db, request.user!.id),
  updateProfile: async (request) =>
    updateProfile({ db: request.server.deps.db, clock: request.server.deps.clock, userId: request.user!.id, body: request.body }),
  updateProfileLocale: async (request) => updateLocale(request.server.deps.db, request.server.deps.clock, request.user!.id, request.body.locale),
  uploadAvatar: async (request) => uploadAvatar({ deps: request.server.deps, request, log: request.log, userId: request.user!.id }),
} satisfies Partial<Handlers>;
