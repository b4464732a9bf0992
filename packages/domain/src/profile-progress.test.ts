import { describe, expect, it } from 'vitest';
import {
  computeProfileCreationRate,
  computeProfileProgress,
  getProfileFieldWeight,
  isProfileCompleted,
  listMissingProfileFields,
  listProfileFieldsToFill,
  PROFILE_PROGRESS_FIELDS,
  type ProfileProgressFields,
} from './profile-progress';

const FULL_COMPANY: ProfileProgressFields = {
  companyName: '대한건설',
  ownerName: '김대한',
  businessNumber: '1208147521',
  companyCode: '1101111234567',
  companyType: '주식회사',
  mainBusiness: '철근콘크리트 공사',
  createdDay: '2010-03-02',
  staffCount: 0,
  description: '믿을 수 있는 시공',
  phoneNumber: '0212345678',
  email: 'info@daehan.test',
  managerName: '이담당',
  managerPhoneNumber: '01012345678',
  mainBusinessPrice: 0,
  isTaxBillIssue: false,
  isRentLedgerSubmitPossible: false,
  mainCategoryId: 3,
  categoryIds: [3],
  licenses: [{ licenseId: 1 }],
  phones: [{ phoneNumber: '0212345678' }],
  addresses: [{ address: '서울특별시 강남구 테헤란로 1' }],
  logoImgId: 9,
};

describe('computeProfileProgress', () => {
  it('gives a complete corporation 90 without a portfolio and 100 with one', () => {
    expect(computeProfileProgress('CORPORATION', FULL_COMPANY, false)).toBe(90);
    expect(computeProfileProgress('CORPORATION', FULL_COMPANY, true)).toBe(100);
  });

  it('adds 15 for an engineer and 10 for the other types when a portfolio exists', () => {
    expect(computeProfileProgress('ENGINEER', {}, true)).toBe(15);
    expect(computeProfileProgress('CONSUMER', {}, true)).toBe(10);
    expect(computeProfileProgress('PRIVATE_BUSINESS', {}, true)).toBe(10);
    expect(computeProfileProgress('ENGINEER', {}, false)).toBe(0);
  });

  it('grows as fields are filled, and counts 0 and false as answers but not blanks', () => {
    const few = computeProfileProgress('CONSUMER', { ownerName: '홍길동' }, false);
    const more = computeProfileProgress(
      'CONSUMER',
      { ownerName: '홍길동', phoneNumber: '01012345678', categoryIds: [1] },
      false,
    );
    expect(few).toBe(15);
    expect(more).toBe(45);
    expect(computeProfileProgress('CONSUMER', { ownerName: '  ', categoryIds: [] }, false)).toBe(0);
    expect(
      computeProfileCreationRate('CORPORATION', { staffCount: 0, isTaxBillIssue: false }),
    ).toBe(Math.round((2 / PROFILE_PROGRESS_FIELDS.CORPORATION.length) * 100));
  });

  it('does not count 법인등록번호 for a private business', () => {
    const { companyCode: _companyCode, ...withoutCode } = FULL_COMPANY;
    expect(computeProfileCreationRate('PRIVATE_BUSINESS', withoutCode)).toBe(100);
    expect(computeProfileCreationRate('CORPORATION', withoutCode)).toBeLessThan(100);
  });
});

describe('isProfileCompleted', () => {
  it('needs the basic company fields, accepting phones instead of one number', () => {
    expect(isProfileCompleted('CORPORATION', FULL_COMPANY)).toBe(true);
    expect(isProfileCompleted('CORPORATION', { ...FULL_COMPANY, phoneNumber: null })).toBe(true);
    expect(
      listMissingProfileFields('CORPORATION', { companyName: '대한건설', ownerName: '김대한' }),
    ).toEqual(['사업자등록번호', '전화번호', '주소', '업종']);
  });

  it('asks a consumer for a name and a phone number only', () => {
    expect(isProfileCompleted('CONSUMER', { ownerName: '홍길동' })).toBe(false);
    expect(
      isProfileCompleted('CONSUMER', { ownerName: '홍길동', phoneNumber: '01012345678' }),
    ).toBe(true);
  });

  it('asks an engineer for name, phone, address and trade', () => {
    expect(listMissingProfileFields('ENGINEER', { ownerName: '박기술' })).toEqual([
      '전화번호',
      '주소',
      '업종',
    ]);
  });
});

describe('listProfileFieldsToFill', () => {
  it('puts the missing basics first, then the other blank fields in the ring order', () => {
    expect(
      listProfileFieldsToFill('CORPORATION', {
        companyName: '(주)새건설',
        ownerName: '박대표',
        businessNumber: '1234500003',
      }),
    ).toEqual([
      'phoneNumber',
      'addresses',
      'categoryIds',
      'companyType',
      'mainBusiness',
      'createdDay',
      'staffCount',
      'description',
      'email',
      'managerName',
      'managerPhoneNumber',
      'mainBusinessPrice',
      'isTaxBillIssue',
      'isRentLedgerSubmitPossible',
      'mainCategoryId',
      'licenses',
      'phones',
      'logoImgId',
      'companyCode',
    ]);
  });

  it('leaves out what a consumer gave at sign-up', () => {
    expect(
      listProfileFieldsToFill('CONSUMER', { ownerName: '최소비', phoneNumber: '01050000101' }),
    ).toEqual(['email', 'description', 'categoryIds', 'logoImgId']);
  });
});

describe('getProfileFieldWeight', () => {
  it('shares the ring without the portfolio bonus equally between the fields', () => {
    expect(getProfileFieldWeight('CONSUMER')).toBe(15);
    expect(Math.round(getProfileFieldWeight('CORPORATION'))).toBe(4);
    expect(Math.round(getProfileFieldWeight('ENGINEER'))).toBe(7);
  });
});
