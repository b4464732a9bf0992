import { describe, expect, it } from 'vitest';
import { maskEmail } from './recovery.service';

describe('maskEmail', () => {
  it('keeps the first two characters of the id and the whole domain', () => {
    expect(maskEmail('contact@gongsa.test')).toBe('co*****@gongsa.test');
    expect(maskEmail('abc@naver.com')).toBe('ab*@naver.com');
  });

  it('always hides something of a short id', () => {
    expect(maskEmail('ab@daum.net')).toBe('a*@daum.net');
    expect(maskEmail('a@daum.net')).toBe('*@daum.net');
  });
});
