import { describe, expect, it } from 'vitest';
import { createGraphqlFailure } from '../../graphql/utils/graphql-result';
import { PHONE_NOT_VERIFIED_MESSAGE, describeRecoveryFailure } from './recovery-failure';

describe('describeRecoveryFailure', () => {
  it('asks for a new code when the verification is no longer accepted', () => {
    expect(
      describeRecoveryFailure(createGraphqlFailure('BAD_USER_INPUT', PHONE_NOT_VERIFIED_MESSAGE)),
    ).toEqual({ message: PHONE_NOT_VERIFIED_MESSAGE, mustVerifyAgain: true });
  });

  it('keeps the verification when no account matches or a rule fails', () => {
    for (const failure of [
      createGraphqlFailure('NOT_FOUND', '입력하신 정보와 일치하는 계정이 없습니다.'),
      createGraphqlFailure('BAD_USER_INPUT', '비밀번호는 8자 이상이어야 합니다.'),
    ]) {
      expect(describeRecoveryFailure(failure)).toEqual({
        message: failure.message,
        mustVerifyAgain: false,
      });
    }
  });
});
