import { describe, expect, it } from 'vitest';
import { BOTTOM_TABS, MAIN_TABS, findActiveTab, isBottomTabBarVisible } from './navigation';

describe('navigation tabs', () => {
  it('has the spec’s six desktop tabs and 커뮤니티, and five phone tabs, in order', () => {
    expect(MAIN_TABS.map((tab) => tab.label)).toEqual([
      '홈',
      '전체 업체',
      '전체 공고',
      '내 입찰',
      '혁신제품몰',
      '커뮤니티',
      '마이페이지',
    ]);
    expect(BOTTOM_TABS.map((tab) => tab.label)).toEqual(['홈', '업체', '공고', '입찰관리', '마이']);
  });

  it('marks the tab of the current section', () => {
    expect(findActiveTab('/')).toBe('home');
    expect(findActiveTab('/company')).toBe('company');
    expect(findActiveTab('/bid/42')).toBe('bid');
    expect(findActiveTab('/myBid/detail/3')).toBe('myBid');
    expect(findActiveTab('/myPage/point')).toBe('myPage');
    expect(findActiveTab('/mall')).toBe('mall');
    expect(findActiveTab('/community/12')).toBe('community');
  });

  it('marks no tab in the estimate-request wizard or on other pages', () => {
    expect(findActiveTab('/bid/upload3')).toBeNull();
    expect(findActiveTab('/terms/serviceTerms')).toBeNull();
    expect(findActiveTab('/companyX')).toBeNull();
  });
});

describe('bottom tab bar', () => {
  it('shows on the main pages', () => {
    for (const path of ['/', '/company', '/bid', '/myBid', '/community', '/myPage/point']) {
      expect(isBottomTabBarVisible(path), path).toBe(true);
    }
  });

  it('hides on details, the wizard, terms and auth pages', () => {
    for (const path of [
      '/bid/upload1',
      '/bid/7',
      '/company/7',
      '/community/7',
      '/community/write',
      '/terms/serviceTerms',
      '/auth/login',
    ]) {
      expect(isBottomTabBarVisible(path), path).toBe(false);
    }
  });
});
