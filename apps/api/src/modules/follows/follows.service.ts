import type { Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError, NotFoundError } from '../../errors';
import type { Connection, ConnectionArgs } from '../../platform/pagination';
import { defineBatchLoader, requestScopeOf } from '../../platform/request-scope';
import { ENTERPRISE_MESSAGES, requireOpenableCompany } from '../enterprise-detail';
import {
  findMyProfileList,
  findProfileById,
  type ProfileListEntryView,
  type ProfileView,
} from '../profiles';
import {
  countFollowers,
  countFollowings,
  deleteFollow,
  FOLLOWING_LIST,
  insertFollow,
  selectFollowedIds,
} from './follows.repository';

export const FOLLOW_MESSAGES = {
  ownCompany: '내 업체는 팔로우할 수 없습니다.',
} as const;

type FollowDependencies = Pick<Context, 'db' | 'viewer'>;

async function loadProfile(ctx: FollowDependencies, profileId: number): Promise<ProfileView> {
  const profile = await findProfileById(ctx.db, profileId);
  if (!profile) throw new NotFoundError(ENTERPRISE_MESSAGES.notFound);
  return profile;
}

/**
 * followEnterprise: the viewer follows the company's account (follows name users: the company's
 * new requests and portfolios reach its followers, ADR 0031). Idempotent and race-safe; only a
 * live company (법인, 개인 사업자, 기술자) can be followed, and not one's own.
 */
export async function followEnterprise(
  ctx: FollowDependencies,
  profileIdInput: string,
): Promise<ProfileView> {
  const followerId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  if (company.userId === followerId) {
    throw new BadUserInputError(FOLLOW_MESSAGES.ownCompany, { field: 'profileId' });
  }
  await insertFollow(ctx.db, { followerId, followingId: company.userId }, new Date());
  return loadProfile(ctx, company.id);
}

/** unfollowEnterprise: idempotent; ends only the viewer's own follow. */
export async function unfollowEnterprise(
  ctx: FollowDependencies,
  profileIdInput: string,
): Promise<ProfileView> {
  const followerId = requireUserId(ctx.viewer);
  const company = await requireOpenableCompany(ctx, profileIdInput);
  await deleteFollow(ctx.db, { followerId, followingId: company.userId }, new Date());
  return loadProfile(ctx, company.id);
}

const loadIsFollowing = defineBatchLoader<FollowDependencies, boolean>(async (ctx, ownerIds) => {
  const followerId = findViewerUserId(ctx.viewer);
  if (followerId === null) return new Map();
  const followed = await selectFollowedIds(ctx.db, followerId, ownerIds);
  return new Map(followed.map((id) => [id, true]));
}, false);

/** Profile.isFollowing: whether the viewer follows the company (false for a visitor), batched. */
export function isFollowingProfile(
  ctx: FollowDependencies,
  profile: Pick<ProfileView, 'userId'>,
): boolean | Promise<boolean> {
  if (findViewerUserId(ctx.viewer) === null) return false;
  return loadIsFollowing(ctx, profile.userId);
}

const loadFollowerCount = defineBatchLoader<Pick<Context, 'db'>, number>(
  (ctx, ownerIds) => countFollowers(ctx.db, ownerIds),
  0,
);

/** Profile.followerCount: the company's live followers, one statement per request for a list. */
export function findFollowerCount(
  ctx: Pick<Context, 'db'>,
  profile: Pick<ProfileView, 'userId'>,
): Promise<number> {
  return loadFollowerCount(ctx, profile.userId);
}

/** myFollowings: the companies the viewer follows, most recently followed first. */
export function findMyFollowings(
  ctx: FollowDependencies,
  paging: ConnectionArgs,
): Promise<Connection<ProfileListEntryView>> {
  return findMyProfileList(ctx, paging, FOLLOWING_LIST);
}

const FOLLOWING_COUNTS = {};

/** User.followingCount: the owner's own count (User is only ever the viewer's account). */
export function findFollowingCount(ctx: Pick<Context, 'db'>, userId: number): Promise<number> {
  const byUser = requestScopeOf(ctx).once(
    FOLLOWING_COUNTS,
    () => new Map<number, Promise<number>>(),
  );
  let value = byUser.get(userId);
  if (!value) {
    value = countFollowings(ctx.db, userId);
    byUser.set(userId, value);
  }
  return value;
}
