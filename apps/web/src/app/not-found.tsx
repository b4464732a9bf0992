import type { Metadata } from 'next';
import { AppShell } from '../modules/layout/components/AppShell';
import { NotFoundView } from '../modules/layout/components/NotFoundView';

export const metadata: Metadata = { title: '페이지를 찾을 수 없습니다' };

export default function NotFound() {
  return (
    <AppShell>
      <NotFoundView />
    </AppShell>
  );
}
