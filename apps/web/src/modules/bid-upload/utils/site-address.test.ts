import { describe, expect, it } from 'vitest';
import { composeSigungu, readParcelNumbers, splitSigungu, toSiteAddress } from './site-address';

const RESULT = {
  zonecode: '06236',
  address: '서울 강남구 테헤란로 152',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737-12',
  sido: '서울',
  sigungu: '강남구',
  buildingName: '강남파이낸스센터',
  userSelectedType: 'R' as const,
  bcode: '1168010100',
};

describe('site address', () => {
  it('keeps the region, address, 법정동 code and 번/지 of a widget result', () => {
    expect(toSiteAddress(RESULT)).toEqual({
      sigungu: '서울특별시 강남구',
      address: '서울 강남구 테헤란로 152 (강남파이낸스센터)',
      bCode: '1168010100',
      bun: '737',
      ji: '12',
    });
    expect(
      toSiteAddress({ ...RESULT, userSelectedType: 'J', buildingName: '', bcode: 'x' }),
    ).toEqual({
      sigungu: '서울특별시 강남구',
      address: '서울 강남구 역삼동 737-12',
      bCode: '',
      bun: '737',
      ji: '12',
    });
  });

  it('reads parcel numbers only when the address ends with one', () => {
    expect(readParcelNumbers('경기 양평군 서종면 산12')).toEqual({ bun: '12', ji: '' });
    expect(readParcelNumbers('서울 강남구 역삼동')).toEqual({ bun: '', ji: '' });
  });

  it('composes and splits the manual 시/도 and 시/군/구', () => {
    expect(composeSigungu('서울특별시', '강남구')).toBe('서울특별시 강남구');
    expect(composeSigungu('세종특별자치시', '')).toBe('세종특별자치시');
    expect(splitSigungu('경기도 수원시 장안구')).toEqual({ si: '경기도', gungu: '수원시 장안구' });
    expect(splitSigungu('')).toEqual({ si: '', gungu: '' });
  });
});
