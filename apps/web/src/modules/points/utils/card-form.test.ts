import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, keepDigits } from './card-form';
import { validateCardForm } from './card-validation';

describe('card number input', () => {
  it('groups the digits 4-4-4-4 as they are typed', () => {
    expect(formatCardNumberInput('4')).toBe('4');
    expect(formatCardNumberInput('4111')).toBe('4111');
    expect(formatCardNumberInput('41111')).toBe('4111-1');
    expect(formatCardNumberInput('4111 1111 1111 1111')).toBe('4111-1111-1111-1111');
  });

  it('keeps digits only, at most 16', () => {
    expect(formatCardNumberInput('4111-1111-1111-1111-999')).toBe('4111-1111-1111-1111');
    expect(formatCardNumberInput('abc')).toBe('');
  });

  it('keeps the digits of the other fields', () => {
    expect(keepDigits('90-01-01', 10)).toBe('900101');
    expect(keepDigits('123', 2)).toBe('12');
  });
});

describe('card form validation (the API schema)', () => {
  const VALID = {
    cardNumber: '4111-1111-1111-1111',
    expiry: '12/99',
    idNo: '900101',
    cardPassword: '12',
  };

  it('accepts a valid card as typed', () => {
    expect(validateCardForm(VALID)).toEqual({});
  });

  it('gives each wrong field its first Korean message', () => {
    expect(
      validateCardForm({
        cardNumber: '4111-1111-1111-1112',
        expiry: '',
        idNo: '9001',
        cardPassword: '1',
      }),
    ).toEqual({
      cardNumber: '카드 번호를 다시 확인해 주세요.',
      expiry: '카드 유효기간을 입력해 주세요.',
      idNo: '생년월일 6자리 또는 사업자등록번호 10자리를 입력해 주세요.',
      cardPassword: '카드 비밀번호 앞 2자리를 입력해 주세요.',
    });
  });

  it('refuses an expired card', () => {
    expect(validateCardForm({ ...VALID, expiry: '01/20' })).toEqual({
      expiry: '유효기간이 지난 카드입니다.',
    });
  });
});
