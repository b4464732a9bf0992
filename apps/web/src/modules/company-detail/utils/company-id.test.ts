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
  });
});
