import { describe, expect, it } from 'vitest';
import { isEmpty } from './empty';

describe('isEmpty', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['an empty array', []],
    ['an array-like of length 0', { length: 0 }],
  ])('is true for %s', (_name, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['a space', ' '],
    ['text', '철근'],
    ['zero', 0],
    ['false', false],
    ['NaN', Number.NaN],
    ['a non-empty array', [0]],
    ['an object', {}],
    ['a date', new Date(0)],
  ])('is false for %s', (_name, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
