import type { Database } from '../../db/database';
import type { SuccessBody } from '../../handler-types';
import { unauthenticated } from '../../lib/http-error';
import { findUserById } from '../auth/find-user';
import { toProfile } from './profile-view';

export async function getProfile(db: Database, userId: number): Promise<SuccessBody<'getProfile'>> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  return { data: toProfile(user) };
}
