import { isLiveForHost, type WizardListing } from './wizard-listing';

/**
 * Where the wizard's "Save & exit" leaves to: the page a listing in this state is reached from.
 * Nothing saved yet: the dashboard (its checklist starts a listing again). A draft: /draft-listing,
 * where it is continued. A listing our team reviews or one already live: /listed-properties (the
 * live listing's editor, /main/finish, is opened from there). An admin: the admin listings.
 */
export function exitPath(listing: WizardListing | null): string {
  if (!listing) return '/dashboard';
  // An admin's read carries the moderation history (the contract sends it to admins only).
  if ('moderationHistory' in listing) return '/admin-property-listings';
  if (isLiveForHost(listing) || listing.status !== 'draft') return '/listed-properties';
  return '/draft-listing';
}
