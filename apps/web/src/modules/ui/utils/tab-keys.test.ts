import { describe, expect, it } from 'vitest';
import { findTabAfterKey } from './tab-keys';

describe('findTabAfterKey', () => {
  it('moves between two tabs with the arrow, Home and End keys, wrapping (/myBid)', () => {
    const tabs = ['1', '3'] as const;
    expect(findTabAfterKey(tabs, '1', 'ArrowRight')).toBe('3');
    expect(findTabAfterKey(tabs, '3', 'ArrowRight')).toBe('1');
    expect(findTabAfterKey(tabs, '1', 'ArrowLeft')).toBe('3');
    expect(findTabAfterKey(tabs, '3', 'Home')).toBe('1');
    expect(findTabAfterKey(tabs, '1', 'End')).toBe('3');
    expect(findTabAfterKey(tabs, '1', 'Enter')).toBeNull();
  });

  it('steps one tab at a time in a longer bar (/myPage/point)', () => {
    const tabs = ['1', '2', '3', '4'];
    expect(findTabAfterKey(tabs, '2', 'ArrowRight')).toBe('3');
    expect(findTabAfterKey(tabs, '2', 'ArrowLeft')).toBe('1');
    expect(findTabAfterKey(tabs, '4', 'ArrowRight')).toBe('1');
    expect(findTabAfterKey(tabs, '1', 'ArrowLeft')).toBe('4');
    expect(findTabAfterKey(tabs, '3', 'Home')).toBe('1');
    expect(findTabAfterKey(tabs, '2', 'End')).toBe('4');
    expect(findTabAfterKey(tabs, '2', 'ArrowDown')).toBeNull();
  });

  it('answers nothing for a tab that is not in the bar, or an empty bar', () => {
    expect(findTabAfterKey(['1', '2'], '9', 'ArrowRight')).toBeNull();
    expect(findTabAfterKey([], '1', 'Home')).toBeNull();
  });
});
