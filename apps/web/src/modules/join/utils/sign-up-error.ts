import type { GraphqlFailure } from '../../graphql/utils/graphql-result';

/**
 * Where a failed sign-up sends the user. The phone verification (requestId) is spent or too old,
 * or the email was taken meanwhile: both are fixed on step 2. Anything else is shown on step 3.
 */
export type SignUpErrorAction =
  | { kind: 'retry-phone'; message: string }
  | { kind: 'retry-email'; message: string }
  | { kind: 'show'; message: string };

/** Query values of /auth/join2?reason= that say why the user was sent back. */
export type JoinReturnReason = 'phone' | 'email';

export const JOIN_RETURN_MESSAGES: Record<JoinReturnReason, string> = {
  phone: '휴대폰 인증이 만료되었습니다. 인증번호를 다시 받아 주세요.',
  email: '이미 가입된 이메일입니다. 다른 이메일을 입력해 주세요.',
};

export function readJoinReturnReason(value: string | null | undefined): JoinReturnReason | null {
  return value === 'phone' || value === 'email' ? value : null;
}

/**
 * For a Kakao/Naver sign-up CONFLICT means the social account is already registered, which no
 * other email fixes, so it is shown as it is.
 */
export function classifySignUpError(
  failure: GraphqlFailure,
  options: { isSocial: boolean } = { isSocial: false },
): SignUpErrorAction {
  if (failure.code === 'CONFLICT' && !options.isSocial) {
    return { kind: 'retry-email', message: failure.message };
  }
  if (failure.code === 'BAD_USER_INPUT' && failure.message.includes('휴대폰 인증')) {
    return { kind: 'retry-phone', message: failure.message };
  }
  return { kind: 'show', message: failure.message };
}
