import { describe, expect, it } from 'vitest';
import {
  buildEstimateRequestHref,
  buildMapSearchHref,
  formatEstablishedDay,
  formatLinkText,
  formatProfileTypeLabel,
  formatStaffCount,
  joinAddress,
  orderPrimaryFirst,
  pickPrimary,
  toExternalHref,
} from './company-info';

describe('pickPrimary / orderPrimaryFirst', () => {
  const phones = [
    { index: 1, isFirst: false, phoneNumber: '0311234567' },
    { index: 0, isFirst: false, phoneNumber: '0212345678' },
    { index: 2, isFirst: true, phoneNumber: '01012345678' },
  ];

  it('prefers the representative entry, else the first saved one', () => {
    expect(pickPrimary(phones)?.phoneNumber).toBe('01012345678');
    expect(pickPrimary(phones.map((phone) => ({ ...phone, isFirst: false })))?.index).toBe(0);
    expect(pickPrimary([])).toBeNull();
  });

  it('puts the representative first and keeps the saved order for the rest', () => {
    expect(orderPrimaryFirst(phones).map((phone) => phone.index)).toEqual([2, 0, 1]);
  });
});

describe('addresses and map links', () => {
  it('joins the detail only when there is one', () => {
    expect(joinAddress({ address: '서울특별시 강남구 테헤란로 1', addressDetail: '3층' })).toBe(
      '서울특별시 강남구 테헤란로 1 3층',
    );
    expect(joinAddress({ address: '부산광역시 해운대구 센텀로 2', addressDetail: ' ' })).toBe(
      '부산광역시 해운대구 센텀로 2',
    );
  });

  it('searches the road address on the map', () => {
    expect(buildMapSearchHref('서울특별시 강남구 테헤란로 1')).toBe(
      'https://map.kakao.com/?q=%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C%20%EA%B0%95%EB%82%A8%EA%B5%AC%20%ED%85%8C%ED%97%A4%EB%9E%80%EB%A1%9C%201',
    );
  });
});

describe('toExternalHref', () => {
  it('adds https to a bare host and keeps http(s) links', () => {
    expect(toExternalHref('www.example.com')).toBe('https://www.example.com/');
    expect(toExternalHref('http://blog.example.com/a')).toBe('http://blog.example.com/a');
  });

  it('refuses scripts, other schemes and non-hosts', () => {
    expect(toExternalHref('javascript:alert(1)')).toBeNull();
    expect(toExternalHref('mailto:a@b.com')).toBeNull();
    expect(toExternalHref('홈페이지 없음')).toBeNull();
    expect(toExternalHref('')).toBeNull();
    expect(toExternalHref(null)).toBeNull();
  });

  it('shows links without the scheme', () => {
    expect(formatLinkText('https://www.example.com/')).toBe('www.example.com');
  });
});

describe('labels', () => {
  it('names the profile type in Korean', () => {
    expect(formatProfileTypeLabel('CORPORATION')).toBe('법인');
    expect(formatProfileTypeLabel('UNKNOWN')).toBe('');
  });

  it('formats staff count and founding day', () => {
    expect(formatStaffCount(1200)).toBe('1,200명');
    expect(formatStaffCount(null)).toBe('');
    expect(formatEstablishedDay('2008-03-15')).toBe('2008.03.15');
    expect(formatEstablishedDay('2008년')).toBe('2008년');
  });

  it('links the estimate request with the company as invitation', () => {
    expect(buildEstimateRequestHref('42')).toBe('/bid/upload1?invitationProfileId=42');
  });
});
