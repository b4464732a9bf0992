'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { summarizeAccount } from '../../session/utils/account-summary';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { defineLazyModule } from '../../ui/utils/lazy-module';
import { ProfileRing } from './ProfileRing';

// The menu's contents (avatar, subscription, logout) load right after the ring appears, for
// members only: a visitor's pages never carry them.
const ACCOUNT_MENU_PANEL = defineLazyModule(() => import('./AccountMenuPanel'));

/** Desktop: the profile-completion ring and the account menu it opens (SPEC §2 desktop layout). */
export function AccountMenu() {
  const { state } = useSession();
  const panel = useLazyModule(ACCOUNT_MENU_PANEL);
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const account = summarizeAccount(state);

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
      {isOpen && panel ? (
        <panel.AccountMenuPanel menuId={menuId} onClose={() => setIsOpen(false)} />
      ) : null}
    </div>
  );
}
