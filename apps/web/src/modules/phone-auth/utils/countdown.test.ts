import { describe, expect, it } from 'vitest';
import {
  AUTH_CODE_TTL_MS,
  describeCountdown,
  formatCountdownClock,
  getRemainingSeconds,
} from './countdown';

describe('getRemainingSeconds', () => {
  it('starts at three minutes right after sending', () => {
    expect(getRemainingSeconds(1_000 + AUTH_CODE_TTL_MS, 1_000)).toBe(180);
  });

  it('rounds a part second up so the last second still counts', () => {
    expect(getRemainingSeconds(10_000, 9_001)).toBe(1);
  });

  it('never goes below zero once the code has expired', () => {
    expect(getRemainingSeconds(10_000, 10_000)).toBe(0);
    expect(getRemainingSeconds(10_000, 99_000)).toBe(0);
  });
});

describe('formatCountdownClock', () => {
  it.each([
    [180, '3:00'],
    [179, '2:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-4, '0:00'],
  ])('shows %i seconds as %s', (seconds, expected) => {
    expect(formatCountdownClock(seconds)).toBe(expected);
  });
});

describe('describeCountdown', () => {
  it.each([
    [180, '3분'],
    [125, '2분 5초'],
    [42, '42초'],
    [0, '0초'],
  ])('reads %i seconds as %s', (seconds, expected) => {
    expect(describeCountdown(seconds)).toBe(expected);
  });
});
