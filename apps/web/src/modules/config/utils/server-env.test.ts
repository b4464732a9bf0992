import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-env';

describe('web server environment', () => {
  it('defaults to the local API with public list pages', () => {
    expect(parseServerEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      isListPagesProtected: false,
      firstViewTimeoutMs: 1500,
      publicApiOrigin: 'http://localhost:4000',
      fileOrigins: ['http://localhost:4000'],
    });
  });

  it('reads the API origin without a trailing slash and the list protection switch', () => {
    expect(
      parseServerEnv({
        API_URL: 'https://api.gongsa.kr/',
        PROTECT_LIST_PAGES: 'true',
        FIRST_VIEW_TIMEOUT_MS: '10000',
      }),
    ).toEqual({
      apiUrl: 'https://api.gongsa.kr',
      isListPagesProtected: true,
      firstViewTimeoutMs: 10000,
      publicApiOrigin: 'https://api.gongsa.kr',
      fileOrigins: ['https://api.gongsa.kr'],
    });
  });

  it('reads where uploaded files are served from: the API’s public address and a public bucket', () => {
    const env = parseServerEnv({
      API_URL: 'http://api.internal:4000',
      PUBLIC_API_URL: 'https://api.gongsa.kr/',
      S3_PUBLIC_URL: 'https://files.gongsa.kr/uploads',
    });
    expect(env.fileOrigins).toEqual(['https://api.gongsa.kr', 'https://files.gongsa.kr']);
    expect(env.publicApiOrigin).toBe('https://api.gongsa.kr');
  });

  it('names the variable when a value is wrong', () => {
    expect(() => parseServerEnv({ API_URL: 'localhost:4000' })).toThrow(/API_URL/);
    expect(() => parseServerEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseServerEnv({ PUBLIC_API_URL: 'api.gongsa.kr' })).toThrow(/PUBLIC_API_URL/);
    expect(() => parseServerEnv({ S3_PUBLIC_URL: 'ftp://files' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => parseServerEnv({ PROTECT_LIST_PAGES: 'yes please' })).toThrow(
      /PROTECT_LIST_PAGES/,
    );
    expect(() => parseServerEnv({ FIRST_VIEW_TIMEOUT_MS: '0' })).toThrow(/FIRST_VIEW_TIMEOUT_MS/);
    expect(() => parseServerEnv({ FIRST_VIEW_TIMEOUT_MS: '1.5s' })).toThrow(
      /FIRST_VIEW_TIMEOUT_MS/,
    );
  });
});
