import { describe, expect, it } from 'vitest';
import { createGraphqlFailure } from '../../graphql/utils/graphql-result';
import { classifySignUpError, readJoinReturnReason } from './sign-up-error';

describe('classifySignUpError', () => {
  it('sends an expired or spent phone verification back to step 2', () => {
    const failure = createGraphqlFailure(
      'BAD_USER_INPUT',
      '휴대폰 인증이 확인되지 않았거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
    );
    expect(classifySignUpError(failure).kind).toBe('retry-phone');
  });

  it('sends a taken email back to step 2', () => {
    expect(
      classifySignUpError(createGraphqlFailure('CONFLICT', '이미 가입된 이메일입니다.')),
    ).toEqual({ kind: 'retry-email', message: '이미 가입된 이메일입니다.' });
  });

  it('shows an already registered Kakao/Naver account where it happened', () => {
    const failure = createGraphqlFailure('CONFLICT', '이미 가입된 카카오 계정입니다.');
    expect(classifySignUpError(failure, { isSocial: true }).kind).toBe('show');
  });

  it('shows other errors where they happened', () => {
    expect(
      classifySignUpError(
        createGraphqlFailure('BAD_USER_INPUT', '유효하지 않은 사업자등록번호입니다.'),
      ),
    ).toEqual({ kind: 'show', message: '유효하지 않은 사업자등록번호입니다.' });
  });
});

describe('readJoinReturnReason', () => {
  it('accepts only the known reasons', () => {
    expect(readJoinReturnReason('phone')).toBe('phone');
    expect(readJoinReturnReason('email')).toBe('email');
    expect(readJoinReturnReason('other')).toBeNull();
    expect(readJoinReturnReason(null)).toBeNull();
  });
});
