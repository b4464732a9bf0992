import { describe, expect, it } from 'vitest';
import { pickDefaultAvatar } from './default-avatar';

describe('pickDefaultAvatar', () => {
  it.each([
    ['ABC123456', 'A'],
    ['bcd123456', 'B'],
    ['CAT000001', 'C'],
  ])('picks the avatar named by the first letter of %s', (uniqueId, expected) => {
    expect(pickDefaultAvatar(uniqueId)).toBe(expected);
  });

  it.each([['XYZ123456'], [''], [null], [undefined]])(
    'falls back to the first avatar for %s',
    (uniqueId) => {
      expect(pickDefaultAvatar(uniqueId)).toBe('A');
    },
  );
});
