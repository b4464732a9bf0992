import { describe, expect, it } from 'vitest';
import { toExternalHref, urlSchema } from './url';
import { firstZodMessage } from './zod-error';

describe('urlSchema', () => {
  it.each([
    'example.com',
    'www.example.com',
    'http://example.com',
    'https://www.example.co.kr',
    'https://gongsa.market/company/ABC123456',
    'blog.naver.com/gongsa',
    'HTTPS://WWW.EXAMPLE.COM',
    'example.com/path?query=1#top',
    'example.com?ref=home',
    'sub-domain.example-site.kr',
    '공사마켓.kr',
  ])('accepts %s', (url) => {
    expect(urlSchema.parse(url)).toBe(url);
  });

  it('trims surrounding spaces', () => {
    expect(urlSchema.parse('  example.com ')).toBe('example.com');
  });

  it.each([
    'example',
    'http://',
    'ftp://example.com',
    'https//example.com',
    'exa mple.com',
    '-example.com',
    'example-.com',
    'example.c',
    'example..com',
    'https://example.com/pa th',
    'mailto:a@example.com',
    'javascript:alert(1)',
  ])('rejects %s', (url) => {
    expect(firstZodMessage(urlSchema.safeParse(url).error)).toBe(
      '올바른 웹사이트 주소를 입력해 주세요. (예: www.example.com)',
    );
  });

  it('asks for an address when empty', () => {
    expect(firstZodMessage(urlSchema.safeParse('').error)).toBe('주소를 입력해 주세요.');
  });
});

describe('toExternalHref', () => {
  it('adds https:// only when the scheme is missing', () => {
    expect(toExternalHref('www.example.com')).toBe('https://www.example.com');
    expect(toExternalHref('http://example.com')).toBe('http://example.com');
    expect(toExternalHref(' HTTPS://example.com ')).toBe('HTTPS://example.com');
  });
});
