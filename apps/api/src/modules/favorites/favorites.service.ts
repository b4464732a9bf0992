import type { Context } from '../../context';
import { requireUserId } from '../../context';
import { BadUserInputError, NotFoundError } from '../../errors';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../graphql/connection';
import {
  ENTERPRISE_MESSAGES,
  requireOpenableCompany,
} from '../enterprise-detail/enterprise-detail.service';
import { findProfileById, findProfilesByIds } from '../profiles/profiles.repository';
import type { ProfileView } from '../profiles/profiles.service';
import {
  deleteFavoriteProfile,
  findFavoritePage,
  insertFavoriteProfile,
} from './favorites.repository';

export const FAVORITE_MESSAGES = {
  ownCompany: '내 업체는 관심 기업으로 담을 수 없습니다.',
} as const;

export type FavoriteEnterpriseView = { id: number; createdAt: Date; profile: ProfileView };

type FavoriteDependencies = Pick<Context, 'db' | 'viewer'>;

async function loadProfile(ctx: FavoriteDependencies, profileId: number): Promise<ProfileView> {
  const profile = await findProfileById(ctx.db, profileId);
  if (!profile) throw new NotFoundError(ENTERPRISE_MESSAGES.notFound);
  return profile;
}

/** addFavoriteEnterprise: idempotent; one's own company cannot be a favourite. */
export async function addFavoriteEnterprise(
  ctx: FavoriteDependencies,
  profileIdInput: string,
): Promise<ProfileView> {
  const userId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  if (company.userId === userId) {
    throw new BadUserInputError(FAVORITE_MESSAGES.ownCompany, { field: 'profileId' });
  }
  await insertFavoriteProfile(ctx.db, userId, company.id, new Date());
  return loadProfile(ctx, company.id);
}

/** deleteFavoriteEnterprise: idempotent; touches only the viewer's own favourite. */
export async function deleteFavoriteEnterprise(
  ctx: FavoriteDependencies,
  profileIdInput: string,
): Promise<ProfileView> {
  const userId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  await deleteFavoriteProfile(ctx.db, userId, company.id, new Date());
  return loadProfile(ctx, company.id);
}

/** favoriteEnterprises: the viewer's favourite companies, most recently added first. */
export async function findMyFavoriteEnterprises(
  ctx: FavoriteDependencies,
  paging: ConnectionArgs,
): Promise<Connection<FavoriteEnterpriseView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findFavoritePage(ctx.db, userId, request);
  const profiles = new Map(
    (
      await findProfilesByIds(
        ctx.db,
        rows.map((row) => row.profileId),
      )
    ).map((profile) => [profile.id, profile]),
  );
  const favorites = rows.flatMap((row) => {
    const profile = profiles.get(row.profileId);
    return profile ? [{ id: row.id, createdAt: row.createdAt, profile }] : [];
  });
  return toConnection(favorites, request, totalCount, (favorite) => ({
    sortValue: favorite.createdAt.toISOString(),
    id: favorite.id,
  }));
}
