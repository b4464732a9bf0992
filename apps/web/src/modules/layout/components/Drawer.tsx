'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useSession } from '../../session/hooks/useSession';
import { summarizeAccount } from '../../session/utils/account-summary';
import { buttonClassName } from '../../ui/components/Button';
import { ChevronRightIcon, CloseIcon, PencilIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/Skeleton';
import { useFocusTrap } from '../../ui/hooks/useFocusTrap';
import { useModalLayer } from '../../ui/hooks/useModalLayer';
import { useModalRoot } from '../../ui/hooks/useModalRoot';
import { MyBidDot } from '../../my-bid-applies/components/MyBidDot';
import { useMyBidDot } from '../../my-bid-applies/hooks/useMyBidDot';
import { useLogout } from '../hooks/useLogout';
import { BID_UPLOAD_PATH, DRAWER_ID, MAIN_TABS, findActiveTab } from '../utils/navigation';
import { LogoMark } from './Logo';
import { EstimateRequestLink } from '../../profile/components/EstimateRequestLink';
import { UserAvatar } from '../../profile/components/UserAvatar';
import { MyPageMenu } from './MyPageMenu';
import { NavLink } from './NavLink';
import { ProfileRing } from './ProfileRing';

type DrawerProps = {
  onClose: () => void;
  /** Server-rendered usage-guide link. */
  usageGuideLink: ReactNode;
};

/** Phone: the side drawer opened by the hamburger (SPEC §2 mobile layout). Render it only while open. */
export function Drawer({ onClose, usageGuideLink }: DrawerProps) {
  const { root } = useModalRoot();
  const { state, isHydrated } = useSession();
  const logout = useLogout();
  const pathname = usePathname();
  const hasMyBidDot = useMyBidDot({ isOpenedLater: true });
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { isActive: root !== null, onEscape: onClose });
  useModalLayer(true);

  if (!root) return null;
  const account = summarizeAccount(state);
  const activeTab = findActiveTab(pathname);

  return createPortal(
    <div className="fixed inset-0 z-50 desktop:hidden">
      <div
        className="animate-fade-in absolute inset-0 bg-gray-950/50"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={DRAWER_ID}
        role="dialog"
        aria-modal="true"
        aria-label="전체 메뉴"
        tabIndex={-1}
        className="animate-drawer-in absolute inset-y-0 left-0 flex w-[min(86vw,340px)] flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex h-14 items-center justify-between border-b border-gray-100 pr-2 pl-5">
          <span className="flex items-center gap-2 text-[17px] font-extrabold text-gray-900">
            <LogoMark className="size-7" />
            공사<span className="-ml-2 text-brand-600">마켓</span>
          </span>
          <button
            type="button"
            aria-label="메뉴 닫기"
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>

        <section aria-label="내 계정" className="px-5 pt-5 pb-4">
          {!isHydrated ? (
            <Skeleton className="h-24 w-full" />
          ) : state.isLogin ? (
            <div className="rounded-2xl bg-brand-50 p-4">
              <div className="flex items-center gap-3">
                <UserAvatar
                  imageUrl={state.me?.avatar?.thumbnailURL}
                  uniqueId={state.me?.profile?.uniqueId}
                  size={48}
                />
                <div className="min-w-0">
                  <p className="truncate text-base font-bold text-gray-900">
                    {account.displayName}님
                  </p>
                  <p className="text-[13px] text-gray-700">보유 {account.pointText} P</p>
                </div>
              </div>
              <div className="mt-4 flex items-center gap-3 rounded-xl bg-white px-3 py-2.5">
                <ProfileRing progress={account.progress} size={44} />
                <p className="text-[14px] font-semibold text-gray-800">
                  프로필 완성도 {account.progress}%
                </p>
              </div>
              <Link
                href="/myPage/profile"
                onClick={onClose}
                className={buttonClassName('primary', 'md', 'mt-4 w-full')}
              >
                <PencilIcon className="size-4" />
                {account.progress >= 100 ? '프로필 수정' : '프로필 완성하기'}
              </Link>
            </div>
          ) : (
            <div className="rounded-2xl bg-brand-50 p-4">
              <p className="text-[15px] leading-relaxed text-gray-800">
                로그인하고 업체 정보 열람과
                <br />
                견적 요청을 시작해 보세요.
              </p>
              <Link
                href="/auth/login"
                onClick={onClose}
                className={buttonClassName('primary', 'md', 'mt-4 w-full')}
              >
                로그인/회원가입
              </Link>
            </div>
          )}
        </section>

        <nav aria-label="전체 메뉴" className="px-3">
          <ul>
            {MAIN_TABS.map((tab) => {
              const isActive = tab.key === activeTab;
              return (
                <li key={tab.key}>
                  <NavLink
                    href={tab.href}
                    isCurrent={isActive}
                    isExactPage={pathname === tab.href}
                    onClick={onClose}
                    className={`flex min-h-12 items-center justify-between rounded-xl px-3 text-base font-semibold ${
                      isActive ? 'bg-gray-50 text-brand-700' : 'text-gray-800 hover:bg-gray-50'
                    }`}
                  >
                    <span className="flex items-center gap-1.5">
                      {tab.label}
                      {tab.key === 'myBid' && hasMyBidDot ? <MyBidDot /> : null}
                    </span>
                    <ChevronRightIcon className="size-4 text-gray-500" />
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>

        {isHydrated && state.isLogin ? (
          <nav aria-label="마이페이지 메뉴" className="mt-2 border-t border-gray-100 px-3 pt-3">
            <MyPageMenu variant="drawer" onNavigate={onClose} />
          </nav>
        ) : null}

        <div className="mt-2 space-y-1 border-t border-gray-100 px-3 pt-3">
          <EstimateRequestLink
            href={BID_UPLOAD_PATH}
            onClick={onClose}
            className={buttonClassName('primary', 'md', 'w-full')}
          >
            견적 요청하기
          </EstimateRequestLink>
          {usageGuideLink}
        </div>

        {isHydrated && state.isLogin ? (
          <div className="mt-auto border-t border-gray-100 px-3 py-3">
            <button
              type="button"
              onClick={() => void logout()}
              className="flex min-h-12 w-full items-center rounded-xl px-3 text-left text-[15px] font-medium text-gray-600 hover:bg-gray-50"
            >
              로그아웃
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    root,
  );
}
