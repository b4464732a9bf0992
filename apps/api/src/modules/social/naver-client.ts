import { z } from 'zod';
import {
  SOCIAL_TIMEOUT_MS,
  SocialProviderUnavailableError,
  fetchUserInfo,
  normaliseProviderEmail,
  normaliseProviderName,
  type SocialProviderClient,
} from './social-provider-client';

/** Naver's GET /v1/nid/me answer (developers.naver.com, 네이버 회원 프로필 조회 API). */
const naverUserSchema = z.object({
  resultcode: z.string(),
  response: z
    .object({
      id: z.string().min(1),
      email: z.string().nullish(),
      name: z.string().nullish(),
      nickname: z.string().nullish(),
    })
    .nullish(),
});

const NAVER_SUCCESS_CODE = '00';

/** Naver's profile API at {apiUrl}/v1/nid/me; see createKakaoClient for why the URL is read late. */
export function createNaverClient(options: {
  readApiUrl: () => string;
  timeoutMs?: number;
}): SocialProviderClient {
  return {
    provider: 'NAVER',
    async fetchProfile(accessToken) {
      const body = await fetchUserInfo(
        'NAVER',
        `${options.readApiUrl()}/v1/nid/me`,
        accessToken,
        options.timeoutMs ?? SOCIAL_TIMEOUT_MS,
      );
      const parsed = naverUserSchema.safeParse(body);
      if (
        !parsed.success ||
        parsed.data.resultcode !== NAVER_SUCCESS_CODE ||
        !parsed.data.response
      ) {
        throw new SocialProviderUnavailableError('NAVER', 'badAnswer', parsed.error);
      }
      const profile = parsed.data.response;
      return {
        provider: 'NAVER',
        providerUserId: profile.id,
        email: normaliseProviderEmail(profile.email),
        name: normaliseProviderName(profile.name ?? profile.nickname),
      };
    },
  };
}
