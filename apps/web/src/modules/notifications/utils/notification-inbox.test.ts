import { describe, expect, it } from 'vitest';
import {
  buildNotificationHref,
  describeUnreadCount,
  formatUnreadBadge,
  readNotificationPath,
  readNotificationTab,
  toLocationRangeChoice,
} from './notification-inbox';

describe('the notification inbox', () => {
  it('reads the tab from the URL and falls back to 전체', () => {
    expect(readNotificationTab('unread')).toBe('unread');
    expect(readNotificationTab('settings')).toBe('settings');
    expect(readNotificationTab('other')).toBe('all');
    expect(readNotificationTab(null)).toBe('all');
    expect(buildNotificationHref('all')).toBe('/myPage/noti');
    expect(buildNotificationHref('unread')).toBe('/myPage/noti?tab=unread');
  });

  it('shows the unread count briefly and says it in full', () => {
    expect(formatUnreadBadge(3)).toBe('3');
    expect(formatUnreadBadge(120)).toBe('99+');
    expect(describeUnreadCount(3)).toBe('읽지 않은 알림 3개');
    expect(describeUnreadCount(1000)).toBe('읽지 않은 알림 99개 이상');
  });

  it('follows only paths of this site', () => {
    expect(readNotificationPath('/bid/12')).toBe('/bid/12');
    expect(readNotificationPath('/myBid/detail/3?tab=2')).toBe('/myBid/detail/3?tab=2');
    for (const url of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(readNotificationPath(url)).toBeNull();
    }
  });

  it('maps the stored distance to a choice, nationwide for none', () => {
    expect(toLocationRangeChoice(30)).toBe('30');
    expect(toLocationRangeChoice(null)).toBe('all');
    expect(toLocationRangeChoice(20)).toBe('all');
  });
});
