import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE_FIELDS,
  formatBusinessNumberInput,
  readCompleteBusinessNumber,
  toSignUpProfile,
} from './profile-form';
import { validateProfileFields } from './profile-validation';

const BUSINESS = { companyName: ' 공사건설 ', ownerName: '김대표', businessNumber: '123-45-00003' };

describe('validateProfileFields', () => {
  it('asks for a type first', () => {
    expect(validateProfileFields(null, EMPTY_PROFILE_FIELDS)).toEqual({
      type: '회원 유형을 선택해 주세요.',
    });
  });

  it('needs the business facts for 법인 and 개인 사업자', () => {
    expect(validateProfileFields('CORPORATION', EMPTY_PROFILE_FIELDS)).toEqual({
      companyName: '상호명을 입력해 주세요.',
      ownerName: '대표자명을 입력해 주세요.',
      businessNumber: '사업자등록번호를 입력해 주세요.',
    });
    expect(validateProfileFields('PRIVATE_BUSINESS', BUSINESS)).toEqual({});
  });

  it('refuses a number with a wrong check digit', () => {
    expect(
      validateProfileFields('CORPORATION', { ...BUSINESS, businessNumber: '123-45-00004' })
        .businessNumber,
    ).toBe('유효하지 않은 사업자등록번호입니다.');
  });

  it('needs nothing more for 기술자 and 일반 소비자', () => {
    expect(validateProfileFields('ENGINEER', EMPTY_PROFILE_FIELDS)).toEqual({});
    expect(validateProfileFields('CONSUMER', EMPTY_PROFILE_FIELDS)).toEqual({});
  });
});

describe('toSignUpProfile', () => {
  it('sends trimmed business facts and the digits of the number', () => {
    expect(toSignUpProfile('CORPORATION', BUSINESS)).toEqual({
      type: 'CORPORATION',
      companyName: '공사건설',
      ownerName: '김대표',
      businessNumber: '1234500003',
    });
  });

  it('sends only the type for the other profiles, whatever was typed before switching', () => {
    expect(toSignUpProfile('CONSUMER', BUSINESS)).toEqual({ type: 'CONSUMER' });
  });
});

describe('readCompleteBusinessNumber', () => {
  it('gives the digits of a complete, valid number only', () => {
    expect(readCompleteBusinessNumber('123-45-00018')).toBe('1234500018');
    expect(readCompleteBusinessNumber('123-45-0001')).toBeNull();
    expect(readCompleteBusinessNumber('123-45-00019')).toBeNull();
  });
});

describe('formatBusinessNumberInput', () => {
  it.each([
    ['123', '123'],
    ['1234', '123-4'],
    ['12345', '123-45'],
    ['123456', '123-45-6'],
    ['1234500003', '123-45-00003'],
    ['123-45-000039', '123-45-00003'],
  ])('formats %s as %s', (raw, expected) => {
    expect(formatBusinessNumberInput(raw)).toBe(expected);
  });
});
