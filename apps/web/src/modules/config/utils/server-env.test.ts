import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-env';

describe('web server environment', () => {
  it('defaults to the local API with public list pages', () => {
    expect(parseServerEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      isListPagesProtected: false,
      firstViewTimeoutMs: 1500,
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
    });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => parseServerEnv({ API_URL: 'localhost:4000' })).toThrow(/API_URL/);
    expect(() => parseServerEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseServerEnv({ PROTECT_LIST_PAGES: 'yes please' })).toThrow(
      /PROTECT_LIST_PAGES/,
    );
    expect(() => parseServerEnv({ FIRST_VIEW_TIMEOUT_MS: '0' })).toThrow(/FIRST_VIEW_TIMEOUT_MS/);
    expect(() => parseServerEnv({ FIRST_VIEW_TIMEOUT_MS: '1.5s' })).toThrow(
      /FIRST_VIEW_TIMEOUT_MS/,
    );
  });
});
