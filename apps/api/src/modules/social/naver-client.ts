import { z } from 'zod';
import {
  createUserInfoClient,
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

/** Naver's profile API at {apiUrl}/v1/nid/me. */
export function createNaverClient(options: {
  readApiUrl: () => string;
  timeoutMs?: number;
}): SocialProviderClient {
  return createUserInfoClient({
    ...options,
    provider: 'NAVER',
    path: '/v1/nid/me',
    answerSchema: naverUserSchema,
    toProfile: ({ resultcode, response }) =>
      resultcode === NAVER_SUCCESS_CODE && response
        ? {
            providerUserId: response.id,
            email: normaliseProviderEmail(response.email),
            name: normaliseProviderName(response.name ?? response.nickname),
          }
        : null,
  });
}
