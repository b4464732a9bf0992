import { describe, expect, it } from 'vitest';
import { parseCompanySearchParams } from '@gongsa/domain';
import {
  describeReadingOfferLabel,
  describeReadingOfferReason,
  findOtherReading,
  switchReading,
  toReadingCountVariables,
} from './company-search-reading';

function parse(query: string) {
  return parseCompanySearchParams(new URLSearchParams(query));
}

describe('findOtherReading', () => {
  it('offers the trades for a company name search', () => {
    expect(findOtherReading(parse('search=도배&k=도배'))).toEqual({
      reading: 'trade',
      keyword: '도배',
    });
  });

  it('offers the name for trades found through a keyword', () => {
    expect(findOtherReading(parse('categories=83&k=해양'))).toEqual({
      reading: 'name',
      keyword: '해양',
    });
  });

  it('offers nothing for a unique number, trades ticked without a keyword, or both readings', () => {
    expect(findOtherReading(parse('search=ABC123456'))).toBeNull();
    expect(findOtherReading(parse('categories=83'))).toBeNull();
    expect(findOtherReading(parse('categories=83&search=한빛&k=한빛'))).toBeNull();
    expect(findOtherReading(parse(''))).toBeNull();
  });
});

describe('switchReading', () => {
  it('reads the name as trades, keeping the panel filters and the sorting', () => {
    const params = parse('search=도배&k=도배&locations=서울특별시&sorting=2&page=3');
    expect(switchReading(params, { reading: 'trade', keyword: '도배' }, [83])).toEqual({
      ...params,
      search: '',
      categories: [83],
      k: '도배',
      page: 1,
    });
  });

  it('reads the trades as a name', () => {
    const params = parse('categories=161,162&k=해양&portfolioVisible=true');
    expect(switchReading(params, { reading: 'name', keyword: '해양' }, [])).toEqual({
      ...params,
      search: '해양',
      categories: [],
      page: 1,
    });
  });
});

describe('toReadingCountVariables', () => {
  it('counts with the conditions the list would send', () => {
    expect(toReadingCountVariables(parse('categories=83&locations=서울특별시'))).toEqual({
      filter: { locations: ['서울특별시'] },
      categoryIds: ['83'],
    });
    expect(toReadingCountVariables(parse('search=해양'))).toEqual({
      filter: { search: '해양' },
      categoryIds: undefined,
    });
  });
});

describe('the offer', () => {
  it('names the reading, the keyword with its particle, and the count', () => {
    expect(
      describeReadingOfferLabel({
        reading: 'trade',
        keyword: '도배',
        count: 14,
        isCountCapped: false,
      }),
    ).toBe('업종 ‘도배’로 찾기 (14개 업체)');
    expect(
      describeReadingOfferLabel({
        reading: 'name',
        keyword: '해양',
        count: 1,
        isCountCapped: false,
      }),
    ).toBe('업체명 ‘해양’으로 찾기 (1개 업체)');
    expect(
      describeReadingOfferLabel({
        reading: 'trade',
        keyword: '전기',
        count: 1000,
        isCountCapped: true,
      }),
    ).toBe('업종 ‘전기’로 찾기 (1,000개 이상의 업체)');
  });

  it('says why the list is empty', () => {
    expect(
      describeReadingOfferReason({
        reading: 'trade',
        keyword: '도배',
        count: 14,
        isCountCapped: false,
      }),
    ).toBe('이름에 ‘도배’가 들어간 업체가 없어요. ‘도배’ 업종의 업체는 있어요.');
    expect(
      describeReadingOfferReason({
        reading: 'name',
        keyword: '해양',
        count: 1,
        isCountCapped: false,
      }),
    ).toBe('‘해양’ 업종의 업체가 없어요. 이름에 ‘해양’이 들어간 업체는 있어요.');
  });
});
