import { describe, expect, it } from 'vitest';
import { firstZodMessage } from '../validation/zod-error';
import {
  innovationProductInputSchema,
  type InnovationProductInput,
} from './innovation-product-input';
import { describeInnovationProductStatus } from './innovation-product-rules';

const VALID: InnovationProductInput = {
  name: '저소음 방음벽 패널',
  category: 'BUILDING_MATERIAL',
  designationNumber: '2024-혁신-0123',
  designationStartDate: '2024-03-01',
  designationEndDate: '2027-02-28',
  price: 185000,
  summary: '도심 공사장 소음을 10dB 줄이는 조립식 패널',
  description: null,
  purchaseUrl: 'https://shop.example.co.kr/panel',
  imageIds: ['3', '4'],
  mainImageId: null,
};

function messageOf(input: Partial<InnovationProductInput>): string | null {
  const result = innovationProductInputSchema.safeParse({ ...VALID, ...input });
  return result.success ? null : firstZodMessage(result.error);
}

describe('innovationProductInputSchema', () => {
  it('accepts a whole product and makes the first photo the main one', () => {
    const result = innovationProductInputSchema.parse(VALID);
    expect(result.mainImageId).toBe('3');
    expect(result.price).toBe(185000);
  });

  it('answers each wrong field in Korean', () => {
    expect(messageOf({ name: '  ' })).toBe('제품명을 입력해 주세요.');
    expect(messageOf({ price: -1 })).toBe('가격은 0원 이상으로 입력해 주세요.');
    expect(messageOf({ purchaseUrl: 'javascript:alert(1)' })).toBe(
      '구매 페이지 주소는 http:// 또는 https://로 시작하는 웹 주소로 입력해 주세요.',
    );
    expect(messageOf({ purchaseUrl: 'www.example.com' })).toBe(
      '구매 페이지 주소는 http:// 또는 https://로 시작하는 웹 주소로 입력해 주세요.',
    );
    expect(messageOf({ designationEndDate: '2024-02-29' })).toBe(
      '지정 종료일은 시작일과 같거나 이후로 선택해 주세요.',
    );
    expect(messageOf({ designationStartDate: '' })).toBe('지정 시작일을 선택해 주세요.');
    expect(messageOf({ imageIds: Array.from({ length: 11 }, (_, i) => String(i + 1)) })).toBe(
      '사진은 10장까지 올릴 수 있습니다.',
    );
    expect(messageOf({ mainImageId: '9' })).toBe('대표 사진은 올린 사진 중에서 선택해 주세요.');
    expect(messageOf({ category: 'FOOD' as never })).toBe('분류를 선택해 주세요.');
  });

  it('takes a price of 0 and no price (가격 문의)', () => {
    expect(messageOf({ price: 0 })).toBeNull();
    expect(innovationProductInputSchema.parse({ ...VALID, price: null }).price).toBeNull();
  });
});

describe('describeInnovationProductStatus', () => {
  const base = {
    reviewState: 'APPROVED' as const,
    isActive: true,
    designationStartDate: '2024-03-01',
    designationEndDate: '2027-02-28',
  };
  it('reads hidden, then the review, then the period', () => {
    expect(describeInnovationProductStatus(base, '2025-01-01')).toBe('LISTED');
    expect(describeInnovationProductStatus({ ...base, isActive: false }, '2025-01-01')).toBe(
      'HIDDEN',
    );
    expect(describeInnovationProductStatus({ ...base, reviewState: 'PENDING' }, '2025-01-01')).toBe(
      'PENDING',
    );
    expect(
      describeInnovationProductStatus({ ...base, reviewState: 'REJECTED' }, '2025-01-01'),
    ).toBe('REJECTED');
    expect(describeInnovationProductStatus(base, '2027-03-01')).toBe('OUT_OF_PERIOD');
    expect(describeInnovationProductStatus(base, '2027-02-28')).toBe('LISTED');
  });
});
