import { MAX_IMAGE_BYTES } from '../../../shared/image-uploads';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { unauthenticated } from '../../lib/http-error';
import { readSingleFile } from '../../lib/read-single-file';
import { renderSquareWebp } from '../../lib/image-upload';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';

const AVATAR_SIZES = { small: 96, large: 400 } as const;

export interface UploadAvatarOptions {
  deps: AppDeps;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  userId: number;
}

const TOO_LARGE = 'The photo is larger than 15 MB. Please choose a smaller one';

/**
 * Replaces the caller's avatar: checked by magic bytes (not name or Content-Type), re-encoded to
 * 96 px and 400 px WebP with metadata stripped, stored under names the server makes, then the
 * previous files are removed.
 */
export async function uploadAvatar({ deps, request, log, userId }: UploadAvatarOptions): Promise<SuccessBody<'uploadAvatar'>> {
  const bytes = await readSingleFile(request.raw, { field: 'file', maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: TOO_LARGE });
  const rendered = await renderSquareWebp(bytes, [AVATAR_SIZES.small, AVATAR_SIZES.large]);
  const before = await findUserById(deps.db, userId);
  if (!before) throw unauthenticated();

  const id = randomBytes(16).toString('hex');
  const smallPath = await deps.avatars.save(`${id}-${AVATAR_SIZES.small}.webp`, rendered.get(AVATAR_SIZES.small)!);
  const largePath = await deps.avatars.save(`${id}-${AVATAR_SIZES.large}.webp`, rendered.get(AVATAR_SIZES.large)!);
  await deps.db
    .update(users)
    .set({ avatarSmallPath: smallPath, avatarLargePath: largePath, updatedAt: deps.clock() })
    .where(eq(users.id, userId));

  for (const old of [before.avatarSmallPath, before.avatarLargePath]) {
    if (old) await deps.avatars.remove(old).catch((error: unknown) => log.warn({ err: error }, 'old avatar file not removed'));
  }
  return { message: 'Your photo was updated', data: { smallPath, largePath } };
}
