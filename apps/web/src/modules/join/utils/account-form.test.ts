import { describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN_MESSAGE,
  EMPTY_ACCOUNT_FIELDS,
  PHONE_NOT_VERIFIED_MESSAGE,
  findFirstErrorField,
  toJoinAccount,
  type AccountFields,
} from './account-form';
import { validateAccountFields } from './account-validation';

const FILLED: AccountFields = {
  email: 'New@Gongsa.test',
  password: 'gongsa1234!',
  passwordConfirm: 'gongsa1234!',
  name: ' 홍길동 ',
  nickname: '길동이',
  phone: '010-1234-5678',
};
const VERIFIED = { requestId: 'req-1', phoneNumber: '01012345678' };

describe('validateAccountFields', () => {
  it('accepts a complete, verified form', () => {
    expect(
      validateAccountFields(FILLED, {
        isSocial: false,
        emailCheck: 'available',
        verification: VERIFIED,
      }),
    ).toEqual({});
  });

  it('names every missing field in Korean', () => {
    const errors = validateAccountFields(EMPTY_ACCOUNT_FIELDS, {
      isSocial: false,
      emailCheck: 'idle',
      verification: null,
    });
    expect(errors).toEqual({
      email: '이메일을 입력해 주세요.',
      password: '비밀번호를 입력해 주세요.',
      passwordConfirm: '비밀번호를 한 번 더 입력해 주세요.',
      name: '이름을 입력해 주세요.',
      nickname: '닉네임을 입력해 주세요.',
      phone: '전화번호를 입력해 주세요.',
    });
    expect(findFirstErrorField(errors)).toBe('email');
  });

  it('reports a taken email, a weak password, a mismatch and a long nickname', () => {
    const errors = validateAccountFields(
      {
        ...FILLED,
        password: 'abcdefgh',
        passwordConfirm: 'abcdefgx',
        nickname: '아주긴닉네임입니다',
      },
      { isSocial: false, emailCheck: 'taken', verification: VERIFIED },
    );
    expect(errors.email).toBe(EMAIL_TAKEN_MESSAGE);
    expect(errors.password).toBe('비밀번호에 숫자를 1자 이상 포함해 주세요.');
    expect(errors.passwordConfirm).toBe('비밀번호가 일치하지 않습니다.');
    expect(errors.nickname).toBe('닉네임은 8자 이하로 입력해 주세요.');
  });

  it('asks for the phone code when the verified number is not the typed one', () => {
    const errors = validateAccountFields(
      { ...FILLED, phone: '010-9999-0000' },
      { isSocial: false, emailCheck: 'available', verification: VERIFIED },
    );
    expect(errors).toEqual({ phone: PHONE_NOT_VERIFIED_MESSAGE });
  });

  it('skips email and password for a Kakao/Naver sign-up', () => {
    expect(
      validateAccountFields(
        { ...FILLED, email: '', password: '', passwordConfirm: '' },
        { isSocial: true, emailCheck: 'idle', verification: VERIFIED },
      ),
    ).toEqual({});
  });
});

describe('toJoinAccount', () => {
  it('stores trimmed values and the verified number', () => {
    expect(toJoinAccount(FILLED, VERIFIED, false)).toEqual({
      step: 2,
      email: 'new@gongsa.test',
      password: 'gongsa1234!',
      name: '홍길동',
      nickname: '길동이',
      phoneNumber: '01012345678',
      requestId: 'req-1',
    });
  });

  it('keeps no email or password in social mode', () => {
    const account = toJoinAccount(FILLED, VERIFIED, true);
    expect(account.email).toBeNull();
    expect(account.password).toBeNull();
  });
});
