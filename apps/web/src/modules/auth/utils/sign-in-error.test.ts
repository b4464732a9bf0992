import { describe, expect, it } from 'vitest';
import { createGraphqlFailure } from '../../graphql/utils/graphql-result';
import { WRONG_CREDENTIALS_MESSAGE, readSignInErrorMessage } from './sign-in-error';

describe('login error message', () => {
  it('says the same thing for an unknown e-mail and a wrong password', () => {
    expect(
      readSignInErrorMessage(createGraphqlFailure('UNAUTHENTICATED', '비밀번호가 틀렸습니다.')),
    ).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(readSignInErrorMessage(createGraphqlFailure('NOT_FOUND', '없는 회원입니다.'))).toBe(
      WRONG_CREDENTIALS_MESSAGE,
    );
  });

  it("keeps the API's message for other failures, such as a suspended account", () => {
    expect(
      readSignInErrorMessage(createGraphqlFailure('FORBIDDEN', '이용이 정지된 계정입니다.')),
    ).toBe('이용이 정지된 계정입니다.');
  });
});
