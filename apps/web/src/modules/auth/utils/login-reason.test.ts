import { describe, expect, it } from 'vitest';
import { findLoginReason } from './login-reason';

const PUBLIC_LISTS = { isListPagesProtected: false };
const PROTECTED_LISTS = { isListPagesProtected: true };

describe('the login page says why, per protected destination', () => {
  it.each([
    ['/company/123', '업체 상세 정보는 로그인 후 볼 수 있어요'],
    ['/company/123/', '업체 상세 정보는 로그인 후 볼 수 있어요'],
    ['/myPage', '마이페이지는 로그인 후 이용할 수 있어요'],
    ['/myPage/point?tab=1', '마이페이지는 로그인 후 이용할 수 있어요'],
    ['/myBid?tab=3', '내 입찰은 로그인 후 확인할 수 있어요'],
    ['/myBid/detail/7', '견적 요청의 지원 내역은 로그인 후 확인할 수 있어요'],
    ['/bid/upload3', '견적 요청은 로그인 후 작성할 수 있어요'],
    ['/recommendation', '추천 업체는 로그인 후 볼 수 있어요'],
    ['/mall', '혁신제품몰은 로그인 후 이용할 수 있어요'],
    ['/report/company/5', '기업 리포트는 로그인 후 볼 수 있어요'],
    ['/community/write?id=3', '커뮤니티 글쓰기는 로그인 후 이용할 수 있어요'],
  ])('%s: %s', (redirect, reason) => {
    expect(findLoginReason(redirect, PUBLIC_LISTS)).toBe(reason);
  });

  it('names the lists only where they are login-only', () => {
    expect(findLoginReason('/company?k=철근', PUBLIC_LISTS)).toBeNull();
    expect(findLoginReason('/bid', PUBLIC_LISTS)).toBeNull();
    expect(findLoginReason('/company?k=철근', PROTECTED_LISTS)).toBe(
      '업체 목록은 로그인 후 볼 수 있어요',
    );
    expect(findLoginReason('/bid', PROTECTED_LISTS)).toBe(
      '견적 의뢰 목록은 로그인 후 볼 수 있어요',
    );
    expect(findLoginReason('/bid/30000001', PROTECTED_LISTS)).toBe(
      '견적 요청 상세는 로그인 후 볼 수 있어요',
    );
  });

  it.each([
    null,
    '',
    '/',
    '/bid/30000001',
    '/terms/serviceTerms',
    '/bid/not-a-number',
    '//evil.example/myPage',
    'https://evil.example/company/1',
    '/auth/join1',
  ])('says nothing for %s (absent, public, unknown or unsafe)', (redirect) => {
    expect(findLoginReason(redirect, PUBLIC_LISTS)).toBeNull();
  });
});
