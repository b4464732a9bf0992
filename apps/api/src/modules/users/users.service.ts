import { assertLookupAllowed } from '../../platform/rate-limit/lookup-limit';
import {
  LEAF_CATEGORY_TYPE,
  SOCIAL_TYPES,
  UPDATE_ME_MESSAGES,
  emailSchema,
  updateMeSchema,
  type SocialType,
} from '@gongsa/domain';
import type { Context } from '../../context';
import { ACCOUNT_REFUSAL_MESSAGES, requireUserId } from '../../context';
import {
  BadUserInputError,
  SessionExpiredError,
  UnauthenticatedError,
  toBadUserInputError,
} from '../../errors';
import { consumePhoneRequestId } from '../auth';
import { selectLiveCategoriesByIds } from '../categories';
import { findFileById } from '../files';
import {
  existsLiveUserWithEmail,
  findUserById,
  listLinkedSocialTypes,
  updateUser,
  type UserPatch,
  type UserRow,
} from './users.repository';

export type NotificationSettingView = {
  marketing: boolean;
  keyword: boolean;
  notice: boolean;
  chat: boolean;
  follow: boolean;
  communityPost: boolean;
  communityCommend: boolean;
  locationRange: number | null;
  categoryRange: number[];
};

export type UserView = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'nickname'
  | 'email'
  | 'phoneNumber'
  | 'avatarFileId'
  | 'socialType'
  | 'hasPassword'
  | 'joinedAt'
> & {
  notificationSetting: NotificationSettingView;
  allow: { geolocation: boolean; thirdParty: boolean };
};

export const USER_MESSAGES = {
  accountGone: ACCOUNT_REFUSAL_MESSAGES.gone,
  phoneNotVerified: '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
  unknownAvatar: '프로필 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.',
  avatarNotImage: '프로필 사진은 이미지 파일만 사용할 수 있습니다.',
  unknownCategory: '존재하지 않는 업종이 포함되어 있습니다. 알림 업종을 다시 선택해 주세요.',
  notLeafCategory: '알림 업종은 세부 업종(3단계)에서 선택해 주세요.',
} as const;

function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    avatarFileId: user.avatarFileId,
    socialType: user.socialType,
    hasPassword: user.hasPassword,
    joinedAt: user.joinedAt,
    notificationSetting: {
      marketing: user.isMarketingNoti,
      keyword: user.isKeywordNoti,
      notice: user.isNoticeNoti,
      chat: user.isChatNoti,
      follow: user.isFollowNoti,
      communityPost: user.isCommunityPostNoti,
      communityCommend: user.isCommunityCommendNoti,
      locationRange: user.notificationLocationRange,
      categoryRange: user.notificationCategoryRange,
    },
    allow: { geolocation: user.isAllowGeolocation, thirdParty: user.isAllowThirdParty },
  };
}

/**
 * The signed-in user, or null for a visitor. A token that cannot be used answers FORBIDDEN so the
 * web client refreshes; a token for an account that no longer exists answers UNAUTHENTICATED,
 * which logs the client out (SPEC §8: a user fetch error logs out).
 */
export async function findMe(ctx: Pick<Context, 'db' | 'viewer'>): Promise<UserView | null> {
  if (!ctx.viewer.isAuthenticated) {
    if (ctx.viewer.accountRefusal) throw new UnauthenticatedError(ctx.viewer.accountRefusal);
    if (ctx.viewer.hasUnusableToken) throw new SessionExpiredError();
    return null;
  }
  const user = await findUserById(ctx.db, ctx.viewer.userId);
  if (!user || user.state === 'LEFT') throw new UnauthenticatedError(USER_MESSAGES.accountGone);
  return toUserView(user);
}

/** For the live check on /auth/join2: whether an account already signs in with the address. */
export async function isExistEmail(
  ctx: Pick<Context, 'db' | 'env' | 'clientIp' | 'viewer'>,
  input: { email: string },
): Promise<boolean> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  await assertLookupAllowed(ctx);
  return existsLiveUserWithEmail(ctx.db, parsed.data);
}

/**
 * Every way the account can sign in, in the order of SOCIAL_TYPES: EMAIL when it has an email
 * and a password, plus the Kakao/Naver identities linked to it (and the one it was created with).
 */
