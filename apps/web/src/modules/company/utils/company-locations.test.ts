import { describe, expect, it } from 'vitest';
import {
  formatLocation,
  labelLocation,
  readLocationSi,
  toggleDistrict,
  toggleWholeSi,
} from './company-locations';

describe('region filter values', () => {
  it('writes a district as "시/도 시/군/구" and 세종 as the 시/도 alone', () => {
    expect(formatLocation('서울특별시', '강남구')).toBe('서울특별시 강남구');
    expect(formatLocation('경기도', '수원시 장안구')).toBe('경기도 수원시 장안구');
    expect(formatLocation('세종특별자치시', '세종특별자치시')).toBe('세종특별자치시');
    expect(readLocationSi('경기도 수원시 장안구')).toBe('경기도');
  });

  it("'전체' of a 시/도 replaces its districts, and a district narrows the whole 시/도", () => {
    const districts = ['서울특별시 강남구', '서울특별시 서초구', '부산광역시 해운대구'];
    const whole = toggleWholeSi(districts, '서울특별시');
    expect(whole).toEqual(['부산광역시 해운대구', '서울특별시']);
    expect(toggleWholeSi(whole, '서울특별시')).toEqual(['부산광역시 해운대구']);
    expect(toggleDistrict(whole, '서울특별시 마포구')).toEqual([
      '부산광역시 해운대구',
      '서울특별시 마포구',
    ]);
    expect(toggleDistrict(['서울특별시 마포구'], '서울특별시 마포구')).toEqual([]);
  });

  it('labels chips with the short 시/도 name', () => {
    expect(labelLocation('서울특별시')).toBe('서울 전체');
    expect(labelLocation('경기도 수원시 장안구')).toBe('경기 수원시 장안구');
  });
});
