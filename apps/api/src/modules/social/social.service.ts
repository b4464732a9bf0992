import type { z } from 'zod';
import { requireUserId, type Context } from '../../context';
import {
  BadUserInputError,
  ConflictError,
  ForbiddenError,
  toBadUserInputError,
} from '../../errors';
import { updateLastLoginAt } from '../auth';
import { AUTH_MESSAGES, issueTokens, type AuthToken } from '../auth';
import { assertLookupAllowed } from '../../platform/rate-limit/lookup-limit';
import { claimBusinessNumber, withBusinessNumberRaceAnswered } from '../profiles';
import { SIGN_UP_MESSAGES, createAccount, signUpInputSchema, type SignUpConsents } from '../auth';
import {
  findLinkedUser,
  findUserProviderAccount,
  hasLiveAccountWithEmail,
  insertSocialAccountUnlessTaken,
} from './social.repository';
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProfile,
  type SocialProvider,
} from './social-provider-client';

export type SocialSignInResult = {
  isRegistered: boolean;
  token: AuthToken | null;
  email: string | null;
  name: string | null;
  hasEmailAccount: boolean;
};

/** The email sign-up's fields minus the login: the provider's account is the login. */
export const socialSignUpInputSchema = signUpInputSchema.omit({ email: true, password: true });
export type SocialSignUpInput = z.input<typeof socialSignUpInputSchema>;

export function createSocialServiceMessages(provider: SocialProvider) {
  const name = SOCIAL_PROVIDER_NAMES[provider];
  return {
    alreadyRegistered: `이미 가입된 ${name} 계정입니다. ${name} 로그인을 이용해 주세요.`,
    linkedElsewhere: `이 ${name} 계정은 이미 다른 회원 계정에 연결되어 있습니다.`,
    userHasOther: `이미 다른 ${name} 계정이 연결되어 있습니다.`,
    notYourAccount: '본인 계정에만 연결할 수 있습니다.',
  };
}

type SocialDependencies = Pick<
  Context,
  | 'db'
  | 'env'
  | 'clientIp'
  | 'userAgent'
  | 'socialClients'
  | 'businessStatusLookup'
  | 'logger'
  | 'viewer'
>;

function fetchProfile(
  deps: Pick<Context, 'socialClients'>,
  provider: SocialProvider,
  accessToken: string,
): Promise<SocialProfile> {
  return deps.socialClients[provider].fetchProfile(accessToken);
}

/**
 * Logs in with a provider access token. An identity without a live account is not an error: the
 * web then starts the sign-up, and hasEmailAccount tells it when the provider's email already
 * belongs to an email account the user could log in to and link instead.
 */
export async function signInSocial(
  deps: SocialDependencies,
  provider: SocialProvider,
  input: { accessToken: string },
): Promise<SocialSignInResult> {
  const profile = await fetchProfile(deps, provider, input.accessToken);
  const linked = await findLinkedUser(deps.db, provider, profile.providerUserId);
  const answer = { email: profile.email, name: profile.name };

  if (linked && linked.state !== 'LEFT') {
    if (linked.state === 'SUSPENDED') throw new BadUserInputError(AUTH_MESSAGES.suspended);
    const now = new Date();
    await updateLastLoginAt(deps.db, linked.userId, now);
    const token = await issueTokens(deps, linked.userId, { isRemember: false }, now);
    return { ...answer, isRegistered: true, token, hasEmailAccount: false };
  }

  const hasEmailAccount = profile.email
    ? await hasLiveAccountWithEmail(deps.db, profile.email)
    : false;
  return { ...answer, isRegistered: false, token: null, hasEmailAccount };
}

/**
 * Creates an account that logs in through the provider: no password, the provider's email when
 * it has one no live account uses (the login id must stay unique), and the same profile, wallet
 * and phone verification as the email sign-up, all in one transaction.
 */
export async function signUpSocial(
  deps: SocialDependencies,
  provider: SocialProvider,
  input: { accessToken: string; data: SocialSignUpInput; requestId: string } & SignUpConsents,
  now: Date = new Date(),
): Promise<AuthToken> {
  const parsed = socialSignUpInputSchema.safeParse(input.data);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  if (input.requestId.trim() === '') {
    throw new BadUserInputError(SIGN_UP_MESSAGES.phoneNotVerified);
  }
  const profile = await fetchProfile(deps, provider, input.accessToken);
  const messages = createSocialServiceMessages(provider);
  if (await findLinkedUser(deps.db, provider, profile.providerUserId)) {
    throw new ConflictError(messages.alreadyRegistered);
  }
  const email =
    profile.email && !(await hasLiveAccountWithEmail(deps.db, profile.email))
      ? profile.email
      : null;

  // Its answer says whether a 사업자등록번호 is taken: the same budget as isExistEmail.
  await assertLookupAllowed(deps, now);
  const businessNumberVerifiedAt = await claimBusinessNumber(
    deps,
    parsed.data.profile.businessNumber,
    now,
  );

  return withBusinessNumberRaceAnswered(() =>
    deps.db.transaction(async (tx) => {
      const userId = await createAccount(
        tx,
        {
          account: { email, passwordHash: null, socialType: provider },
          data: parsed.data,
          requestId: input.requestId,
          consents: input,
          businessNumberVerifiedAt,
        },
        now,
      );
      const isLinked = await insertSocialAccountUnlessTaken(tx, {
        userId,
        provider,
        providerUserId: profile.providerUserId,
      });
      if (!isLinked) throw new ConflictError(messages.alreadyRegistered);
      await updateLastLoginAt(tx, userId, now);
      return issueTokens({ ...deps, db: tx }, userId, { isRemember: false }, now);
    }),
  );
}

/**
 * Links the provider identity to the signed-in user's account so it can log in with it too.
 * Linking what is already linked to the same user is a no-op.
 */
export async function linkSocial(
  deps: SocialDependencies & Pick<Context, 'viewer'>,
  provider: SocialProvider,
  input: { accessToken: string; userId: string | number },
): Promise<true> {
  const viewerId = requireUserId(deps.viewer);
  const messages = createSocialServiceMessages(provider);
  if (String(viewerId) !== String(input.userId).trim()) {
    throw new ForbiddenError(messages.notYourAccount);
  }
  const profile = await fetchProfile(deps, provider, input.accessToken);
  const linked = await findLinkedUser(deps.db, provider, profile.providerUserId);
  if (linked?.userId === viewerId) return true;
  if (linked) throw new ConflictError(messages.linkedElsewhere);
  if (await findUserProviderAccount(deps.db, viewerId, provider)) {
    throw new ConflictError(messages.userHasOther);
  }
  const isLinked = await insertSocialAccountUnlessTaken(deps.db, {
    userId: viewerId,
    provider,
    providerUserId: profile.providerUserId,
  });
  if (!isLinked) throw new ConflictError(messages.linkedElsewhere);
  return true;
}
