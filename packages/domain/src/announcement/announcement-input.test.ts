import { describe, expect, it } from 'vitest';
import { firstZodMessage } from '../validation/zod-error';
import {
  announcementDateSchema,
  announcementDraftInputSchema,
  announcementPublishInputSchema,
} from './announcement-input';
import { ANNOUNCEMENT_CATEGORIES_MAX } from './announcement-limits';

const validPublish = {
  categories__ids: ['11'],
  type: 'ALL',
  workType: 'NEW_WORK',
  orderType: 'PRIVATE',
  fieldInfo: 'RESIDENCE',
  sigungu: '서울특별시 강남구',
  address: '서울특별시 강남구 테헤란로 1',
  workScope: 'ALL',
  servicePriceType: 'WRITE',
  servicePrice: 12_000_000,
  description: '욕실 타일 전체 교체 공사입니다.',
  publisherName: '김공사',
  emergencyContact: '010-1234-5678',
  postingDay: 7,
};

function publishIssue(input: Record<string, unknown>) {
  const result = announcementPublishInputSchema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: issue.message } : undefined;
}

describe('announcementDraftInputSchema', () => {
  it('accepts an empty draft', () => {
    expect(announcementDraftInputSchema.parse({})).toEqual({});
  });

  it('keeps null as "not answered" and omitted as omitted', () => {
    expect(announcementDraftInputSchema.parse({ hasLicense: null, step: 3 })).toEqual({
      hasLicense: null,
      step: 3,
    });
  });

  it('still checks each present field', () => {
    expect(firstZodMessage(announcementDraftInputSchema.safeParse({ workType: 'X' }).error)).toBe(
      '공사 종류를 선택해 주세요.',
    );
    expect(
      firstZodMessage(
        announcementDraftInputSchema.safeParse({ description: 'a'.repeat(3001) }).error,
      ),
    ).toBe('공사 내용은 3000자 이하로 입력해 주세요.');
    expect(
      firstZodMessage(
        announcementDraftInputSchema.safeParse({ categories__ids: ['1', '2', '3', '4', '5', '6'] })
          .error,
      ),
    ).toBe(`업종은 최대 ${ANNOUNCEMENT_CATEGORIES_MAX}개까지 선택할 수 있습니다.`);
    expect(firstZodMessage(announcementDraftInputSchema.safeParse({ step: 9 }).error)).toBe(
      '단계가 올바르지 않습니다.',
    );
    expect(firstZodMessage(announcementDraftInputSchema.safeParse({ postingDay: 8 }).error)).toBe(
      '게시 기간은 1~7일 또는 30일 중에서 선택해 주세요.',
    );
  });

  it('refuses the same file as an image and as an attachment', () => {
    const result = announcementDraftInputSchema.safeParse({
      images__ids: ['7', '8'],
      files__ids: ['9', '8'],
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['files__ids'],
      message: '같은 파일을 이미지와 첨부 파일에 함께 넣을 수 없습니다.',
    });
    expect(
      announcementDraftInputSchema.safeParse({ images__ids: ['7'], files__ids: ['9'] }).success,
    ).toBe(true);
  });

  it('does not require the other half of a pair while drafting', () => {
    expect(announcementDraftInputSchema.safeParse({ workType: 'ETC' }).success).toBe(true);
    expect(announcementDraftInputSchema.safeParse({ servicePriceType: 'WRITE' }).success).toBe(
      true,
    );
  });
});

