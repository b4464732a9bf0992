'use client';

import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { MyBidNoticeBadgeIsland } from '../../my-bid-applies/components/MyBidNoticeBadgeIsland';
import { UnreadNotificationBadgeIsland } from '../../notifications/components/UnreadNotificationBadgeIsland';
import { ChevronRightIcon } from '../../ui/components/icons';
import {
  MY_PAGE_MENU,
  MY_PAGE_NOTICE_LABELS,
  findCurrentMyPageEntry,
  type MyPageMenuEntry,
} from '../utils/my-page-menu';
import { MY_PAGE_PATH } from '../utils/navigation';
import { NavLink } from './NavLink';

/**
 * Where the menu is drawn: `side` beside every /myPage page (≥ lg), `list` the list page at
 * /myPage, `menu` the desktop account menu, `drawer` the phone drawer. One config, four looks.
 */
export type MyPageMenuVariant = 'side' | 'list' | 'menu' | 'drawer';

const NOTICE_FLAGS = {
  newApplies: 'hasNewApplies',
  uncheckedInvitations: 'hasUncheckedInvitations',
} as const;

const STYLES: Record<
  MyPageMenuVariant,
  { groups: string; title: string; list: string; link: string; current: string; other: string }
> = {
  side: {
    groups: 'mt-4 space-y-5',
    title: 'px-3 pb-1 text-[13px] font-semibold text-gray-600',
    list: 'space-y-0.5',
    link: 'flex min-h-11 items-center gap-2 rounded-lg px-3 text-[15px]',
    current: 'bg-brand-50 font-bold text-brand-800',
    other: 'font-medium text-gray-800 hover:bg-gray-100',
  },
  list: {
    groups: 'space-y-6',
    title: 'px-1 pb-2 text-sm font-semibold text-gray-600',
    list: 'divide-y divide-gray-100 overflow-hidden rounded-2xl border border-gray-200 bg-white',
    link: 'flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-gray-50',
    current: '',
    other: '',
  },
  menu: {
    groups: 'divide-y divide-gray-100 border-t border-gray-100',
    title: 'sr-only',
    list: 'py-1',
    link: 'flex min-h-11 items-center gap-2 rounded-lg px-3 text-[15px] font-medium',
    current: 'bg-gray-50 text-brand-700',
    other: 'text-gray-800 hover:bg-gray-50',
  },
  drawer: {
    groups: 'space-y-3',
    title: 'px-3 pt-1 text-[13px] font-semibold text-gray-600',
    list: '',
    link: 'flex min-h-12 items-center gap-2 rounded-xl px-3 text-base font-semibold',
    current: 'bg-gray-50 text-brand-700',
    other: 'text-gray-800 hover:bg-gray-50',
  },
};

type MyPageMenuProps = {
  variant: MyPageMenuVariant;
  /** Called when an entry is followed (the account menu and the drawer close). */
  onNavigate?: () => void;
};

/** My Page's areas (MY_PAGE_MENU) as links, grouped, the current page marked. */
export function MyPageMenu({ variant, onNavigate }: MyPageMenuProps) {
  const pathname = usePathname();
  const baseId = useId();
  const currentKey = findCurrentMyPageEntry(pathname);
  const style = STYLES[variant];
  return (
    <div className={style.groups}>
      {MY_PAGE_MENU.map((group) => {
        const titleId = `${baseId}-${group.key}`;
        return (
          <div key={group.key}>
            {variant === 'list' ? (
              <h2 id={titleId} className={style.title}>
                {group.title}
              </h2>
            ) : (
              <p id={titleId} className={style.title}>
                {group.title}
              </p>
            )}
            <ul aria-labelledby={titleId} className={style.list}>
              {group.entries.map((entry) => {
                const isCurrent = entry.key === currentKey;
                return (
                  <li key={entry.key}>
                    <NavLink
                      href={entry.href}
                      isCurrent={isCurrent}
                      onClick={onNavigate}
                      className={`${style.link} ${isCurrent ? style.current : style.other}`}
                    >
                      <MyPageMenuEntryContent
                        entry={entry}
                        variant={variant}
                        isOpenedLater={variant === 'menu' || variant === 'drawer'}
                      />
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

function MyPageMenuEntryContent({
  entry,
  variant,
  isOpenedLater,
}: {
  entry: MyPageMenuEntry;
  variant: MyPageMenuVariant;
  isOpenedLater: boolean;
}) {
  const badge =
    entry.notice === 'unreadNotifications' ? (
      <UnreadNotificationBadgeIsland variant="menu" isOpenedLater={isOpenedLater} />
    ) : entry.notice ? (
      <MyBidNoticeBadgeIsland
        flag={NOTICE_FLAGS[entry.notice]}
        label={MY_PAGE_NOTICE_LABELS[entry.notice]}
        isOpenedLater={isOpenedLater}
      />
    ) : null;
  if (variant !== 'list') {
    return (
      <>
        <span className="min-w-0 truncate">{entry.label}</span>
        {badge}
        {variant === 'drawer' ? (
          <ChevronRightIcon className="ml-auto size-4 shrink-0 text-gray-500" />
        ) : null}
      </>
    );
  }
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 text-base font-semibold text-gray-900">
          {entry.label}
          {badge}
        </span>
        {/* The leading space keeps the description a sentence of its own in the link's name. */}
        <span className="mt-0.5 block text-sm text-gray-600">{` ${entry.description}`}</span>
      </span>
      <ChevronRightIcon className="size-5 shrink-0 text-gray-500" />
    </>
  );
}

/** The side navigation's title: My Page's own list page, marked when it is the page. */
export function MyPageMenuHomeLink({ className }: { className: string }) {
  const pathname = usePathname();
  return (
    <NavLink href={MY_PAGE_PATH} isCurrent={pathname === MY_PAGE_PATH} className={className}>
      마이페이지
    </NavLink>
  );
}
