import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['15881234', '1588-1234'],
    ['16001234', '1600-1234'],
    ['050512345678', '0505-1234-5678'],
    [' 010 1234 5678 ', '010-1234-5678'],
  ])('shows %j as %s', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });

  it.each(['123', '02123', '0101234567890', '12345678', 'abc', '+82 10 1234 5678'])(
    'leaves the unrecognisable %j as typed',
    (input) => {
      expect(formatPhone(input)).toBe(input.trim());
    },
  );

  it('returns an empty string when there is no number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
