import type { Context } from '../../context';
import { requireUserId } from '../../context';
import { BadUserInputError, NotFoundError } from '../../errors';
import type { Connection, ConnectionArgs } from '../../platform/pagination';
import { ENTERPRISE_MESSAGES, requireOpenableCompany } from '../enterprise-detail';
import { findMyProfileList, type ProfileListEntryView } from '../profiles';
import { findProfileById } from '../profiles';
import type { ProfileView } from '../profiles';
import { requestScopeOf } from '../../platform/request-scope';
import {
  countLiveFavorites,
  deleteFavoriteProfile,
  FAVORITE_LIST,
  insertFavoriteProfile,
  type FavoriteCounts,
} from './favorites.repository';

export const FAVORITE_MESSAGES = {
  ownCompany: '내 업체는 관심 기업으로 담을 수 없습니다.',
} as const;

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
  await insertFavoriteProfile(ctx.db, { userId, profileId: company.id }, new Date());
  return loadProfile(ctx, company.id);
}

/** deleteFavoriteEnterprise: idempotent; touches only the viewer's own favourite. */
export async function deleteFavoriteEnterprise(
  ctx: FavoriteDependencies,
  profileIdInput: string,
): Promise<ProfileView> {
  const userId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  await deleteFavoriteProfile(ctx.db, { userId, profileId: company.id }, new Date());
  return loadProfile(ctx, company.id);
}

/** favoriteEnterprises: the viewer's favourite companies, most recently added first. */
export async function findMyFavoriteEnterprises(
  ctx: FavoriteDependencies,
  paging: ConnectionArgs,
): Promise<Connection<ProfileListEntryView>> {
  return findMyProfileList(ctx, paging, FAVORITE_LIST);
}

const FAVORITE_COUNTS = {};

/**
 * User.favoriteProfileCount / favoriteAnnouncementCount / favoritePortfolioCount: one statement
 * per request for all three. User is only ever the viewer's own account (me, updateMe), so the
 * counts are the owner's alone.
 */
export function findFavoriteCounts(
  ctx: Pick<Context, 'db'>,
  userId: number,
): Promise<FavoriteCounts> {
  const byUser = requestScopeOf(ctx).once(
    FAVORITE_COUNTS,
    () => new Map<number, Promise<FavoriteCounts>>(),
  );
  let counts = byUser.get(userId);
  if (!counts) {
    counts = countLiveFavorites(ctx.db, userId);
    byUser.set(userId, counts);
  }
  return counts;
}
