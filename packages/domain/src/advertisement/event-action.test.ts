import { describe, expect, it } from 'vitest';
import {
  checkEventAction,
  EVENT_ACTION_MESSAGES,
  parseAdEventSlug,
  toAdEventSlug,
  toSeoulDateString,
} from './event-action';

describe('recordEventAction input', () => {
  it('accepts named slugs and the two action types', () => {
    expect(checkEventAction('banner:12', 'CLICK')).toEqual({
      isValid: true,
      slug: 'banner:12',
      actionType: 'CLICK',
    });
    expect(checkEventAction(' home.signup-cta_1 ', 'VIEW')).toMatchObject({
      isValid: true,
      slug: 'home.signup-cta_1',
    });
  });

  it('refuses other slugs and action types in Korean', () => {
    for (const slug of ['', 'Banner:1', '배너', ':x', 'a'.repeat(101), 'a b']) {
      expect(checkEventAction(slug, 'CLICK')).toEqual({
        isValid: false,
        field: 'slug',
        message: EVENT_ACTION_MESSAGES.badSlug,
      });
    }
    expect(checkEventAction('banner:1', 'click')).toMatchObject({
      field: 'actionType',
      message: '행동 종류는 VIEW, CLICK 중 하나여야 합니다.',
    });
  });

  it('names banners and advertisements by slug', () => {
    expect(toAdEventSlug('banner', 7)).toBe('banner:7');
    expect(parseAdEventSlug('advertisement:31')).toEqual({ kind: 'advertisement', id: 31 });
    expect(parseAdEventSlug('banner:0')).toBeNull();
    expect(parseAdEventSlug('banner:12x')).toBeNull();
    expect(parseAdEventSlug('home.cta')).toBeNull();
  });

  it('reads the day in Korea', () => {
    expect(toSeoulDateString(new Date('2026-11-27T14:59:59Z'))).toBe('2026-11-27');
    expect(toSeoulDateString(new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-28');
  });
});
