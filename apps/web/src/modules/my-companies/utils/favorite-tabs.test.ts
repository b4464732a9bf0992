import { describe, expect, it } from 'vitest';
import { buildFavoriteHref, readFavoriteCount, readFavoriteTab } from './favorite-tabs';

describe('favourite tabs', () => {
  it('opens 업체 unless the URL names another tab', () => {
    expect(readFavoriteTab(null)).toBe('company');
    expect(readFavoriteTab('nope')).toBe('company');
    expect(readFavoriteTab('announcement')).toBe('announcement');
    expect(readFavoriteTab('portfolio')).toBe('portfolio');
    expect(readFavoriteTab('following')).toBe('following');
    expect(buildFavoriteHref('portfolio')).toBe('/myPage/favorite?tab=portfolio');
  });

  it('reads each tab’s count from User’s counts', () => {
    const counts = {
      favoriteProfileCount: 3,
      favoriteAnnouncementCount: 1,
      favoritePortfolioCount: 0,
      followingCount: 2,
    };
    expect(readFavoriteCount(counts, 'company')).toBe(3);
    expect(readFavoriteCount(counts, 'announcement')).toBe(1);
    expect(readFavoriteCount(counts, 'portfolio')).toBe(0);
    expect(readFavoriteCount(counts, 'following')).toBe(2);
    expect(readFavoriteCount(null, 'company')).toBeNull();
  });
});
