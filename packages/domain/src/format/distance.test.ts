import { describe, expect, it } from 'vitest';
import { formatDistance, haversineKm } from './distance';

const SEOUL_CITY_HALL = { latitude: 37.5663, longitude: 126.9779 };
const BUSAN_CITY_HALL = { latitude: 35.1798, longitude: 129.075 };

describe('haversineKm', () => {
  it('is zero for the same point', () => {
    expect(haversineKm(SEOUL_CITY_HALL, SEOUL_CITY_HALL)).toBe(0);
  });

  it('gives the Seoul–Busan great-circle distance (about 325 km)', () => {
    expect(Math.round(haversineKm(SEOUL_CITY_HALL, BUSAN_CITY_HALL))).toBe(325);
  });

  it('is symmetric', () => {
    expect(haversineKm(BUSAN_CITY_HALL, SEOUL_CITY_HALL)).toBeCloseTo(
      haversineKm(SEOUL_CITY_HALL, BUSAN_CITY_HALL),
      9,
    );
  });

  it('uses an earth radius of 6371 km', () => {
    // One degree of longitude on the equator is 2π·6371/360 km.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      (2 * Math.PI * 6371) / 360,
      9,
    );
    // Antipodal points are half the circumference apart.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    );
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0km'],
    [0.4, '0km'],
    [0.5, '1km'],
    [12.4, '12km'],
    [12.5, '13km'],
    [325.2, '325km'],
    [1234.5, '1,235km'],
  ])('shows %d km as %s', (km, shown) => {
    expect(formatDistance(km)).toBe(shown);
  });

  it.each([null, undefined, Number.NaN, -1])('returns an empty string for %j', (km) => {
    expect(formatDistance(km)).toBe('');
  });
});
