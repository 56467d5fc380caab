/**
 * The avatar upload (POST /api/v1/web/profile/avatar), through the one upload-with-progress
 * helper, with the session's headers and renewal like every other call.
 */
import { uploadWithProgress } from '../api/upload-with-progress';
import { sessionForUploads } from './session-api';

const AVATAR_PATH = '/api/v1/web/profile/avatar';

export type AvatarPaths = { smallPath: string; largePath: string };

export type UploadAvatarOptions = {
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
};

/** Resolves with the new paths; throws a CallFailure (message ready to show). */
export async function uploadAvatar({ file, onProgress, signal }: UploadAvatarOptions): Promise<AvatarPaths> {
  const form = new FormData();
  form.append('file', file);
  const paths = await uploadWithProgress({
    path: AVATAR_PATH,
    form,
    session: sessionForUploads,
    onProgress: (sent, total) => onProgress(total > 0 ? Math.round((sent / total) * 100) : 0),
    ...(signal ? { signal } : {}),
  });
  return paths as AvatarPaths;
}
