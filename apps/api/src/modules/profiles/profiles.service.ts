import type { AppDependencies } from '../../context';
import { findProfileSummaryByUserId, type ProfileSummaryRow } from './profiles.repository';

export type ProfileView = ProfileSummaryRow;

/** A user's live profile (at most one), or null before they create one. */
export function findProfileOfUser(
  deps: Pick<AppDependencies, 'db'>,
  userId: number,
): Promise<ProfileView | null> {
  return findProfileSummaryByUserId(deps.db, userId);
}
