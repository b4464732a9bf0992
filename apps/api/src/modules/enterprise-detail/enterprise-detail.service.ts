import { createIdSchema } from '@gongsa/domain';
import type { AppDependencies, Context, Viewer } from '../../context';
import { findViewerUserId } from '../../context';
import { NotFoundError } from '../../errors';
import { findProfileById } from '../profiles/profiles.repository';
import type { ProfileView } from '../profiles/profiles.service';
import { hasActiveSubscriptionWithAuth } from '../subscriptions/subscriptions.repository';
import { recordEnterpriseView } from '../view-logs/view-logs.service';
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

const COMPANY_ID_SCHEMA = createIdSchema('업체');

/** An id from the client; anything that is not a positive integer cannot name a company. */
export function parseCompanyId(value: string | number): number {
  const parsed = COMPANY_ID_SCHEMA.safeParse(String(value));
  if (!parsed.success) throw new NotFoundError(ENTERPRISE_MESSAGES.notFound);
  return parsed.data;
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
 * Per-request batching of the viewer's relation to profiles (favourite? unlocked?): every
 * Profile resolved in the same tick (a list of 20 cards) is answered by one query per table,
 * and the subscription is read once per request.
 */
class ProfileViewerStateLoader {
  private readonly states = new Map<number, Promise<ProfileViewerState>>();
  private pending: Array<{
    profileId: number;
    resolve: (state: ProfileViewerState) => void;
    reject: (error: unknown) => void;
  }> = [];
  private subscription: Promise<boolean> | null = null;

  constructor(
    private readonly deps: Pick<AppDependencies, 'db'>,
    private readonly userId: number,
  ) {}

  load(profileId: number): Promise<ProfileViewerState> {
    const known = this.states.get(profileId);
    if (known) return known;
    const state = new Promise<ProfileViewerState>((resolve, reject) => {
      this.pending.push({ profileId, resolve, reject });
      // After the current promise jobs, so sibling fields resolving in this tick join the batch.
      if (this.pending.length === 1)
        void Promise.resolve().then(() => process.nextTick(() => void this.flush()));
    });
    this.states.set(profileId, state);
    return state;
  }

  hasSubscription(): Promise<boolean> {
    this.subscription ??= hasFinancialInfoSubscription(this.deps, this.userId);
    return this.subscription;
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    const ids = batch.map((entry) => entry.profileId);
    try {
      const favorites = new Set(await selectFavoriteProfileIds(this.deps.db, this.userId, ids));
      const unlocked = new Set(await selectUnlockedProfileIds(this.deps.db, this.userId, ids));
      for (const entry of batch) {
        entry.resolve({
          isFavorite: favorites.has(entry.profileId),
          isUnlocked: unlocked.has(entry.profileId),
        });
      }
    } catch (error) {
      for (const entry of batch) {
        this.states.delete(entry.profileId);
        entry.reject(error);
      }
    }
  }
}

// Keyed by the request's viewer object: one loader per request, gone with it.
const loaders = new WeakMap<Viewer, ProfileViewerStateLoader>();

function findLoader(ctx: Pick<Context, 'db' | 'viewer'>): ProfileViewerStateLoader | null {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return null;
  let loader = loaders.get(ctx.viewer);
  if (!loader) {
    loader = new ProfileViewerStateLoader(ctx, userId);
    loaders.set(ctx.viewer, loader);
  }
  return loader;
}

/** Profile.isFavorite: false for anonymous visitors. */
export async function isFavoriteProfile(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: Pick<ProfileView, 'id'>,
): Promise<boolean> {
  const loader = findLoader(ctx);
  return loader ? (await loader.load(profile.id)).isFavorite : ANONYMOUS_STATE.isFavorite;
}

/** Profile.isViewedFinancialInfo: the viewer paid to unlock this company's financial info. */
export async function isFinancialInfoUnlocked(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: Pick<ProfileView, 'id'>,
): Promise<boolean> {
  const loader = findLoader(ctx);
  return loader ? (await loader.load(profile.id)).isUnlocked : ANONYMOUS_STATE.isUnlocked;
}

/** Profile.canRead: the owner, a subscriber or a viewer who unlocked it reads financial info now. */
export async function canReadFinancialInfo(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: Pick<ProfileView, 'id' | 'userId'>,
): Promise<boolean> {
  const loader = findLoader(ctx);
  if (!loader) return false;
  if (findViewerUserId(ctx.viewer) === profile.userId) return true;
  if (await loader.hasSubscription()) return true;
  return (await loader.load(profile.id)).isUnlocked;
}
