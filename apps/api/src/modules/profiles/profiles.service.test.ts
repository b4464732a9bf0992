import { describe, expect, it } from 'vitest';
import { toRegion } from './profiles.service';

describe('toRegion', () => {
  it('completes the postcode widget’s short sigungu from the road address', () => {
    expect(toRegion({ address: '서울 강남구 테헤란로 152', sigungu: '강남구' })).toEqual({
      si: '서울특별시',
      sigungu: '서울특별시 강남구',
    });
    expect(toRegion({ address: '경기 수원시 영통구 광교로 1', sigungu: '수원시 영통구' })).toEqual({
      si: '경기도',
      sigungu: '경기도 수원시 영통구',
    });
  });

  it('keeps a full sigungu, maps former province names and treats 세종 as one region', () => {
    expect(toRegion({ address: '강원도 춘천시 중앙로 1', sigungu: '강원도 춘천시' })).toEqual({
      si: '강원특별자치도',
      sigungu: '강원특별자치도 춘천시',
    });
    expect(toRegion({ address: '세종특별자치시 한누리대로 2130', sigungu: null })).toEqual({
      si: '세종특별자치시',
      sigungu: '세종특별자치시',
    });
  });

  it('takes the district from the address when no sigungu is given', () => {
    expect(toRegion({ address: '부산광역시 해운대구 센텀중앙로 79', sigungu: null })).toEqual({
      si: '부산광역시',
      sigungu: '부산광역시 해운대구',
    });
  });

  it('leaves the region empty for an address it cannot place', () => {
    expect(toRegion({ address: '테헤란로 152', sigungu: null })).toEqual({
      si: null,
      sigungu: null,
    });
  });
});
