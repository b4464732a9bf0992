import { socialAccounts, users } from '@gongsa/db';
import type { SocialType } from '@gongsa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type UserRow = {
  id: number;
  name: string | null;
  nickname: string | null;
  email: string | null;
  phoneNumber: string | null;
  avatarFileId: number | null;
  state: 'ACTIVE' | 'SUSPENDED' | 'LEFT';
  socialType: SocialType;
  hasPassword: boolean;
  joinedAt: Date;
  isMarketingNoti: boolean;
  isKeywordNoti: boolean;
  isNoticeNoti: boolean;
  isChatNoti: boolean;
  isFollowNoti: boolean;
  isCommunityPostNoti: boolean;
  isCommunityCommendNoti: boolean;
  notificationLocationRange: number | null;
  notificationCategoryRange: number[];
  isAllowGeolocation: boolean;
  isAllowThirdParty: boolean;
};

const USER_COLUMNS = {
  id: users.id,
  name: users.name,
  nickname: users.nickname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  avatarFileId: users.avatarFileId,
  state: users.state,
  socialType: users.socialType,
  passwordHash: users.passwordHash,
  joinedAt: users.joinedAt,
  isMarketingNoti: users.isMarketingNoti,
  isKeywordNoti: users.isKeywordNoti,
  isNoticeNoti: users.isNoticeNoti,
  isChatNoti: users.isChatNoti,
  isFollowNoti: users.isFollowNoti,
  isCommunityPostNoti: users.isCommunityPostNoti,
  isCommunityCommendNoti: users.isCommunityCommendNoti,
  notificationLocationRange: users.notificationLocationRange,
  notificationCategoryRange: users.notificationCategoryRange,
  isAllowGeolocation: users.isAllowGeolocation,
  isAllowThirdParty: users.isAllowThirdParty,
};

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select(USER_COLUMNS)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  // The hash never leaves the repository; callers only need to know whether one exists.
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}

/** Whether a live (not soft-deleted) account uses the address; `email` is already lower-case. */
export async function existsLiveUserWithEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function listLinkedSocialTypes(db: Database, userId: number): Promise<SocialType[]> {
  const rows = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), isNull(socialAccounts.deletedAt)));
  return rows.map((row) => row.provider);
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'nickname'
    | 'phoneNumber'
    | 'avatarFileId'
    | 'isMarketingNoti'
    | 'isKeywordNoti'
    | 'isNoticeNoti'
    | 'isChatNoti'
    | 'isFollowNoti'
    | 'isCommunityPostNoti'
    | 'isCommunityCommendNoti'
    | 'notificationLocationRange'
    | 'notificationCategoryRange'
    | 'isAllowGeolocation'
    | 'isAllowThirdParty'
  >
>;

export async function updateUser(db: Database, id: number, patch: UserPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, id));
}
