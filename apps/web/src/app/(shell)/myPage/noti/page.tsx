import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CardListPageSkeleton } from '../../../../modules/my-companies/components/ListStates';
import { NotificationsPage } from '../../../../modules/notifications/components/NotificationsPage';
import { MY_PAGE_SECTIONS } from '../../../../modules/layout/utils/my-page-sections';

export const metadata: Metadata = { title: `마이페이지 · ${MY_PAGE_SECTIONS.noti}` };

export default function MyPageNoti() {
  // The tab lives in the URL and is read on the client, where switching tabs does not reload.
  return (
    <Suspense fallback={<CardListPageSkeleton />}>
      <NotificationsPage />
    </Suspense>
  );
}
