import { describe, expect, it } from 'vitest';
import { firstZodMessage } from '../validation/zod-error';
import { announcementApplyInputSchema } from './apply-input';
import { ESTIMATE_FILES_MAX, canProfileTypeApply } from './apply-rules';

const valid = {
  managerName: '김담당',
  phoneNumber: '010-1234-5678',
  estimatedAmount: 12_000_000,
};

function messageFor(input: Record<string, unknown>): string {
  return firstZodMessage(announcementApplyInputSchema.safeParse({ ...valid, ...input }).error);
}

describe('announcementApplyInputSchema', () => {
  it('normalises a valid apply', () => {
    expect(announcementApplyInputSchema.parse({ ...valid, managerName: ' 김담당 ' })).toEqual({
      managerName: '김담당',
      phoneNumber: '01012345678',
      estimatedAmount: 12_000_000,
      estimateFiles__ids: [],
    });
  });

  it('accepts a form amount with thousands separators', () => {
    expect(
      announcementApplyInputSchema.parse({ ...valid, estimatedAmount: '12,000,000' })
        .estimatedAmount,
    ).toBe(12_000_000);
  });

  it('accepts the amount bounds', () => {
    expect(announcementApplyInputSchema.safeParse({ ...valid, estimatedAmount: 1 }).success).toBe(
      true,
    );
    expect(
      announcementApplyInputSchema.safeParse({ ...valid, estimatedAmount: 1_000_000_000_000 })
        .success,
    ).toBe(true);
  });

  it.each([
    [0, '견적 금액은 1원 이상이어야 합니다.'],
    [-5, '견적 금액은 1원 이상이어야 합니다.'],
    [1000.5, '견적 금액은 원 단위 정수로 입력해 주세요.'],
    [1_000_000_000_001, '견적 금액이 너무 큽니다.'],
    ['', '견적 금액을 입력해 주세요.'],
    ['12만', '견적 금액을 입력해 주세요.'],
    [undefined, '견적 금액을 입력해 주세요.'],
  ])('rejects the amount %j', (estimatedAmount, message) => {
    expect(messageFor({ estimatedAmount })).toBe(message);
  });

  it.each([
    ['', '담당자 이름을 입력해 주세요.'],
    ['  ', '담당자 이름을 입력해 주세요.'],
    ['김', '담당자 이름은 2자 이상 입력해 주세요.'],
    ['가'.repeat(21), '담당자 이름은 20자 이하로 입력해 주세요.'],
  ])('rejects the manager name %j', (managerName, message) => {
    expect(messageFor({ managerName })).toBe(message);
  });

  it('accepts a 20-character manager name', () => {
    expect(
      announcementApplyInputSchema.safeParse({ ...valid, managerName: '가'.repeat(20) }).success,
    ).toBe(true);
  });

  it.each([
    ['', '전화번호를 입력해 주세요.'],
    ['123-4567', '올바른 전화번호를 입력해 주세요. (예: 010-1234-5678)'],
  ])('rejects the phone number %j with the sign-up rule', (phoneNumber, message) => {
    expect(messageFor({ phoneNumber })).toBe(message);
  });

  it(`allows up to ${ESTIMATE_FILES_MAX} estimate files`, () => {
    const ids = ['1', '2', '3', '4', '5'];
    expect(
      announcementApplyInputSchema.parse({ ...valid, estimateFiles__ids: ids }).estimateFiles__ids,
    ).toEqual(ids);
    expect(messageFor({ estimateFiles__ids: [...ids, '6'] })).toBe(
      '견적 파일은 최대 5개까지 첨부할 수 있습니다.',
    );
  });

  it('treats null files as none and rejects a file listed twice', () => {
    expect(
      announcementApplyInputSchema.parse({ ...valid, estimateFiles__ids: null }).estimateFiles__ids,
    ).toEqual([]);
    expect(messageFor({ estimateFiles__ids: ['1', '1'] })).toBe(
      '같은 견적 파일이 두 번 첨부되었습니다.',
    );
  });
});

describe('canProfileTypeApply', () => {
  it('lets every business type apply to a request for all', () => {
    expect(canProfileTypeApply('ALL', 'CORPORATION')).toBe(true);
    expect(canProfileTypeApply('ALL', 'PRIVATE_BUSINESS')).toBe(true);
    expect(canProfileTypeApply('ALL', 'ENGINEER')).toBe(true);
  });

  it('lets only the targeted type apply otherwise', () => {
    expect(canProfileTypeApply('ENGINEER', 'ENGINEER')).toBe(true);
    expect(canProfileTypeApply('ENGINEER', 'CORPORATION')).toBe(false);
    expect(canProfileTypeApply('CORPORATION', 'PRIVATE_BUSINESS')).toBe(false);
  });

  it('never lets a consumer apply', () => {
    expect(canProfileTypeApply('ALL', 'CONSUMER')).toBe(false);
  });
});
