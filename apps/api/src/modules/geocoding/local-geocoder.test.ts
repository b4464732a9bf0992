import { describe, expect, it } from 'vitest';
import { toGeocodeText } from './geocoder';
import { LocalGeocoder } from './local-geocoder';

describe('toGeocodeText', () => {
  it('keeps an address that already names its 시/도', () => {
    expect(
      toGeocodeText({ address: ' 서울특별시 강남구 테헤란로 1 ', sigungu: '서울특별시 강남구' }),
    ).toBe('서울특별시 강남구 테헤란로 1');
    expect(toGeocodeText({ address: '경남 창원시 의창구 중앙대로 151' })).toBe(
      '경남 창원시 의창구 중앙대로 151',
    );
  });

  it('puts the 시/군/구 in front of a bare street', () => {
    expect(toGeocodeText({ address: '해운대로 100', sigungu: '부산광역시 해운대구' })).toBe(
      '부산광역시 해운대구 해운대로 100',
    );
    expect(toGeocodeText({ address: '', sigungu: '부산광역시 해운대구' })).toBe(
      '부산광역시 해운대구',
    );
  });
});

describe('LocalGeocoder', () => {
  const geocoder = new LocalGeocoder();

  it('answers the centre of the 시/도 named by the 시/군/구, approximately', async () => {
    expect(
      await geocoder.geocode({ address: '해운대로 100', sigungu: '부산광역시 해운대구' }),
    ).toEqual({ latitude: 35.1796, longitude: 129.0756, isApproximate: true });
  });

  it('falls back to the address and understands short and former names', async () => {
    expect(await geocoder.geocode({ address: '제주 제주시 첨단로 242' })).toEqual({
      latitude: 33.38,
      longitude: 126.55,
      isApproximate: true,
    });
    expect(
      await geocoder.geocode({ address: '춘천시 중앙로 1', sigungu: '강원도 춘천시' }),
    ).toEqual({ latitude: 37.8228, longitude: 128.1555, isApproximate: true });
  });

  it('answers null for a place outside any 시/도 it knows', async () => {
    expect(await geocoder.geocode({ address: '테헤란로 1', sigungu: null })).toBeNull();
    expect(await geocoder.geocode({ address: '', sigungu: '' })).toBeNull();
  });
});
