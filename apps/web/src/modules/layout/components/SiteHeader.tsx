'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { summarizeAccount } from '../../session/utils/account-summary';
import { EstimateRequestLink } from '../../profile/components/EstimateRequestLink';
import { ButtonLink, buttonClassName } from '../../ui/components/Button';
import { MenuIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/Skeleton';
import { useAuthFlowExitNotice } from '../hooks/useAuthFlowExitNotice';
import { BID_UPLOAD_PATH, DRAWER_ID, isHomePath } from '../utils/navigation';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { SearchBar } from '../../search/components/SearchBar';
import { TabBar } from './TabBar';

// The drawer renders only once the hamburger is pressed, so its code loads then, not with every
// page (React.lazy: next/dynamic's loader would cost more than the drawer).
const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })));

type SiteHeaderProps = {
  /** Server-rendered usage-guide links (they need serviceManage), one per place they appear. */
  usageGuideBarLink: ReactNode;
  usageGuideDrawerLink: ReactNode;
};

function PointBadge({ pointText, className = '' }: { pointText: string; className?: string }) {
  return (
    <Link
      href="/myPage/point?tab=1"
      aria-label={`보유 포인트 ${pointText}P, 포인트 내역 보기`}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 pr-3 pl-1 text-sm font-bold text-brand-800 hover:border-brand-200 ${className}`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-7 items-center justify-center rounded-full bg-brand-600 text-xs font-extrabold text-white"
      >
        P
      </span>
      {pointText}
    </Link>
  );
}

function AccountArea() {
  const { state, isHydrated } = useSession();
  const announceAuthFlowExit = useAuthFlowExitNotice();
  if (!isHydrated) return <Skeleton className="h-10 w-36" />;
  if (!state.isLogin) {
    return (
      <ButtonLink
        href="/auth/login"
        onClick={announceAuthFlowExit}
        variant="outline"
        size="md"
        className="rounded-full px-5"
      >
        로그인/회원가입
      </ButtonLink>
    );
  }
  const account = summarizeAccount(state);
  return (
    <div className="flex items-center gap-3">
      <PointBadge pointText={account.pointText} />
      <AccountMenu />
    </div>
  );
}

function PhoneAccountShortcut() {
  const { state, isHydrated } = useSession();
  const announceAuthFlowExit = useAuthFlowExitNotice();
  if (!isHydrated) return <Skeleton className="h-9 w-20" />;
  if (!state.isLogin) {
    return (
      <Link
        href="/auth/login"
        onClick={announceAuthFlowExit}
        className="inline-flex h-10 items-center rounded-full px-3 text-[15px] font-semibold text-brand-700 hover:bg-brand-50"
      >
        로그인
      </Link>
    );
  }
  return <PointBadge pointText={summarizeAccount(state).pointText} />;
}

export function SiteHeader({ usageGuideBarLink, usageGuideDrawerLink }: SiteHeaderProps) {
  const pathname = usePathname();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isHome = isHomePath(pathname);
  const announceAuthFlowExit = useAuthFlowExitNotice();

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white">
      {/* Desktop (≥ 820px): top bar and the tab bar. */}
      <div className="hidden desktop:block">
        <div className="mx-auto flex h-[72px] max-w-[1200px] items-center gap-8 px-6">
          <Logo onClick={announceAuthFlowExit} />
          <div className="max-w-[560px] flex-1">
            <SearchBar key={pathname} variant="header" />
          </div>
          <div className="ml-auto">
            <AccountArea />
          </div>
        </div>
        <div className="border-t border-gray-100">
          <div className="mx-auto flex h-[52px] max-w-[1200px] items-stretch justify-between px-3">
            <TabBar />
            <div className="flex items-center gap-1 pr-3">
              {usageGuideBarLink}
              <EstimateRequestLink
                href={BID_UPLOAD_PATH}
                className={buttonClassName('primary', 'sm', 'h-10 rounded-xl px-4 text-[15px]')}
              >
                견적 요청하기
              </EstimateRequestLink>
            </div>
          </div>
        </div>
      </div>

      {/* Phone (< 820px): hamburger, logo and the compact search outside the home page. */}
      <div className="desktop:hidden">
        <div className="flex h-14 items-center gap-1 pr-3 pl-1">
          <button
            type="button"
            aria-label="전체 메뉴 열기"
            aria-expanded={isDrawerOpen}
            aria-controls={isDrawerOpen ? DRAWER_ID : undefined}
            onClick={() => setIsDrawerOpen(true)}
            className="inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
          >
            <MenuIcon className="size-6" />
          </button>
          <Logo onClick={announceAuthFlowExit} />
          <div className="ml-auto">
            <PhoneAccountShortcut />
          </div>
        </div>
        {isHome ? null : (
          <div className="px-4 pb-3">
            <SearchBar key={pathname} variant="compact" />
          </div>
        )}
      </div>
      {isDrawerOpen ? (
        <Suspense fallback={null}>
          <Drawer onClose={() => setIsDrawerOpen(false)} usageGuideLink={usageGuideDrawerLink} />
        </Suspense>
      ) : null}
    </header>
  );
}
