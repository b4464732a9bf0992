import { describe, expect, it } from 'vitest';
import { formatPhoneInput, normalizeAuthCodeInput } from './phone-input';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['010', '010'],
    ['0101', '010-1'],
    ['0101234', '010-1234'],
    ['01012345', '010-1234-5'],
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
  ])('formats %s as %s', (raw, expected) => {
    expect(formatPhoneInput(raw)).toBe(expected);
  });

  it('keeps digits only and stops at eleven', () => {
    expect(formatPhoneInput('010-1234-5678')).toBe('010-1234-5678');
    expect(formatPhoneInput('010 1234 5678 9')).toBe('010-1234-5678');
    expect(formatPhoneInput('공일공')).toBe('');
  });
});

describe('normalizeAuthCodeInput', () => {
  it('keeps up to six digits', () => {
    expect(normalizeAuthCodeInput('12a34 5678')).toBe('123456');
  });
});
