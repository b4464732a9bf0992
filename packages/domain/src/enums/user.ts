import { createEnumGuard, createEnumOptions } from './define-enum';

export const PROFILE_TYPES = ['CORPORATION', 'PRIVATE_BUSINESS', 'ENGINEER', 'CONSUMER'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const PROFILE_TYPE_LABELS: Readonly<Record<ProfileType, string>> = {
  CORPORATION: '법인',
  PRIVATE_BUSINESS: '개인 사업자',
  ENGINEER: '기술자',
  CONSUMER: '일반 소비자',
};
export const isProfileType = createEnumGuard(PROFILE_TYPES);
export const PROFILE_TYPE_OPTIONS = createEnumOptions(PROFILE_TYPES, PROFILE_TYPE_LABELS);

export const USER_ROLES = ['USER', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Readonly<Record<UserRole, string>> = {
  USER: '일반 회원',
  ADMIN: '관리자',
};
export const isUserRole = createEnumGuard(USER_ROLES);

export const USER_STATES = ['ACTIVE', 'SUSPENDED', 'LEFT'] as const;
export type UserState = (typeof USER_STATES)[number];
export const USER_STATE_LABELS: Readonly<Record<UserState, string>> = {
  ACTIVE: '정상',
  SUSPENDED: '정지',
  LEFT: '탈퇴',
};
export const isUserState = createEnumGuard(USER_STATES);

export const SOCIAL_TYPES = ['EMAIL', 'KAKAO', 'NAVER'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];
export const SOCIAL_TYPE_LABELS: Readonly<Record<SocialType, string>> = {
  EMAIL: '이메일',
  KAKAO: '카카오',
  NAVER: '네이버',
};
export const isSocialType = createEnumGuard(SOCIAL_TYPES);

/**
 * SPEC §4 "Profile completion": the ring gains this many points once the user has a portfolio.
 */
export const PROFILE_PORTFOLIO_BONUS: Readonly<Record<ProfileType, number>> = {
  CORPORATION: 10,
  PRIVATE_BUSINESS: 10,
  ENGINEER: 15,
  CONSUMER: 10,
};

/**
 * Progress shown in the profile-completion ring. Capped at 100 because the ring and the
 * '프로필 수정' switch (shown at 100%) both read it as a percentage.
 */
export function calculateProfileProgress(
  baseProgress: number,
  profileType: ProfileType,
  portfolioCount: number,
): number {
  const bonus = portfolioCount > 0 ? PROFILE_PORTFOLIO_BONUS[profileType] : 0;
  return Math.min(100, Math.max(0, Math.round(baseProgress + bonus)));
}
