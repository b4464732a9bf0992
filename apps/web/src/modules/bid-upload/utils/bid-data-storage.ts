import { removeStoredItem } from '../../session/utils/encrypted-storage';

/** The wizard's data in session storage, encrypted (SPEC §3 'bidding wizard data'). */
export const BID_DATA_STORAGE_KEY = 'gongsa.bid-upload';

/**
 * The last route this tab showed (SPEC §3 previousPath/currentPath), plain: a path is no secret.
 * The leaving rule on a full page load compares it with the new route.
 */
export const LAST_PATH_STORAGE_KEY = 'gongsa.last-path';

/** Fired on window when the wizard was left, so a wizard store in memory empties too. */
export const BID_DATA_DROPPED_EVENT = 'gongsa:bid-data-dropped';

/**
 * Drops the wizard's unsent steps: the stored copy, and (through the event) the memory copy of a
 * wizard store that is loaded. Called when the wizard is left and when a session ends.
 */
export function discardBidData(): void {
  removeStoredItem(BID_DATA_STORAGE_KEY);
  window.dispatchEvent(new Event(BID_DATA_DROPPED_EVENT));
}
