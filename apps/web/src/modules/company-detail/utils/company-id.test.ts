import { describe, expect, it } from 'vitest';
import { isCompanyIdParam } from './company-id';

describe('isCompanyIdParam', () => {
  it('accepts positive integers only', () => {
    expect(isCompanyIdParam('1')).toBe(true);
    expect(isCompanyIdParam('1024')).toBe(true);
    expect(isCompanyIdParam('0')).toBe(false);
    expect(isCompanyIdParam('01')).toBe(false);
    expect(isCompanyIdParam('-3')).toBe(false);
    expect(isCompanyIdParam('ABC123456')).toBe(false);
    expect(isCompanyIdParam('1.5')).toBe(false);
    // The largest id the API can read, and one past it.
    expect(isCompanyIdParam('9007199254740991')).toBe(true);
    expect(isCompanyIdParam('9007199254740992')).toBe(false);
    expect(isCompanyIdParam('99999999999999999')).toBe(false);
  });
});
