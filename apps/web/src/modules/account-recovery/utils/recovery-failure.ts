import type { GraphqlFailure } from '../../graphql/utils/graphql-result';

/** The API's answer when the requestId is spent, stale or for another number. */
export const PHONE_NOT_VERIFIED_MESSAGE =
  '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.';
export const PHONE_REQUIRED_MESSAGE = '휴대폰 인증을 완료해 주세요.';

export type RecoveryFailure = { message: string; mustVerifyAgain: boolean };

/**
 * What the page shows for a failed find-email or reset call. A verification the API no longer
 * accepts has to be done again, so the phone field starts over; any other error (no matching
 * account, a rule the server enforces) leaves the verification in place, because the API only
 * spends it on success.
 */
export function describeRecoveryFailure(failure: GraphqlFailure): RecoveryFailure {
  const mustVerifyAgain =
    failure.code === 'BAD_USER_INPUT' && failure.message === PHONE_NOT_VERIFIED_MESSAGE;
  return { message: failure.message, mustVerifyAgain };
}
