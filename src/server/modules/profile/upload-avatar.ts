import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { SuccessBody } from '../../handler-types';
import { HttpError, unauthenticated } from '../../lib/http-error';
import { MAX_UPLOAD_BYTES, renderSquareWebp } from '../../lib/image-upload';
import type { AppDeps } from '../../types';
import { findUserById } from '../auth/find-user';

export const AVATAR_SIZES = { small: 96, large: 400 } as const;

export interface UploadAvatarOptions {
  deps: AppDeps;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  userId: number;
}

const tooLarge = () => new HttpError(413, 'The photo is larger than 15 MB. Please choose a smaller one');

/** The one file of the multipart body, read up to the limit (15 MB + 1 byte fails with 413). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the photo as multipart/form-data in a field named file');
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw new HttpError(400, 'The upload could not be read. Please try again');
  }
  if (!part || part.fieldname !== 'file') throw new HttpError(400, 'Send the photo in a field named file');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new HttpError(400, 'The upload could not be read. Please try again');
  }
}

/**
 * Replaces the caller's avatar: checked by magic bytes (not name or Content-Type), re-encoded to
 * 96 px and 400 px WebP with metadata stripped, stored under names the server makes, then the
 * previous files are removed.
 */
export async function uploadAvatar({ deps, request, log, userId }: UploadAvatarOptions): Promise<SuccessBody<'uploadAvatar'>> {
  const bytes = await readUpload(request);
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
