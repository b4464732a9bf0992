import type { SocialProvider } from '../../join/utils/join-data';

/** The URL segment of each provider: /auth/kakao, /api/social/kakao/… */
export type SocialProviderSlug = 'kakao' | 'naver';

export const SOCIAL_PROVIDER_SLUGS: readonly SocialProviderSlug[] = ['kakao', 'naver'];

export const SOCIAL_PROVIDER_BY_SLUG: Record<SocialProviderSlug, SocialProvider> = {
  kakao: 'KAKAO',
  naver: 'NAVER',
};

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderSlug, string> = {
  kakao: '카카오',
  naver: '네이버',
};

export function isSocialProviderSlug(value: string): value is SocialProviderSlug {
  return (SOCIAL_PROVIDER_SLUGS as readonly string[]).includes(value);
}

/** The page the provider sends the browser back to; it must be registered with the provider. */
export function buildCallbackPath(slug: SocialProviderSlug): string {
  return `/auth/${slug}`;
}
