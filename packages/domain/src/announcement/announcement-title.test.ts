import { describe, expect, it } from 'vitest';
import {
  formatAnnouncementRegion,
  formatAnnouncementTitle,
  formatSiteAddress,
} from './announcement-title';

describe('formatAnnouncementTitle', () => {
  it('shows region, first trade and the rest as a count', () => {
    expect(
      formatAnnouncementTitle({
        sigungu: '서울특별시 강남구',
        categoryNames: ['철근공사', '도장공사', '방수공사'],
      }),
    ).toBe('서울 강남구 철근공사 외 2건');
  });

  it('shows a single trade without a count', () => {
    expect(
      formatAnnouncementTitle({ sigungu: '경기도 수원시 장안구', categoryNames: ['도장공사'] }),
    ).toBe('경기 수원시 장안구 도장공사');
  });

  it('works without a region', () => {
    expect(
      formatAnnouncementTitle({ sigungu: null, categoryNames: ['도장공사', '방수공사'] }),
    ).toBe('도장공사 외 1건');
  });

  it('names an empty draft', () => {
    expect(formatAnnouncementTitle({ sigungu: '서울특별시 강남구', categoryNames: [] })).toBe(
      '작성 중인 견적 요청',
    );
  });
});

describe('formatAnnouncementRegion', () => {
  it.each([
    ['세종특별자치시', '세종'],
    ['강원도 춘천시', '강원 춘천시'],
    ['  ', ''],
    [undefined, ''],
  ])('%j → %j', (sigungu, expected) => {
    expect(formatAnnouncementRegion(sigungu)).toBe(expected);
  });
});

describe('formatSiteAddress', () => {
  it('keeps an address that already names its 시/도 and adds the detail', () => {
    expect(
      formatSiteAddress({
        sigungu: '서울특별시 강남구',
        address: '서울 강남구 테헤란로 152',
        addressDetail: '12층',
      }),
    ).toBe('서울 강남구 테헤란로 152 12층');
  });

  it('puts the chosen region in front of a typed street address', () => {
    expect(
      formatSiteAddress({
        sigungu: '서울특별시 강남구',
        address: '테헤란로 152',
        addressDetail: '12층',
      }),
    ).toBe('서울특별시 강남구 테헤란로 152 12층');
  });

  it('falls back to the region alone, and to nothing', () => {
    expect(
      formatSiteAddress({ sigungu: '부산광역시 해운대구', address: ' ', addressDetail: null }),
    ).toBe('부산광역시 해운대구');
    expect(formatSiteAddress({})).toBe('');
  });
});
