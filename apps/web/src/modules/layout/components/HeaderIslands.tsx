'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { summarizeAccount } from '../../session/utils/account-summary';
import { SearchBarIsland } from '../../search/components/SearchBarIsland';
import { Skeleton } from '../../ui/components/Skeleton';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import { useAuthFlowExitNotice } from '../hooks/useAuthFlowExitNotice';
import { DRAWER_ID, isHomePath } from '../utils/navigation';

// The header's parts that depend on the session, the route or a click; SiteHeader (a server
// component) lays them out.

// The account menu (its ring and panel) is a member's only: fetched once the session says so, it
// is on no page's first load.
const ACCOUNT_MENU = defineLazyModule(() => import('./AccountMenu'));

// The drawer renders only once the hamburger is pressed, so its code loads then, not with every
// page (React.lazy: next/dynamic's loader would cost more than the drawer).
const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })));

/**
 * On the sign-up and find pages a click on the links inside (the server-rendered logo) says
 * where it goes first (SPEC §8). `display: contents` leaves the layout to the children.
 */
export function AuthFlowExitNotice({ children }: { children: ReactNode }) {
  const announceAuthFlowExit = useAuthFlowExitNotice();
  return (
    <span className="contents" onClickCapture={announceAuthFlowExit}>
      {children}
    </span>
  );
}

/** The header's search bar, reset on every route; the phone's home page has its own big one. */
export function HeaderSearch({ variant }: { variant: 'header' | 'compact' }) {
  const pathname = usePathname();
  if (variant === 'compact' && isHomePath(pathname)) return null;
  const bar = <SearchBarIsland key={pathname} variant={variant} />;
  return variant === 'compact' ? <div className="px-4 pb-3">{bar}</div> : bar;
}

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

/**
 * Desktop: 로그인/회원가입, or the points and the account menu. The login link's button look
 * comes from the server (`loginClassName`), so the button styles stay off the first load.
 */
export function AccountArea({ loginClassName }: { loginClassName: string }) {
  const { state, isHydrated } = useSession();
  const announceAuthFlowExit = useAuthFlowExitNotice();
  const menu = useLazyModule(ACCOUNT_MENU, isHydrated && state.isLogin);
  if (!isHydrated) return <Skeleton className="h-10 w-36" />;
  if (!state.isLogin) {
    return (
      <Link href="/auth/login" onClick={announceAuthFlowExit} className={loginClassName}>
        로그인/회원가입
      </Link>
    );
  }
  const account = summarizeAccount(state);
  return (
    <div className="flex items-center gap-3">
      <PointBadge pointText={account.pointText} />
      {menu ? <menu.AccountMenu /> : <Skeleton className="size-[46px] rounded-full" />}
    </div>
  );
}

/** Phone: 로그인, or the points. */
export function PhoneAccountShortcut() {
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

/** Phone: the hamburger (its icon drawn on the server) and the drawer it opens. */
export function DrawerToggle({
  icon,
  usageGuideLink,
}: {
  icon: ReactNode;
  usageGuideLink: ReactNode;
}) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="전체 메뉴 열기"
        aria-expanded={isDrawerOpen}
        aria-controls={isDrawerOpen ? DRAWER_ID : undefined}
        onClick={() => setIsDrawerOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
      >
        {icon}
      </button>
      {isDrawerOpen ? (
        <Suspense fallback={null}>
          <Drawer onClose={() => setIsDrawerOpen(false)} usageGuideLink={usageGuideLink} />
        </Suspense>
      ) : null}
    </>
  );
}
