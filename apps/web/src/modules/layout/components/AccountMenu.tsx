'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { summarizeAccount } from '../../session/utils/account-summary';
import { ChevronRightIcon, InfoIcon } from '../../ui/components/icons';
import { useLogout } from '../hooks/useLogout';
import { MY_PAGE_PATH } from '../utils/navigation';
import { UserAvatar } from '../../profile/components/UserAvatar';
import { MyPageMenu } from './MyPageMenu';
import { ProfileRing } from './ProfileRing';

/** Desktop: the profile-completion ring and the account menu it opens (SPEC §2 desktop layout). */
export function AccountMenu() {
  const { state } = useSession();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const account = summarizeAccount(state);
  const close = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnOutside(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={`내 계정 메뉴, 프로필 완성도 ${account.progress}%`}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center rounded-full p-0.5 hover:bg-gray-100"
      >
        <ProfileRing progress={account.progress} size={42} />
      </button>
      {isOpen ? (
        <div
          id={menuId}
          className="animate-fade-in absolute top-[calc(100%+10px)] right-0 z-40 max-h-[calc(100dvh-96px)] w-72 overflow-y-auto overscroll-contain rounded-2xl border border-gray-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center gap-3 px-3 pt-3 pb-4">
            <UserAvatar
              imageUrl={state.me?.avatar?.thumbnailURL}
              uniqueId={state.me?.profile?.uniqueId}
              size={48}
            />
            <div className="min-w-0">
              <p className="truncate text-base font-bold text-gray-900">{account.displayName}님</p>
              <p className="text-[13px] text-gray-600">프로필 완성도 {account.progress}%</p>
            </div>
          </div>
          <dl className="space-y-3 rounded-xl bg-gray-50 px-3 py-3 text-sm">
            <div className="flex items-center justify-between gap-3">
              <dt className="text-gray-600">보유 포인트</dt>
              <dd className="font-bold text-gray-900">{account.pointText} P</dd>
            </div>
            <div className="flex items-start justify-between gap-3">
              <dt className="shrink-0 text-gray-600">구독</dt>
              <dd className="text-right">
                {account.subscription ? (
                  <>
                    <span className="font-semibold text-gray-900">{account.subscription.name}</span>
                    {account.subscription.isEnding ? (
                      <span className="mt-1 block text-xs font-semibold text-danger-700">
                        구독 종료 예정
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="text-gray-600">이용 중인 구독 없음</span>
                )}
              </dd>
            </div>
          </dl>
          {account.subscription ? (
            <p className="relative mx-1 mt-3 flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-[13px] font-medium text-white before:absolute before:-top-1 before:right-6 before:size-2 before:rotate-45 before:bg-brand-600">
              <InfoIcon className="size-4 shrink-0" />
              모든 기업정보 무료 열람
            </p>
          ) : null}
          <div className="mt-2 border-t border-gray-100 pt-2">
            <ul>
              <li>
                <Link
                  href={MY_PAGE_PATH}
                  onClick={close}
                  className="flex min-h-11 items-center justify-between rounded-lg px-3 text-[15px] font-bold text-gray-900 hover:bg-gray-50"
                >
                  마이페이지
                  <ChevronRightIcon className="size-4 text-gray-500" />
                </Link>
              </li>
            </ul>
            <MyPageMenu variant="menu" onNavigate={close} />
            <ul className="border-t border-gray-100 pt-1">
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                  className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-[15px] font-medium text-gray-800 hover:bg-gray-50"
                >
                  로그아웃
                </button>
              </li>
            </ul>
          </div>
        </div>
      ) : null}
    </div>
  );
}
