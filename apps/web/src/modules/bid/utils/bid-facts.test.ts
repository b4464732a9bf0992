import { describe, expect, it } from 'vitest';
import { buildMapSearchUrl, describeBidFacts, type BidFactSource } from './bid-facts';

const announcement: BidFactSource = {
  uniqueId: '30000001',
  type: 'ALL',
  workType: 'ETC',
  workTypeEtc: '철거',
  orderType: 'PRIVATE',
  fieldInfo: 'RESIDENCE',
  categories: [{ name: '철근공사' }, { name: '미장공사' }],
  address: '서울 강남구 테헤란로 1',
  addressDetail: null,
  sigungu: '서울 강남구',
  workScope: 'INTERNAL',
  hasLicense: true,
  licenses: [{ name: '철근콘크리트공사업' }],
  isPossibleTaxBillIssue: false,
  isReqRentLedgerSubmitPossible: null,
  workStartSoon: true,
  servicePriceType: 'WRITE',
  servicePrice: 12_000_000,
  postingDay: 7,
  postingEndAt: '2024-03-08T09:00:00Z',
  choosingEndAt: '2024-03-22T09:00:00Z',
};

describe('describeBidFacts', () => {
  it('labels every field in Korean', () => {
    expect(describeBidFacts(announcement)).toEqual([
      { label: '공고 번호', value: '30000001' },
      { label: '지원 대상', value: '전체' },
      { label: '업종', value: '철근공사, 미장공사' },
      { label: '공사 종류', value: '기타 (철거)' },
      { label: '발주 유형', value: '민간 발주' },
      { label: '시설 용도', value: '주거시설' },
      { label: '공사 위치', value: '서울 강남구 테헤란로 1' },
      { label: '공사 범위', value: '내부' },
      { label: '면허', value: '필요 · 철근콘크리트공사업' },
      { label: '세금계산서 발행', value: '필요 없음' },
      { label: '임대차 대장 제출', value: '미입력' },
      { label: '착공 시기', value: '바로 착공' },
      { label: '예산', value: '1,200만원' },
      { label: '모집 기간', value: '7일 (2024.03.08 18:00 마감)' },
      { label: '선정 기한', value: '2024.03.22 18:00' },
    ]);
  });

  it('shows the detailed address and the daily-work term when present', () => {
    const facts = describeBidFacts({
      ...announcement,
      addressDetail: '3층',
      servicePriceType: 'DAILY_WORK',
      servicePrice: null,
      dailyWorkTermStart: '2024-04-01',
      dailyWorkTermEnd: '2024-04-10',
      hasLicense: false,
    });
    expect(facts).toContainEqual({ label: '공사 위치', value: '서울 강남구 테헤란로 1 3층' });
    expect(facts).toContainEqual({ label: '예산', value: '일당 계약' });
    expect(facts).toContainEqual({ label: '일당 계약 기간', value: '2024.04.01 ~ 2024.04.10' });
    expect(facts).toContainEqual({ label: '면허', value: '무관' });
  });
});

describe('buildMapSearchUrl', () => {
  it('searches the address on Kakao Map', () => {
    expect(buildMapSearchUrl(' 서울 강남구 테헤란로 1 ')).toBe(
      'https://map.kakao.com/?q=%EC%84%9C%EC%9A%B8%20%EA%B0%95%EB%82%A8%EA%B5%AC%20%ED%85%8C%ED%97%A4%EB%9E%80%EB%A1%9C%201',
    );
  });
});
