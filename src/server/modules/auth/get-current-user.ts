import type { SuccessBody } from '../../handler-types';
import type { Database } from '../../db/database';
import { unauthenticated } from '../../lib/http-error';
import { findUserById } from './find-user';
import { isProfileCompleted, toUserView } from './user-view';

/** The signed-in user; an account deleted since the token was issued counts as signed out. */
export async function getCurrentUser(db: Database, userId: number): Promise<SuccessBody<'getCurrentUser'>> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  return { data: { user: toUserView(user), isProfileCompleted: isProfileCompleted(user) } };
}
