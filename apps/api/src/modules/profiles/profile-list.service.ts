import type { Context } from '../../context';
import { requireUserId } from '../../context';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { findProfileListPage, type ProfileListTable } from './profile-list.repository';
import { findProfilesByIds } from './profiles.repository';
import type { ProfileView } from './profiles.service';

export type ProfileListEntryView = { id: number; at: Date; profile: ProfileView };

/** The signed-in user's list (favourites, view log) as a connection, newest first. */
export async function findMyProfileList(
  ctx: Pick<Context, 'db' | 'viewer'>,
  paging: ConnectionArgs,
  list: ProfileListTable,
): Promise<Connection<ProfileListEntryView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findProfileListPage(ctx.db, list, userId, request);
  const profiles = new Map(
    (
      await findProfilesByIds(
        ctx.db,
        rows.map((row) => row.profileId),
      )
    ).map((profile) => [profile.id, profile]),
  );
  const entries = rows.flatMap((row) => {
    const profile = profiles.get(row.profileId);
    return profile ? [{ id: row.id, at: row.at, profile }] : [];
  });
  return toConnection(entries, request, totalCount, (entry) => ({
    sortValue: entry.at.toISOString(),
    id: entry.id,
  }));
}
