import { describe, expect, it } from 'vitest';
import { parseClientId, parseClientIds, readClientId } from './ids';

describe('client ids', () => {
  it('reads positive integers given as numbers or digit strings', () => {
    expect(readClientId(7)).toBe(7);
    expect(readClientId('42')).toBe(42);
    expect(readClientId(' 42 ')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const value of [
      0,
      -1,
      1.5,
      '',
      'abc',
      '0x10',
      '1e3',
      '-3',
      '9007199254740993',
      null,
      {},
    ]) {
      expect(readClientId(value), String(value)).toBeNull();
    }
  });

  it("throws the caller's error for a bad id, and drops repeated ids of a list", () => {
    expect(() => parseClientId('x', () => new Error('없는 견적 요청'))).toThrow('없는 견적 요청');
    expect(parseClientIds(['3', 1, '3'], () => new Error('x'))).toEqual([3, 1]);
    expect(() => parseClientIds(['3', 'x'], () => new Error('잘못된 업종'))).toThrow('잘못된 업종');
  });
});
