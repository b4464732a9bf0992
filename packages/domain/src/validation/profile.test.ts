import { describe, expect, it } from 'vitest';
import {
  companyProfileSchema,
  consumerProfileSchema,
  createFoundedDateSchema,
  engineerProfileSchema,
  settleAccountDaySchema,
  updateMeSchema,
} from './profile';

const BASE_COMPANY = {
  businessNumber: '120-81-47521',
  companyName: '대한건설',
  ownerName: '김대한',
};

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.error?.issues[0];
}

describe('companyProfileSchema', () => {
  it('accepts the minimum, turns blanks into null and empty lists into []', () => {
    const data = companyProfileSchema.parse({
      ...BASE_COMPANY,
      companyCode: '',
      faxNumber: '  ',
      homepageUrl: null,
    });
    expect(data).toMatchObject({
      businessNumber: '1208147521',
      companyCode: null,
      faxNumber: null,
      homepageUrl: null,
      phones: [],
      addresses: [],
      categoryIds: [],
      licenses: [],
      stockholders: [],
      smsLinks: [],
    });
  });

  it('normalises numbers and ids and marks exactly one main phone and address', () => {
    const data = companyProfileSchema.parse({
      ...BASE_COMPANY,
      companyCode: '110111-1234567',
      phones: [
        { phoneNumber: '02-123-4567', isFirst: false },
        { phoneNumber: '010-1234-5678', isFirst: true },
      ],
      addresses: [{ address: '서울특별시 강남구 테헤란로 1', sigungu: '강남구' }],
      categoryIds: ['3', '3', '5'],
      mainCategoryId: '3',
      createdDay: '2010.03.02',
      settleAccountDay: '1231',
    });
    expect(data.companyCode).toBe('1101111234567');
    expect(data.phones).toEqual([
      { phoneNumber: '021234567', isFirst: false },
      { phoneNumber: '01012345678', isFirst: true },
    ]);
    expect(data.addresses[0]?.isFirst).toBe(true);
    expect(data.categoryIds).toEqual([3, 5]);
    expect(data.mainCategoryId).toBe(3);
    expect(data.createdDay).toBe('2010-03-02');
    expect(data.settleAccountDay).toBe('12-31');
  });

  it('points at the bad entry of a list with a Korean message', () => {
    const result = companyProfileSchema.safeParse({
      ...BASE_COMPANY,
      phones: [{ phoneNumber: '010-1234-5678' }, { phoneNumber: '12345' }],
    });
    expect(firstIssue(result)).toMatchObject({
      path: ['phones', 1, 'phoneNumber'],
      message: '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)',
    });
  });

  it('requires the business number, company name and owner name', () => {
    expect(
      firstIssue(companyProfileSchema.safeParse({ ...BASE_COMPANY, companyName: ' ' }))?.message,
    ).toBe('상호명을 입력해 주세요.');
    expect(
      firstIssue(companyProfileSchema.safeParse({ ...BASE_COMPANY, businessNumber: '1208147522' }))
        ?.message,
    ).toBe('유효하지 않은 사업자등록번호입니다.');
  });

  it('rejects stakes over 100% in total, duplicate licences and bad ids', () => {
    expect(
      firstIssue(
        companyProfileSchema.safeParse({
          ...BASE_COMPANY,
          stockholders: [
            { name: '김대한', rate: 60 },
            { name: '이민국', rate: 50 },
          ],
        }),
      )?.message,
    ).toBe('주주 지분율의 합은 100%를 넘을 수 없습니다.');
    expect(
      firstIssue(
        companyProfileSchema.safeParse({
          ...BASE_COMPANY,
          licenses: [{ licenseId: '1' }, { licenseId: 1 }],
        }),
      )?.message,
    ).toBe('같은 면허가 두 번 입력되었습니다.');
    expect(
      firstIssue(companyProfileSchema.safeParse({ ...BASE_COMPANY, categoryIds: ['abc'] }))
        ?.message,
    ).toBe('업종 정보가 올바르지 않습니다.');
  });

  it('rejects a founding date in the future and an impossible 결산일', () => {
    const schema = createFoundedDateSchema(() => new Date('2026-11-21T00:00:00Z'));
    expect(schema.parse('2026-11-21')).toBe('2026-11-21');
    expect(firstIssue(schema.safeParse('2026-11-22'))?.message).toBe(
      '설립일은 오늘 이후 날짜일 수 없습니다.',
    );
    expect(firstIssue(settleAccountDaySchema.safeParse('02-30'))?.message).toBe(
      '결산일을 MM-DD 형식으로 입력해 주세요. (예: 12-31)',
    );
  });
});

describe('engineerProfileSchema and consumerProfileSchema', () => {
  it('lets an engineer leave the business number and company name empty', () => {
    const data = engineerProfileSchema.parse({ ownerName: '박기술' });
    expect(data).toMatchObject({ ownerName: '박기술', businessNumber: null, companyName: null });
    expect('companyCode' in data).toBe(false);
  });

  it('needs a consumer name', () => {
    expect(firstIssue(consumerProfileSchema.safeParse({}))?.message).toBe('이름을 입력해 주세요.');
    expect(
      consumerProfileSchema.parse({ ownerName: '홍길동', email: 'Hong@Example.com' }).email,
    ).toBe('hong@example.com');
  });
});

describe('updateMeSchema', () => {
  it('leaves omitted fields undefined and keeps null for the avatar', () => {
    expect(updateMeSchema.parse({ avatarId: null })).toEqual({
      avatarId: null,
      requestId: undefined,
      notificationSetting: undefined,
      allow: undefined,
    });
  });

  it('applies the nickname rule', () => {
    expect(firstIssue(updateMeSchema.safeParse({ nickname: '가' }))?.message).toBe(
      '닉네임은 2자 이상 입력해 주세요.',
    );
    expect(firstIssue(updateMeSchema.safeParse({ nickname: '닉네임!' }))?.message).toBe(
      '닉네임은 한글, 영문, 숫자만 사용할 수 있습니다.',
    );
  });

  it('keeps an explicit null location range (nationwide) apart from an omitted one', () => {
    const data = updateMeSchema.parse({
      notificationSetting: { marketing: true, chat: null, locationRange: null },
    });
    expect(data.notificationSetting).toEqual({
      marketing: true,
      keyword: undefined,
      notice: undefined,
      chat: undefined,
      follow: undefined,
      communityPost: undefined,
      communityCommend: undefined,
      locationRange: null,
    });
  });

  it('takes only the fixed distances or nationwide, and at most 30 trades', () => {
    expect(
      updateMeSchema.parse({ notificationSetting: { locationRange: 50 } }).notificationSetting
        ?.locationRange,
    ).toBe(50);
    expect(
      firstIssue(updateMeSchema.safeParse({ notificationSetting: { locationRange: 20 } }))?.message,
    ).toBe('알림 받을 거리는 10km, 30km, 50km, 100km 또는 전국 중에서 골라 주세요.');
    const tooMany = Array.from({ length: 31 }, (_, index) => String(index + 1));
    expect(
      firstIssue(updateMeSchema.safeParse({ notificationSetting: { categoryRange: tooMany } }))
        ?.message,
    ).toBe('알림 업종은 최대 30개까지 선택할 수 있습니다.');
  });
});
