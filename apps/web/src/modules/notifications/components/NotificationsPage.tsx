'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, lazy } from 'react';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { UrlTabs } from '../../ui/components/UrlTabs';
import {
  NOTIFICATION_TABS,
  buildNotificationHref,
  readNotificationTab,
} from '../utils/notification-inbox';
import { NotificationList } from './NotificationList';
import { SettingsSkeleton } from './SettingsSkeleton';

// The settings tab (switches, the trade picker) loads when it is opened, not with the inbox.
const NotificationSettingsPanel = lazy(() =>
  import('./NotificationSettingsPanel').then((module) => ({
    default: module.NotificationSettingsPanel,
  })),
);

/** /myPage/noti: 전체 / 읽지 않음 (myNotifications) and 알림 설정 (notificationSetting), by ?tab=. */
export function NotificationsPage() {
  const searchParams = useSearchParams();
  const tab = readNotificationTab(searchParams.get('tab'));
  return (
    <MyListFrame title="알림" description="받은 알림을 최근 순으로 보여 드려요.">
      <UrlTabs
        label="알림 보기"
        tabs={NOTIFICATION_TABS}
        selected={tab}
        hrefOf={buildNotificationHref}
        className="mt-0"
      >
        {tab === 'settings' ? (
          <Suspense fallback={<SettingsSkeleton />}>
            <NotificationSettingsPanel />
          </Suspense>
        ) : (
          <NotificationList key={tab} isUnreadOnly={tab === 'unread'} />
        )}
      </UrlTabs>
    </MyListFrame>
  );
}
