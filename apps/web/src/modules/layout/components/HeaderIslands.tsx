'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useAuth } from '../../session/hooks/useAuth';
import { SearchBarIsland } from '../../search/components/SearchBarIsland';
import { Skeleton } from '../../ui/components/Skeleton';
import { useIsHydrated } from '../../ui/hooks/useIsHydrated';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import { useAuthFlowExitNotice } from '../hooks/useAuthFlowExitNotice';
import { DRAWER_ID, isHomePath } from '../utils/navigation';

// The header's parts that depend on the session, the route or a click; SiteHeader (a server
// component) lays them out.

// A member's header parts (the points badge, the account menu with its ring and panel): fetched
// once the session says member, they are on no page's first load.
const MEMBER_ACCOUNT = defineLazyModule(() => import('./MemberAccount'));

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

/**
 * Desktop: 로그인/회원가입, or the points and the account menu. The login link's button look
 * comes from the server (`loginClassName`), so the button styles stay off the first load.
 */
export function AccountArea({ loginClassName }: { loginClassName: string }) {
  // The login only (the member's parts read the account themselves): the account's data
  // arriving does not draw the area again.
  const { auth, isHydrated } = useAuth();
  const announceAuthFlowExit = useAuthFlowExitNotice();
  const member = useLazyModule(MEMBER_ACCOUNT, isHydrated && auth.isLogin);
  if (!isHydrated) return <Skeleton className="h-10 w-36" />;
  if (!auth.isLogin) {
    return (
      <Link href="/auth/login" onClick={announceAuthFlowExit} className={loginClassName}>
        로그인/회원가입
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {member ? (
        <member.DesktopAccount />
      ) : (
        <>
          <Skeleton className="h-9 w-24 rounded-full" />
          <Skeleton className="size-[46px] rounded-full" />
        </>
      )}
    </div>
  );
}

/** Phone: 로그인, or the notification bell and the points. */
export function PhoneAccountShortcut() {
  const { auth, isHydrated } = useAuth();
  const announceAuthFlowExit = useAuthFlowExitNotice();
  const member = useLazyModule(MEMBER_ACCOUNT, isHydrated && auth.isLogin);
  if (!isHydrated) return <Skeleton className="h-9 w-20" />;
  if (!auth.isLogin) {
    return (
      <Link
        href="/auth/login"
        onClick={announceAuthFlowExit}
        className="inline-flex h-11 items-center rounded-full px-3 text-[15px] font-semibold text-brand-700 hover:bg-brand-50"
      >
        로그인
      </Link>
    );
  }
  return member ? <member.PhoneShortcut /> : <Skeleton className="h-9 w-20" />;
}

/**
 * Phone: the hamburger (its icon drawn on the server) and the drawer it opens. The button is in
 * the server's HTML, but a tap does nothing until this island has hydrated, so until then it is
 * disabled (same look; assistive tech says it is unavailable) instead of swallowing the tap,
 * and a browser test's click waits for it to be enabled (ADR 0018).
 */
export function DrawerToggle({
  icon,
  usageGuideLink,
}: {
  icon: ReactNode;
  usageGuideLink: ReactNode;
}) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isHydrated = useIsHydrated();
  return (
    <>
      <button
        type="button"
        disabled={!isHydrated}
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
