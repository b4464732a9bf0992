import { describe, expect, it } from 'vitest';
import {
  BOTTOM_TABS,
  BREAKPOINT_PX,
  COMPANY_UNIQUE_ID_PATTERN,
  DEFAULT_BID_SORTING,
  DEFAULT_COMPANY_SORTING,
  DROPDOWN_MAX_HEIGHT_PX,
  EARTH_RADIUS_KM,
  FILENAME_DISPLAY_MAX,
  IMAGE_DEVICE_SIZES,
  IMAGE_QUALITY,
  MAIN_TABS,
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MIN,
  PROTECTED_ROUTE_GROUPS,
  RECENT_SEARCH_KEYS,
  RECENT_SEARCH_MAX,
  REFRESH_COOKIE_MAX_AGE_S,
  TOAST_DURATION_MS,
  TOAST_MAX,
  VISITOR_COOKIE_DAYS,
} from './constants';
import { findSido, SIDO_NAMES, SIDO_SHORT_NAMES } from './sidos';

describe('SPEC §9 constants', () => {
  it('have the specified values', () => {
    expect(BREAKPOINT_PX).toBe(820);
    expect(DROPDOWN_MAX_HEIGHT_PX).toBe(322);
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_MAX).toBe(1);
    expect(RECENT_SEARCH_MAX).toBe(5);
    expect(DEFAULT_COMPANY_SORTING).toBe('1');
    expect(DEFAULT_BID_SORTING).toBe('3');
    expect(REFRESH_COOKIE_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
    expect(VISITOR_COOKIE_DAYS).toBe(30);
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect([NICKNAME_MIN, NICKNAME_MAX, PASSWORD_MIN]).toEqual([2, 8, 8]);
    expect(FILENAME_DISPLAY_MAX).toBe(15);
    expect(IMAGE_QUALITY).toBe(75);
    expect(IMAGE_DEVICE_SIZES[0]).toBe(640);
    expect(IMAGE_DEVICE_SIZES.at(-1)).toBe(3840);
    expect([...IMAGE_DEVICE_SIZES].sort((a, b) => a - b)).toEqual([...IMAGE_DEVICE_SIZES]);
  });

  it('keep separate recent-search lists for companies and bids', () => {
    expect(RECENT_SEARCH_KEYS.company).not.toBe(RECENT_SEARCH_KEYS.bid);
  });

  it('recognise a company unique number', () => {
    expect(COMPANY_UNIQUE_ID_PATTERN.test('ABC123456')).toBe(true);
    expect(COMPANY_UNIQUE_ID_PATTERN.test('abc123456')).toBe(true);
    expect(COMPANY_UNIQUE_ID_PATTERN.test('AB1234567')).toBe(false);
    expect(COMPANY_UNIQUE_ID_PATTERN.test('ABC1234567')).toBe(false);
  });
});

describe('시/도', () => {
  it('lists the 17 divisions in the official order', () => {
    expect(SIDO_NAMES).toEqual([
      '서울특별시',
      '부산광역시',
      '대구광역시',
      '인천광역시',
      '광주광역시',
      '대전광역시',
      '울산광역시',
      '세종특별자치시',
      '경기도',
      '강원특별자치도',
      '충청북도',
      '충청남도',
      '전북특별자치도',
      '전라남도',
      '경상북도',
      '경상남도',
      '제주특별자치도',
    ]);
    expect(SIDO_SHORT_NAMES).toEqual([
      '서울',
      '부산',
      '대구',
      '인천',
      '광주',
      '대전',
      '울산',
      '세종',
      '경기',
      '강원',
      '충북',
      '충남',
      '전북',
      '전남',
      '경북',
      '경남',
      '제주',
    ]);
  });

  it('finds a division by official, short or former name', () => {
    expect(findSido('서울특별시')?.shortName).toBe('서울');
    expect(findSido(' 경남 ')?.name).toBe('경상남도');
    expect(findSido('강원도')?.name).toBe('강원특별자치도');
    expect(findSido('전라북도')?.shortName).toBe('전북');
    expect(findSido('서울시')).toBeUndefined();
  });
});

describe('navigation', () => {
  it('has the six desktop tabs', () => {
    expect(MAIN_TABS.map(({ label, href }) => [label, href])).toEqual([
      ['홈', '/'],
      ['전체 업체', '/company'],
      ['전체 공고', '/bid'],
      ['내 입찰', '/myBid?tab=1'],
      ['혁신제품몰', '/mall'],
      ['마이페이지', '/myPage/profile'],
    ]);
  });

  it('has the five phone bottom tabs', () => {
    expect(BOTTOM_TABS.map(({ label }) => label)).toEqual([
      '홈',
      '업체',
      '공고',
      '입찰관리',
      '마이',
    ]);
    for (const tab of BOTTOM_TABS) {
      expect(MAIN_TABS.find((main) => main.key === tab.key)?.href).toBe(tab.href);
    }
  });

  it('names the protected route groups', () => {
    expect([...PROTECTED_ROUTE_GROUPS]).toEqual([
      'bid',
      'company',
      'myBid',
      'myPage',
      'report',
      'recommendation',
      'mall',
    ]);
  });
});
