import type { SuccessBody } from '../../handler-types';
import { notAvailableYet } from './not-available-yet';

// Placeholder until the accounts issue replaces this file with the real flow.
export async function updatePassword(): Promise<SuccessBody<'updatePassword'>> {
  throw notAvailableYet();
}
