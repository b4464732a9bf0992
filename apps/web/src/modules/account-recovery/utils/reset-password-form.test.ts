import { describe, expect, it } from 'vitest';
import { validateResetPasswordFields } from './reset-password-form';

const VALID = {
  email: 'owner@gongsa.test',
  password: 'new-pass!2027',
  passwordConfirm: 'new-pass!2027',
  isPhoneVerified: true,
};

describe('validateResetPasswordFields', () => {
  it('accepts a complete form', () => {
    expect(validateResetPasswordFields(VALID)).toEqual({});
  });

  it('names every field that needs attention, in Korean', () => {
    expect(
      validateResetPasswordFields({
        email: 'not-an-email',
        password: 'short',
        passwordConfirm: 'other',
        isPhoneVerified: false,
      }),
    ).toEqual({
      email: '올바른 이메일 주소를 입력해 주세요.',
      phone: '휴대폰 인증을 완료해 주세요.',
      password: '비밀번호는 8자 이상이어야 합니다.',
      passwordConfirm: '비밀번호가 일치하지 않습니다.',
    });
    expect(validateResetPasswordFields({ ...VALID, passwordConfirm: '' }).passwordConfirm).toBe(
      '비밀번호를 한 번 더 입력해 주세요.',
    );
  });
});