export async function listSignInSocialTypes(
  ctx: Pick<Context, 'db'>,
  user: UserView,
): Promise<SocialType[]> {
  const types = new Set<SocialType>(await listLinkedSocialTypes(ctx.db, user.id));
  if (user.hasPassword && user.email !== null) types.add('EMAIL');
  if (user.socialType !== 'EMAIL') types.add(user.socialType);
  return SOCIAL_TYPES.filter((type) => types.has(type));
}

/**
 * updateMe: name, nickname, phone (with a fresh verification of the new number), avatar,
 * notification switches and consents. Omitted fields stay as they are. All checks run before
 * anything is written, and the write (with spending the verification) is one transaction.
 */
export async function updateMe(
  ctx: Pick<Context, 'db' | 'viewer'>,
  input: unknown,
  now: Date = new Date(),
): Promise<UserView> {
  const userId = requireUserId(ctx.viewer);
  const parsed = updateMeSchema.safeParse(input);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  const data = parsed.data;

  const current = await findUserById(ctx.db, userId);
  if (!current || current.state === 'LEFT') {
    throw new UnauthenticatedError(USER_MESSAGES.accountGone);
  }

  const patch: UserPatch = {};
  if (data.name !== undefined) patch.name = data.name;
  if (data.nickname !== undefined) patch.nickname = data.nickname;

  const isPhoneChange = data.phoneNumber !== undefined && data.phoneNumber !== current.phoneNumber;
  if (isPhoneChange) {
    if (data.requestId === undefined) {
      throw new BadUserInputError(UPDATE_ME_MESSAGES.requestIdRequired, { field: 'requestId' });
    }
    patch.phoneNumber = data.phoneNumber;
  }

  if (data.avatarId !== undefined) {
    if (data.avatarId !== null && data.avatarId !== current.avatarFileId) {
      const file = await findFileById(ctx.db, data.avatarId);
      if (!file || file.uploaderId !== userId) {
        throw new BadUserInputError(USER_MESSAGES.unknownAvatar, { field: 'avatarId' });
      }
      if (!file.mimetype.startsWith('image/')) {
        throw new BadUserInputError(USER_MESSAGES.avatarNotImage, { field: 'avatarId' });
      }
    }
    patch.avatarFileId = data.avatarId;
  }

  const setting = data.notificationSetting;
  if (setting) {
    if (setting.marketing !== undefined) patch.isMarketingNoti = setting.marketing;
    if (setting.keyword !== undefined) patch.isKeywordNoti = setting.keyword;
    if (setting.notice !== undefined) patch.isNoticeNoti = setting.notice;
    if (setting.chat !== undefined) patch.isChatNoti = setting.chat;
    if (setting.follow !== undefined) patch.isFollowNoti = setting.follow;
    if (setting.communityPost !== undefined) patch.isCommunityPostNoti = setting.communityPost;
    if (setting.communityCommend !== undefined) {
      patch.isCommunityCommendNoti = setting.communityCommend;
    }
    if (setting.locationRange !== undefined)
      patch.notificationLocationRange = setting.locationRange;
    if (setting.categoryRange !== undefined) {
      const live = await selectLiveCategoriesByIds(ctx.db, setting.categoryRange);
      if (live.length !== setting.categoryRange.length) {
        throw new BadUserInputError(USER_MESSAGES.unknownCategory, {
          field: 'notificationSetting.categoryRange',
        });
      }
      if (live.some((category) => category.type !== LEAF_CATEGORY_TYPE)) {
        throw new BadUserInputError(USER_MESSAGES.notLeafCategory, {
          field: 'notificationSetting.categoryRange',
        });
      }
      patch.notificationCategoryRange = setting.categoryRange;
    }
  }
  if (data.allow) {
    if (data.allow.geolocation !== undefined) patch.isAllowGeolocation = data.allow.geolocation;
    if (data.allow.thirdParty !== undefined) patch.isAllowThirdParty = data.allow.thirdParty;
  }

  const saved = await ctx.db.transaction(async (tx) => {
    if (isPhoneChange && data.phoneNumber !== undefined && data.requestId !== undefined) {
      const isVerified = await consumePhoneRequestId(
        tx,
        { requestId: data.requestId, phoneNumber: data.phoneNumber },
        now,
      );
      if (!isVerified) {
        throw new BadUserInputError(USER_MESSAGES.phoneNotVerified, { field: 'requestId' });
      }
    }
    await updateUser(tx, userId, patch);
    return findUserById(tx, userId);
  });
  if (!saved) throw new UnauthenticatedError(USER_MESSAGES.accountGone);
  return toUserView(saved);
}
