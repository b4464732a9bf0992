'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { MyBidDotIsland } from '../../my-bid-applies/components/MyBidDotIsland';
import {
  BOTTOM_TABS,
  findActiveTab,
  isBottomTabBarVisible,
  type NavigationTab,
} from '../utils/navigation';

/**
 * The bar's route-dependent part (shown or not, the current tab). The icons come rendered from
 * the server (BottomTabBar); the current tab's strokes are drawn heavier by CSS.
 */
export function BottomTabBarNav({
  icons,
}: {
  icons: Partial<Record<NavigationTab['key'], ReactNode>>;
}) {
  const pathname = usePathname();
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
            const isActive = tab.key === activeTab;
            return (
              <li key={tab.key} className="flex">
                <Link
                  href={tab.href}
                  aria-current={isActive ? 'page' : undefined}
                  className={`flex flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold ${
                    isActive
                      ? 'text-brand-700 [&_svg]:[stroke-width:2.3]'
                      : 'text-gray-600 [&_svg]:[stroke-width:1.8]'
                  }`}
                >
                  <span className="relative">
                    {icons[tab.key]}
                    {tab.key === 'myBid' ? (
                      <MyBidDotIsland className="absolute -top-0.5 -right-1" />
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
