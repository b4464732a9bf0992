import type { Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError, NotFoundError } from '../../errors';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { defineBatchLoader } from '../../platform/request-scope';
import { findPortfoliosByIds, requireLivePortfolio, type PortfolioView } from '../portfolios';
import { ENTERPRISE_MESSAGES, requireOpenableCompany } from '../enterprise-detail';
import { findMyProfileList, type ProfileListEntryView } from '../profiles';
import { findProfileById } from '../profiles';
import type { ProfileView } from '../profiles';
import { requestScopeOf } from '../../platform/request-scope';
import {
  countLiveFavorites,
  deleteFavorite,
  FAVORITE_COMPANY,
  FAVORITE_LIST,
  FAVORITE_PORTFOLIO,
  insertFavorite,
  selectFavoritePortfolioPage,
  selectFavoriteTargetIds,
  type FavoriteCounts,
} from './favorites.repository';

export const FAVORITE_MESSAGES = {
  ownCompany: '내 업체는 관심 기업으로 담을 수 없습니다.',
  ownPortfolio: '내 포트폴리오는 찜할 수 없습니다.',
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
  await insertFavorite(ctx.db, FAVORITE_COMPANY, { userId, targetId: company.id }, new Date());
  return loadProfile(ctx, company.id);
}

/** deleteFavoriteEnterprise: idempotent; touches only the viewer's own favourite. */
export async function deleteFavoriteEnterprise(
  ctx: FavoriteDependencies,
  profileIdInput: string,
): Promise<ProfileView> {
  const userId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  await deleteFavorite(ctx.db, FAVORITE_COMPANY, { userId, targetId: company.id }, new Date());
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

// --- portfolios (the third kind) ----------------------------------------------------------------

const loadIsFavoritePortfolio = defineBatchLoader<FavoriteDependencies, boolean>(
  async (ctx, ids) => {
    const userId = findViewerUserId(ctx.viewer);
    if (userId === null) return new Map();
    const favorite = await selectFavoriteTargetIds(ctx.db, FAVORITE_PORTFOLIO, userId, ids);
    return new Map(favorite.map((id) => [id, true]));
  },
  false,
);

/** Portfolio.isFavorite: the viewer's live favourite (false for a visitor), batched per request. */
export function isFavoritePortfolio(
  ctx: FavoriteDependencies,
  portfolio: PortfolioView,
): boolean | Promise<boolean> {
  if (findViewerUserId(ctx.viewer) === null) return false;
  return loadIsFavoritePortfolio(ctx, portfolio.id);
}

/** addFavoritePortfolio: idempotent; one's own portfolio cannot be a favourite. */
export async function addFavoritePortfolio(
  ctx: FavoriteDependencies,
  portfolioIdInput: string,
): Promise<PortfolioView> {
  const userId = requireUserId(ctx.viewer);
  const portfolio = await requireLivePortfolio(ctx, portfolioIdInput);
  if (portfolio.userId === userId) {
    throw new BadUserInputError(FAVORITE_MESSAGES.ownPortfolio, { field: 'portfolioId' });
  }
  await insertFavorite(ctx.db, FAVORITE_PORTFOLIO, { userId, targetId: portfolio.id }, new Date());
  return portfolio;
}

/** deleteFavoritePortfolio: idempotent; touches only the viewer's own favourite. */
export async function deleteFavoritePortfolio(
  ctx: FavoriteDependencies,
  portfolioIdInput: string,
): Promise<PortfolioView> {
  const userId = requireUserId(ctx.viewer);
  const portfolio = await requireLivePortfolio(ctx, portfolioIdInput);
  await deleteFavorite(ctx.db, FAVORITE_PORTFOLIO, { userId, targetId: portfolio.id }, new Date());
  return portfolio;
}

/** favoritePortfolios: the viewer's favourite portfolios still live, most recently added first. */
export async function findMyFavoritePortfolios(
  ctx: FavoriteDependencies,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<PortfolioView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectFavoritePortfolioPage(ctx.db, userId, request);
  const live = await findPortfoliosByIds(
    ctx,
    rows.map((row) => row.portfolioId),
  );
  const byId = new Map(live.map((portfolio) => [portfolio.id, portfolio]));
  const entries = rows.flatMap((row) => {
    const portfolio = byId.get(row.portfolioId);
    return portfolio ? [{ favoriteId: row.favoriteId, portfolio }] : [];
  });
  const connection = toConnection(entries, request, totalCount, (entry) => ({
    sortValue: null,
    id: entry.favoriteId,
  }));
  return {
    ...connection,
    edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.portfolio })),
    nodes: connection.nodes.map((entry) => entry.portfolio),
  };
}
