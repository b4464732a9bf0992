import { describe, expect, it } from 'vitest';
import { formatAmountInput, readAmountInput } from './amount-input';

describe('formatAmountInput', () => {
  it('keeps digits only and adds separators', () => {
    expect(formatAmountInput('12000000')).toBe('12,000,000');
    expect(formatAmountInput('1,2a3원')).toBe('123');
    expect(formatAmountInput('007')).toBe('7');
    expect(formatAmountInput('')).toBe('');
  });

  it('stops at 13 digits (1조 원 fits)', () => {
    expect(formatAmountInput('12345678901234567')).toBe('1,234,567,890,123');
  });
});

describe('readAmountInput', () => {
  it('reads the amount in Korean units', () => {
    expect(readAmountInput('12,000,000')).toBe('1,200만원');
    expect(readAmountInput('350,000,000')).toBe('3억 5,000만원');
    expect(readAmountInput('')).toBe('');
  });
});