describe('announcementPublishInputSchema', () => {
  it('normalises a complete request', () => {
    const output = announcementPublishInputSchema.parse({
      ...validPublish,
      images__ids: ['5', '6'],
      invitationProfileId: '99',
      step: 8,
    });
    expect(output).toMatchObject({
      categoryIds: ['11'],
      emergencyContact: '01012345678',
      servicePrice: 12_000_000,
      mainImageId: '5',
      hasLicense: null,
      isEmergency: false,
      workStartSoon: false,
      postingDay: 7,
    });
    expect(output).not.toHaveProperty('invitationProfileId');
  });

  it.each([
    ['categories__ids', '업종을 1개 이상 선택해 주세요.', []],
    ['description', '공사 내용은 10자 이상 입력해 주세요.', '짧은 글'],
    ['publisherName', '작성자 이름은 2자 이상 입력해 주세요.', '김'],
    ['publisherName', '작성자 이름은 20자 이하로 입력해 주세요.', '가'.repeat(21)],
    ['emergencyContact', '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)', '123'],
    ['postingDay', '게시 기간은 1~7일 또는 30일 중에서 선택해 주세요.', 10],
  ])('rejects a bad %s', (path, message, value) => {
    expect(publishIssue({ ...validPublish, [path]: value })).toEqual({ path, message });
  });

  it.each([
    'categories__ids',
    'type',
    'workType',
    'orderType',
    'fieldInfo',
    'sigungu',
    'address',
    'workScope',
    'servicePriceType',
    'description',
    'publisherName',
    'emergencyContact',
    'postingDay',
  ])('requires %s', (path) => {
    const { [path as keyof typeof validPublish]: _omitted, ...rest } = validPublish;
    expect(publishIssue(rest)?.path).toBe(path);
  });

  it.each([
    ['workType', 'workTypeEtc', '기타 공사 종류를 입력해 주세요.'],
    ['fieldInfo', 'fieldInfoEtc', '기타 시설 분야를 입력해 주세요.'],
    ['workScope', 'workScopeEtc', '기타 공사 범위를 입력해 주세요.'],
  ])('requires the text when %s is ETC', (field, etcField, message) => {
    expect(publishIssue({ ...validPublish, [field]: 'ETC' })).toEqual({ path: etcField, message });
    expect(
      announcementPublishInputSchema.parse({ ...validPublish, [field]: 'ETC', [etcField]: '창고' }),
    ).toMatchObject({ [etcField]: '창고' });
  });

  it('drops an 기타 text when the choice is not ETC', () => {
    expect(
      announcementPublishInputSchema.parse({ ...validPublish, workTypeEtc: '남은 글' }).workTypeEtc,
    ).toBeNull();
  });

  it.each(['WRITE', 'OVER_10000', 'NURI_AGENCY'])('needs an amount for %s', (servicePriceType) => {
    expect(publishIssue({ ...validPublish, servicePriceType, servicePrice: null })).toEqual({
      path: 'servicePrice',
      message: '금액을 입력해 주세요.',
    });
  });

  it('refuses zero or fractional amounts', () => {
    expect(publishIssue({ ...validPublish, servicePrice: 0 })?.message).toBe(
      '금액은 1원 이상 입력해 주세요.',
    );
    expect(publishIssue({ ...validPublish, servicePrice: 1.5 })?.message).toBe(
      '금액은 원 단위 정수로 입력해 주세요.',
    );
  });

  it('stores no amount for a band', () => {
    expect(
      announcementPublishInputSchema.parse({
        ...validPublish,
        servicePriceType: 'LESSTHEN_500',
        servicePrice: 3_000_000,
      }).servicePrice,
    ).toBeNull();
  });

  it('needs an ordered daily-work term for DAILY_WORK only', () => {
    const daily = { ...validPublish, servicePriceType: 'DAILY_WORK', servicePrice: null };
    expect(publishIssue(daily)?.path).toBe('dailyWorkTermStart');
    expect(
      publishIssue({ ...daily, dailyWorkTermStart: '2026-12-10', dailyWorkTermEnd: '2026-12-01' }),
    ).toEqual({ path: 'dailyWorkTermEnd', message: '작업 종료일은 시작일 이후로 선택해 주세요.' });
    expect(
      announcementPublishInputSchema.parse({
        ...daily,
        dailyWorkTermStart: '2026-12-01',
        dailyWorkTermEnd: '2026-12-01',
      }),
    ).toMatchObject({ dailyWorkTermStart: '2026-12-01', dailyWorkTermEnd: '2026-12-01' });
    expect(
      announcementPublishInputSchema.parse({ ...validPublish, dailyWorkTermStart: '2026-12-01' })
        .dailyWorkTermStart,
    ).toBeNull();
  });

  it('requires the main image to be one of the images', () => {
    expect(publishIssue({ ...validPublish, images__ids: ['1'], mainImage__id: '2' })).toEqual({
      path: 'mainImage__id',
      message: '대표 이미지는 첨부한 이미지 중에서 선택해 주세요.',
    });
  });

  it('refuses the same file as an image and as an attachment', () => {
    expect(publishIssue({ ...validPublish, images__ids: ['3'], files__ids: [3] })).toEqual({
      path: 'files__ids',
      message: '같은 파일을 이미지와 첨부 파일에 함께 넣을 수 없습니다.',
    });
  });

  it('limits images and files', () => {
    expect(
      publishIssue({
        ...validPublish,
        images__ids: Array.from({ length: 11 }, (_, i) => `${i + 1}`),
      })?.message,
    ).toBe('이미지는 최대 10개까지 첨부할 수 있습니다.');
    expect(
      publishIssue({ ...validPublish, files__ids: ['1', '2', '3', '4', '5', '6'] })?.message,
    ).toBe('파일은 최대 5개까지 첨부할 수 있습니다.');
  });
});

describe('announcementDateSchema', () => {
  it('keeps a calendar date', () => {
    expect(announcementDateSchema.parse('2026-02-28')).toBe('2026-02-28');
  });

  it('reads an ISO date-time in Korean time', () => {
    expect(announcementDateSchema.parse('2026-11-21T15:00:00.000Z')).toBe('2026-11-22');
  });

  it.each(['2026-02-30', '내일', '2026/01/01'])('rejects %j', (value) => {
    expect(firstZodMessage(announcementDateSchema.safeParse(value).error)).toBe(
      '올바른 날짜를 입력해 주세요.',
    );
  });
});
