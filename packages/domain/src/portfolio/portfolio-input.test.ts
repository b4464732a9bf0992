import { describe, expect, it } from 'vitest';
import { firstZodMessage } from '../validation/zod-error';
import { describePortfolioSimilarity, formatPortfolioTerm } from './portfolio-limits';
import { portfolioInputSchema, type PortfolioInput } from './portfolio-input';

const VALID: PortfolioInput = {
  title: '강남구 아파트 욕실 리모델링',
  constructionType: '리모델링',
  categoryIds: ['12'],
  locationSi: '서울특별시',
  locationDo: '강남구',
  projectSize: '32평',
  servicePriceType: 'WRITE',
  servicePrice: 12_000_000,
  serviceTermStart: '2026-03-01',
  serviceTermEnd: '2026-03-20',
  description: '욕실 두 곳 전체 철거 후 방수, 타일 시공',
  imageIds: ['5', '6'],
  mainImageId: '6',
};

function messageOf(input: Partial<PortfolioInput>): string | null {
  const result = portfolioInputSchema.safeParse({ ...VALID, ...input });
  return result.success ? null : firstZodMessage(result.error);
}

describe('portfolioInputSchema', () => {
  it('keeps a whole portfolio, the main photo and the amount', () => {
    expect(portfolioInputSchema.parse(VALID)).toMatchObject({
      title: '강남구 아파트 욕실 리모델링',
      categoryIds: ['12'],
      servicePrice: 12_000_000,
      mainImageId: '6',
    });
  });

  it('makes the first photo the main one, drops an amount its price type has no use for', () => {
    expect(
      portfolioInputSchema.parse({
        ...VALID,
        mainImageId: null,
        servicePriceType: 'LESSTHEN_500',
        servicePrice: 3_000_000,
      }),
    ).toMatchObject({ mainImageId: '5', servicePrice: null });
    expect(portfolioInputSchema.parse({ ...VALID, imageIds: [], mainImageId: null })).toMatchObject(
      { mainImageId: null },
    );
  });

  it('answers every mistake in Korean', () => {
    expect(messageOf({ title: '  ' })).toBe('제목을 입력해 주세요.');
    expect(messageOf({ title: '가'.repeat(51) })).toBe('제목은 50자 이하로 입력해 주세요.');
    expect(messageOf({ categoryIds: [] })).toBe('업종을 하나 이상 선택해 주세요.');
    expect(messageOf({ locationSi: '서울' })).toBe('시/도를 선택해 주세요.');
    expect(messageOf({ locationDo: '' })).toBe('시/군/구를 선택해 주세요.');
    expect(messageOf({ servicePrice: null })).toBe('금액을 입력해 주세요.');
    expect(messageOf({ serviceTermEnd: '2026-02-28' })).toBe(
      '공사 종료일은 시작일과 같거나 이후로 선택해 주세요.',
    );
    expect(messageOf({ description: '가'.repeat(2001) })).toBe(
      '설명은 2000자 이하로 입력해 주세요.',
    );
    expect(messageOf({ projectSize: '가'.repeat(51) })).toBe(
      '공사 규모는 50자 이하로 입력해 주세요.',
    );
    expect(messageOf({ mainImageId: '7' })).toBe('대표 사진은 올린 사진 중에서 선택해 주세요.');
    expect(messageOf({ imageIds: Array.from({ length: 21 }, (_, i) => String(i + 1)) })).toBe(
      '사진은 20장까지 올릴 수 있습니다.',
    );
  });

  it('says why a portfolio is similar, and writes the term with dots', () => {
    expect(describePortfolioSimilarity({ sameTrade: true, sameRegion: true })).toBe(
      '같은 업종 · 같은 지역',
    );
    expect(describePortfolioSimilarity({ sameTrade: false, sameRegion: true })).toBe('같은 지역');
    expect(formatPortfolioTerm('2026-03-01', '2026-03-20')).toBe('2026.03.01 ~ 2026.03.20');
  });
});
