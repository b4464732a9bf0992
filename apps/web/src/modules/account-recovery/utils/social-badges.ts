import type { SocialType } from '../../../graphql/generated/graphql';

export type SocialBadge = { type: 'KAKAO' | 'NAVER'; label: string };

const BADGE_LABELS = { KAKAO: '카카오로 가입한 계정', NAVER: '네이버로 가입한 계정' } as const;

/** The Kakao/Naver badges for a found account; EMAIL needs none, the address says it. */
export function listSocialBadges(socialTypes: readonly SocialType[]): SocialBadge[] {
  return socialTypes
    .filter((type): type is 'KAKAO' | 'NAVER' => type === 'KAKAO' || type === 'NAVER')
    .map((type) => ({ type, label: BADGE_LABELS[type] }));
}
