import { describe, expect, it } from 'vitest';
import { parseServerEnv } from './server-env';

describe('web server environment', () => {
  it('defaults to the local API with public list pages', () => {
    expect(parseServerEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      isListPagesProtected: false,
    });
  });

  it('reads the API origin without a trailing slash and the list protection switch', () => {
    expect(
      parseServerEnv({ API_URL: 'https://api.gongsa.kr/', PROTECT_LIST_PAGES: 'true' }),
    ).toEqual({
      apiUrl: 'https://api.gongsa.kr',
      isListPagesProtected: true,
    });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => parseServerEnv({ API_URL: 'localhost:4000' })).toThrow(/API_URL/);
    expect(() => parseServerEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseServerEnv({ PROTECT_LIST_PAGES: 'yes please' })).toThrow(
      /PROTECT_LIST_PAGES/,
    );
  });
});
