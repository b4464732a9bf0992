import type { AppDependencies, Context } from '../../context';
import { findViewerUserId } from '../../context';
import { NotFoundError } from '../../errors';
import { parseClientId } from '../../platform/ids';
import { defineBatchLoader, requestScopeOf } from '../../platform/request-scope';
import { findProfileById } from '../profiles';
import type { ProfileView } from '../profiles';
import { hasActiveSubscriptionWithAuth } from '../subscriptions';
import { recordEnterpriseView } from '../view-logs';
import {
  findOpenableCompany,
  selectFavoriteProfileIds,
  selectUnlockedProfileIds,
  type CompanyProfileRow,
} from './enterprise-detail.repository';

export const ENTERPRISE_MESSAGES = {
  notFound: '업체 정보를 찾을 수 없습니다.',
} as const;

/** The permission (items.auth) of the subscription that reads every company's financial info free. */
export const FINANCIAL_INFO_FREE_AUTH = 'FINANCIAL_INFO_FREE';

/** An id from the client; anything that is not a positive integer cannot name a company. */
export function parseCompanyId(value: string | number): number {
  return parseClientId(value, () => new NotFoundError(ENTERPRISE_MESSAGES.notFound));
}

export type OpenableCompany = CompanyProfileRow;

/** The company behind a client's id (hidden ones included), or NOT_FOUND. */
export async function requireOpenableCompany(
  deps: Pick<AppDependencies, 'db'>,
  value: string | number,
): Promise<OpenableCompany> {
  const company = await findOpenableCompany(deps.db, parseCompanyId(value));
  if (!company) throw new NotFoundError(ENTERPRISE_MESSAGES.notFound);
  return company;
}

/**
 * enterprise(id): the company page. A signed-in visitor who is not the owner leaves a view-log
 * entry (최근 본 기업); owners and anonymous visitors do not.
 */
export async function findEnterprise(
  ctx: Pick<Context, 'db' | 'viewer'>,
  id: string,
): Promise<ProfileView> {
  const company = await requireOpenableCompany(ctx, id);
  const profile = await findProfileById(ctx.db, company.id);
  if (!profile) throw new NotFoundError(ENTERPRISE_MESSAGES.notFound);
  const viewerId = findViewerUserId(ctx.viewer);
  if (viewerId !== null && viewerId !== company.userId) {
    await recordEnterpriseView(ctx, viewerId, company.id);
  }
  return profile;
}

/** Whether the user's subscription in force lets them read financial info without points. */
export async function hasFinancialInfoSubscription(
  deps: Pick<AppDependencies, 'db'>,
  userId: number,
  now: Date = new Date(),
): Promise<boolean> {
  return hasActiveSubscriptionWithAuth(deps.db, userId, FINANCIAL_INFO_FREE_AUTH, now);
}

type ProfileViewerState = { isFavorite: boolean; isUnlocked: boolean };

const ANONYMOUS_STATE: ProfileViewerState = { isFavorite: false, isUnlocked: false };

/**
 * The viewer's relation to the profiles of a page (favourite? unlocked?): every Profile resolved
 * in the same tick (a list of 20 cards) is answered by one query per table; only called for a
 * signed-in viewer.
 */
const loadViewerState = defineBatchLoader<Pick<Context, 'db' | 'viewer'>, ProfileViewerState>(
  async (ctx, ids) => {
    const userId = findViewerUserId(ctx.viewer);
    if (userId === null) return new Map();
    const favorites = new Set(await selectFavoriteProfileIds(ctx.db, userId, ids));
    const unlocked = new Set(await selectUnlockedProfileIds(ctx.db, userId, ids));
    return new Map(
      ids.map((id) => [id, { isFavorite: favorites.has(id), isUnlocked: unlocked.has(id) }]),
    );
  },
  ANONYMOUS_STATE,
);

const SUBSCRIPTION_KEY = {};

/** The viewer's financial-info subscription, read once per request. */
function hasSubscriptionInRequest(
  ctx: Pick<Context, 'db' | 'viewer'>,
  userId: number,
): Promise<boolean> {
  return requestScopeOf(ctx).once(SUBSCRIPTION_KEY, () =>
    hasFinancialInfoSubscription(ctx, userId),
  );
}

/*
 * An anonymous visitor's answers are known at once: no promise per card (a list page asks 20
 * cards), which would cost a visitor's list page more than the answer.
 */

/** Profile.isFavorite: false for anonymous visitors. */
export function isFavoriteProfile(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: Pick<ProfileView, 'id'>,
): boolean | Promise<boolean> {
  if (!ctx.viewer.isAuthenticated) return ANONYMOUS_STATE.isFavorite;
  return loadViewerState(ctx, profile.id).then((state) => state.isFavorite);
}

/** Profile.isViewedFinancialInfo: the viewer paid to unlock this company's financial info. */
export function isFinancialInfoUnlocked(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: Pick<ProfileView, 'id'>,
): boolean | Promise<boolean> {
  if (!ctx.viewer.isAuthenticated) return ANONYMOUS_STATE.isUnlocked;
  return loadViewerState(ctx, profile.id).then((state) => state.isUnlocked);
}

/** Profile.canRead: the owner, a subscriber or a viewer who unlocked it reads financial info now. */
export function canReadFinancialInfo(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: Pick<ProfileView, 'id' | 'userId'>,
): boolean | Promise<boolean> {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return false;
  if (userId === profile.userId) return true;
  return hasSubscriptionInRequest(ctx, userId).then(
    async (isSubscriber) => isSubscriber || (await loadViewerState(ctx, profile.id)).isUnlocked,
  );
}
