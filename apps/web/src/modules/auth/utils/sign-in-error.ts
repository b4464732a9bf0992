import { NETWORK_ERROR_CODE, type GraphqlFailure } from '../../graphql/utils/graphql-result';

export const WRONG_CREDENTIALS_MESSAGE =
  '이메일 또는 비밀번호가 올바르지 않습니다. 다시 확인해 주세요.';

/**
 * What the login form says when signIn fails. Wrong credentials get one fixed sentence that does
 * not reveal whether the e-mail exists; other failures keep the API's Korean message.
 */
export function readSignInErrorMessage(failure: GraphqlFailure): string {
  if (
    failure.code === 'UNAUTHENTICATED' ||
    failure.code === 'BAD_USER_INPUT' ||
    failure.code === 'NOT_FOUND'
  ) {
    return WRONG_CREDENTIALS_MESSAGE;
  }
  if (failure.code === NETWORK_ERROR_CODE) return failure.message;
  return failure.message || '로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
}
