/**
 * Local values the listing flow keeps between visits (spec §3): the draft-listing marker and the
 * selected plan id. The session clears them when the current-user check fails and the admin
 * redirect routes clear them first. The start-listing flow writes them under these keys.
 */
export const DRAFT_LISTING_KEY = 'draftListing';
export const SELECTED_PLAN_KEY = 'selectedPlanId';

type KeyStorage = Pick<Storage, 'removeItem'>;

export function clearSavedDraft(storages: (KeyStorage | undefined)[]): void {
  for (const storage of storages) {
    try {
      storage?.removeItem(DRAFT_LISTING_KEY);
      storage?.removeItem(SELECTED_PLAN_KEY);
    } catch {
      // Storage that throws (Safari private mode) holds nothing to clear.
    }
  }
}

/** A value kept in local storage; storage that throws (Safari private mode) holds nothing. */
export function readSaved(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps (or, for null, forgets) a value in local storage. */
export function writeSaved(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the server's answer is asked each time; nothing is lost.
  }
}
