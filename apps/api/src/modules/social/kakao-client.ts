import { z } from 'zod';
import {
  createUserInfoClient,
  normaliseProviderEmail,
  normaliseProviderName,
  type SocialProviderClient,
} from './social-provider-client';

/** The part of Kakao's GET /v2/user/me answer we read (developers.kakao.com, 사용자 정보 가져오기). */
const kakaoUserSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  kakao_account: z
    .object({
      email: z.string().nullish(),
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      name: z.string().nullish(),
      profile: z.object({ nickname: z.string().nullish() }).nullish(),
    })
    .nullish(),
});

/** Kakao's user-info API at {apiUrl}/v2/user/me. */
export function createKakaoClient(options: {
  readApiUrl: () => string;
  timeoutMs?: number;
}): SocialProviderClient {
  return createUserInfoClient({
    ...options,
    provider: 'KAKAO',
    path: '/v2/user/me',
    answerSchema: kakaoUserSchema,
    toProfile: (answer) => {
      const account = answer.kakao_account;
      // An address Kakao marks invalid or unverified cannot stand for its owner.
      const isEmailUsable =
        account?.is_email_valid !== false && account?.is_email_verified !== false;
      return {
        providerUserId: String(answer.id),
        email: isEmailUsable ? normaliseProviderEmail(account?.email) : null,
        name: normaliseProviderName(account?.name ?? account?.profile?.nickname),
      };
    },
  });
}
