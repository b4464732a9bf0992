'use client';

import { formatDateTime, formatNumber, formatRelativeTime } from '@gongsa/domain';
import Link from 'next/link';
import { useRef, useState } from 'react';
import type { MyNotificationsQuery } from '../../../graphql/generated/graphql';
import { MyNotificationsDocument } from '../../../graphql/generated/operations/my-notifications';
import { ReadAllNotificationsDocument } from '../../../graphql/generated/operations/read-all-notifications';
import { ReadNotificationDocument } from '../../../graphql/generated/operations/read-notification';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { PagedListContent } from '../../my-companies/components/ListStates';
import { toMyListPaging } from '../../my-companies/utils/my-list';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import {
  INBOX_OPERATION,
  UNREAD_COUNT_OPERATION,
  useUnreadNotificationCount,
} from '../hooks/useUnreadNotificationCount';
import { buildNotificationHref, readNotificationPath } from '../utils/notification-inbox';

type InboxNotification = MyNotificationsQuery['myNotifications']['nodes'][number];

const EMPTY_STATES = {
  all: {
    title: '받은 알림이 없어요',
    description: '견적 요청에 지원자가 생기거나 선정 결과가 나오면 여기에서 알려 드려요.',
    action: { href: buildNotificationHref('settings'), label: '알림 설정 보기' },
  },
  unread: {
    title: '읽지 않은 알림이 없어요',
    description: '새 알림이 오면 여기에 먼저 보여 드려요.',
    action: { href: buildNotificationHref('all'), label: '전체 알림 보기' },
  },
} as const;

/** One tab of the inbox: the member's notifications (or the unread ones), newest first. */
export function NotificationList({ isUnreadOnly }: { isUnreadOnly: boolean }) {
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isMarkingAll, setIsMarkingAll] = useState(false);
  const unreadCount = useUnreadNotificationCount();
  const paged = useGraphqlInfinite(
    MyNotificationsDocument,
    (after) => ({ unreadOnly: isUnreadOnly, paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myNotifications },
  );
  const { updatePages } = paged;
  // One read is patched on the page; all read asks the lists again too.
  const readOne = useGraphqlMutation(ReadNotificationDocument, 'readNotification', {
    invalidates: [UNREAD_COUNT_OPERATION],
  });
  const readAll = useGraphqlMutation(ReadAllNotificationsDocument, 'readAllNotifications', {
    invalidates: [UNREAD_COUNT_OPERATION, INBOX_OPERATION],
  });

  /** Marked read on the page at once; the badges ask again once the server has it. */
  async function markRead(notification: InboxNotification, isLeaving: boolean) {
    if (notification.isRead) return;
    updatePages((pages) =>
      pages.map((page) => ({
        ...page,
        nodes: page.nodes.map((node) =>
          node.id === notification.id ? { ...node, isRead: true } : node,
        ),
      })),
    );
    const result = await readOne({ id: notification.id });
    // Following the link matters more than the mark: a failure is told only on this page.
    if (isGraphqlFailure(result) && !isLeaving) showToast(result.message, 'error');
  }

  async function markAllRead() {
    setIsMarkingAll(true);
    const result = await readAll({});
    setIsMarkingAll(false);
    if (isGraphqlFailure(result)) {
      showToast(result.message, 'error');
      return;
    }
    showToast(
      result > 0
        ? `알림 ${formatNumber(result)}개를 읽음으로 표시했어요.`
        : '읽지 않은 알림이 없어요.',
    );
    headingRef.current?.focus();
  }

  const now = new Date();
  return (
    <PagedListContent
      paged={paged}
      loadingLabel="알림을 불러오는 중입니다"
      empty={EMPTY_STATES[isUnreadOnly ? 'unread' : 'all']}
    >
      {(loaded, loadMoreControl) => (
        <section aria-labelledby="notification-list-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="notification-list-heading"
              ref={headingRef}
              tabIndex={-1}
              className="text-[15px] font-bold text-gray-900 focus:outline-none"
            >
              {isUnreadOnly ? '읽지 않은 알림' : '전체 알림'} {formatNumber(loaded.totalCount)}개
            </h2>
            <Button
              variant="outline"
              size="md"
              disabled={!unreadCount || isMarkingAll}
              onClick={() => void markAllRead()}
            >
              {isMarkingAll
                ? '처리 중…'
                : `모두 읽음 처리${unreadCount ? ` (${formatNumber(unreadCount)})` : ''}`}
            </Button>
          </div>
          <ul className="mt-3 grid gap-2" aria-label="알림 목록">
            {loaded.nodes.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                now={now}
                onRead={(isLeaving) => void markRead(notification, isLeaving)}
              />
            ))}
          </ul>
          {loadMoreControl}
        </section>
      )}
    </PagedListContent>
  );
}

function NotificationRow({
  notification,
  now,
  onRead,
}: {
  notification: InboxNotification;
  now: Date;
  onRead: (isLeaving: boolean) => void;
}) {
  const path = readNotificationPath(notification.url);
  const isUnread = !notification.isRead;
  const className = `flex w-full min-h-11 gap-3 rounded-2xl border p-4 transition-colors ${
    isUnread ? 'border-brand-200 bg-brand-50' : 'border-gray-200 bg-white'
  } ${path ? (isUnread ? 'hover:bg-brand-100' : 'hover:bg-gray-50') : ''}`;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${isUnread ? 'bg-brand-600' : 'bg-transparent'}`}
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {isUnread ? (
            <span className="inline-flex h-5 items-center rounded-full bg-brand-700 px-2 text-xs font-bold text-white">
              읽지 않음
            </span>
          ) : null}
          <span
            className={`text-[15px] ${isUnread ? 'font-bold text-gray-900' : 'font-medium text-gray-700'}`}
          >
            {notification.title}
          </span>
        </span>
        <span className="mt-1 block text-sm leading-relaxed text-gray-700">
          {notification.message}
        </span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="mt-1.5 block text-[13px] text-gray-600"
        >
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </span>
    </>
  );
  if (path) {
    return (
      <li>
        <Link href={path} onClick={() => onRead(true)} className={className}>
          {content}
        </Link>
      </li>
    );
  }
  // Nowhere to go: the row is read where it is, and an unread one offers the mark.
  return (
    <li className={className}>
      {content}
      {isUnread ? (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 self-center"
          aria-label={`${notification.title} 읽음으로 표시`}
          onClick={() => onRead(false)}
        >
          읽음 표시
        </Button>
      ) : null}
    </li>
  );
}
