import { describe, expect, it } from 'vitest';
import { formatAnnouncementPrice } from './bid-price';

describe('formatAnnouncementPrice', () => {
  it('shows a typed amount in Korean units', () => {
    expect(formatAnnouncementPrice('WRITE', 12_000_000)).toBe('1,200만원');
    expect(formatAnnouncementPrice('WRITE', 350_000_000)).toBe('3억 5,000만원');
  });

  it('reads a typed price without an amount as negotiable', () => {
    expect(formatAnnouncementPrice('WRITE', null)).toBe('금액 협의');
    expect(formatAnnouncementPrice('WRITE', 0)).toBe('금액 협의');
  });

  it('shows the band label for amount bands', () => {
    expect(formatAnnouncementPrice('LESSTHEN_500', null)).toBe('500만원 미만');
    expect(formatAnnouncementPrice('OVER_1000_LESSTHEN_3000', null)).toBe(
      '1,000만원 이상 ~ 3,000만원 미만',
    );
    // Bands never carry an amount; a stray one is ignored.
    expect(formatAnnouncementPrice('OVER_500_LESSTHEN_1000', 7_000_000)).toBe(
      '500만원 이상 ~ 1,000만원 미만',
    );
  });

  it('prefers the amount over 1억원 이상 when one is known', () => {
    expect(formatAnnouncementPrice('OVER_10000', 150_000_000)).toBe('1억 5,000만원');
    expect(formatAnnouncementPrice('OVER_10000', null)).toBe('1억원 이상');
  });

  it('labels daily work and 누리장터 대행', () => {
    expect(formatAnnouncementPrice('DAILY_WORK', null)).toBe('일당 계약');
    expect(formatAnnouncementPrice('NURI_AGENCY', 30_000_000)).toBe('누리장터 대행 · 3,000만원');
    expect(formatAnnouncementPrice('NURI_AGENCY', null)).toBe('누리장터 대행');
  });
});
