import { describe, expect, it } from 'vitest';
import { postingDaySchema } from './announcement';
import { firstZodMessage } from './zod-error';

describe('postingDaySchema', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 30])('accepts %i', (days) => {
    expect(postingDaySchema.parse(days)).toBe(days);
  });

  it('converts a select value to a number', () => {
    expect(postingDaySchema.parse('30')).toBe(30);
    expect(postingDaySchema.parse(' 7 ')).toBe(7);
  });

  it.each([0, 8, 14, 29, 31, -1, 1.5, '8', '0'])('rejects %j', (days) => {
    expect(firstZodMessage(postingDaySchema.safeParse(days).error)).toBe(
      '게시 기간은 1~7일 또는 30일 중에서 선택해 주세요.',
    );
  });

  it.each([undefined, null, '', 'abc', '7일'])('asks to choose when given %j', (input) => {
    expect(firstZodMessage(postingDaySchema.safeParse(input).error)).toBe(
      '게시 기간을 선택해 주세요.',
    );
  });
});
