import type { z } from 'zod';
import { BadUserInputError } from '../../errors';

export type SocialProvider = 'KAKAO' | 'NAVER';

/** What the service needs from a provider's user-info answer. */
export type SocialProfile = {
  provider: SocialProvider;
  /** The provider's stable id for the person (Kakao: a number as text; Naver: an opaque string). */
  providerUserId: string;
  email: string | null;
  name: string | null;
};

/**
 * One provider's user-info API. Calling it is how an access token is verified: the provider
 * answers only for a live token it issued.
 */
export type SocialProviderClient = {
  provider: SocialProvider;
  fetchProfile: (accessToken: string) => Promise<SocialProfile>;
};

export type SocialClients = Record<SocialProvider, SocialProviderClient>;

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  KAKAO: '카카오',
  NAVER: '네이버',
};

export const SOCIAL_TIMEOUT_MS = 5000;

export function createSocialMessages(provider: SocialProvider) {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return {
    emptyToken: `${name} 로그인 정보가 없습니다. 다시 시도해 주세요.`,
    expiredToken: `${name} 로그인 정보가 만료되었습니다. 다시 시도해 주세요.`,
    unavailable: `${name} 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.`,
    badAnswer: `${name} 로그인 정보를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.`,
  };
}

/** The provider could not be asked or gave an answer we cannot use; the user may retry. */
export class SocialProviderUnavailableError extends BadUserInputError {
  constructor(provider: SocialProvider, reason: 'unavailable' | 'badAnswer', cause?: unknown) {
    super(createSocialMessages(provider)[reason]);
    this.name = 'SocialProviderUnavailableError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/**
 * GETs a provider's user-info endpoint with the bearer token. 401 means the token is expired,
 * revoked or not the provider's; anything else that is not 200 JSON is the provider's trouble.
 */
async function fetchUserInfo(
  provider: SocialProvider,
  url: string,
  accessToken: string,
  timeoutMs: number,
): Promise<unknown> {
  const messages = createSocialMessages(provider);
  const token = accessToken.trim();
  if (token === '') throw new BadUserInputError(messages.emptyToken);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new SocialProviderUnavailableError(provider, 'unavailable', error);
  }
  if (response.status === 401) {
    await response.body?.cancel();
    throw new BadUserInputError(messages.expiredToken);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SocialProviderUnavailableError(provider, 'unavailable');
  }
  try {
    return await response.json();
  } catch (error) {
    throw new SocialProviderUnavailableError(provider, 'badAnswer', error);
  }
}

/**
 * A client for one provider's user-info endpoint at {readApiUrl()}{path}. The base URL is read per
 * request because the local fake lives on this server, whose address is known only once it
 * listens. `toProfile` returns null when the answer parses but says the lookup failed.
 */
export function createUserInfoClient<Answer>(options: {
  provider: SocialProvider;
  path: string;
  answerSchema: z.ZodType<Answer>;
  toProfile: (answer: Answer) => Omit<SocialProfile, 'provider'> | null;
  readApiUrl: () => string;
  timeoutMs?: number;
}): SocialProviderClient {
  const { provider } = options;
  return {
    provider,
    async fetchProfile(accessToken) {
      const body = await fetchUserInfo(
        provider,
        `${options.readApiUrl()}${options.path}`,
        accessToken,
        options.timeoutMs ?? SOCIAL_TIMEOUT_MS,
      );
      const parsed = options.answerSchema.safeParse(body);
      const profile = parsed.success ? options.toProfile(parsed.data) : null;
      if (!profile) throw new SocialProviderUnavailableError(provider, 'badAnswer', parsed.error);
      return { provider, ...profile };
    },
  };
}

/** Provider emails are compared with our lower-case login ids. */
export function normaliseProviderEmail(email: string | null | undefined): string | null {
  const value = email?.normalize('NFC').trim().toLowerCase() ?? '';
  return value === '' ? null : value;
}

export function normaliseProviderName(name: string | null | undefined): string | null {
  const value = name?.normalize('NFC').trim() ?? '';
  return value === '' ? null : value;
}
