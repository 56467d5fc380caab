/**
 * Where 'Start Listing', 'List Your Property', the landing CTAs and the plan cards lead. The
 * start-listing machine (draft, admin and starter-listing checks) replaces these two functions.
 */
import type { PlanKey } from '../components/plan-catalogue';
import type { SessionView } from './use-session';

export function startListingTarget(session: SessionView): string {
  return session.user ? '/plan-selection' : '/login';
}

export function choosePlanTarget(session: SessionView, _plan: PlanKey): string {
  return session.user ? '/plan-selection' : '/login';
}
