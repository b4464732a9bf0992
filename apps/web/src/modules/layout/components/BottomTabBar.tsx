'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentType, SVGProps } from 'react';
import {
  BuildingIcon,
  ClipboardIcon,
  HomeIcon,
  MegaphoneIcon,
  UserIcon,
} from '../../ui/components/icons';
import { MyBidDot } from '../../my-bid-applies/components/MyBidDot';
import { useMyBidDot } from '../../my-bid-applies/hooks/useMyBidDot';
import {
  BOTTOM_TABS,
  findActiveTab,
  isBottomTabBarVisible,
  type NavigationTab,
} from '../utils/navigation';

const TAB_ICONS: Partial<Record<NavigationTab['key'], ComponentType<SVGProps<SVGSVGElement>>>> = {
  home: HomeIcon,
  company: BuildingIcon,
  bid: MegaphoneIcon,
  myBid: ClipboardIcon,
  myPage: UserIcon,
};

/** Phone: the five-tab bar on the main pages (SPEC §2 mobile layout). */
export function BottomTabBar() {
  const pathname = usePathname();
  const hasMyBidDot = useMyBidDot();
  if (!isBottomTabBarVisible(pathname)) return null;
  const activeTab = findActiveTab(pathname, BOTTOM_TABS);
  return (
    <>
      <div
        aria-hidden="true"
        className="h-[calc(4rem+env(safe-area-inset-bottom))] desktop:hidden"
      />
      <nav
        aria-label="하단 메뉴"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur desktop:hidden"
      >
        <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
          {BOTTOM_TABS.map((tab) => {
            const Icon = TAB_ICONS[tab.key] ?? HomeIcon;
            const isActive = tab.key === activeTab;
            return (
              <li key={tab.key} className="flex">
                <Link
                  href={tab.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={`flex flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold ${
                    isActive ? 'text-brand-700' : 'text-gray-600'
                  }`}
                >
                  <span className="relative">
                    <Icon className="size-6" strokeWidth={isActive ? 2.3 : 1.8} />
                    {tab.key === 'myBid' && hasMyBidDot ? (
                      <MyBidDot className="absolute -top-0.5 -right-1" />
                    ) : null}
                  </span>
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
