import { describe, expect, it } from 'vitest';
import { isSocialState, readCallbackUri } from './social-request';

describe('social login requests', () => {
  it('accepts only long random-looking states', () => {
    expect(isSocialState('abcDEF123_-abcDEF123')).toBe(true);
    expect(isSocialState('short')).toBe(false);
    expect(isSocialState('has spaces in it and more')).toBe(false);
  });

  it('accepts only our own callback page as the redirect address', () => {
    expect(readCallbackUri('kakao', 'http://127.0.0.1:3100/auth/kakao')).toBe(
      'http://127.0.0.1:3100/auth/kakao',
    );
    expect(readCallbackUri('kakao', 'https://gongsa.kr/auth/naver')).toBeNull();
    expect(readCallbackUri('naver', 'https://gongsa.kr/auth/naver?next=/x')).toBeNull();
    expect(readCallbackUri('naver', 'javascript:alert(1)//auth/naver')).toBeNull();
    expect(readCallbackUri('naver', null)).toBeNull();
  });
});
