'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { MyBidDotIsland } from '../../my-bid-applies/components/MyBidDotIsland';
import { MAIN_TABS, findActiveTab } from '../utils/navigation';

/** Desktop second bar: the main tabs. */
export function TabBar() {
  const pathname = usePathname();
  const activeTab = findActiveTab(pathname);
  return (
    <nav aria-label="주요 메뉴" className="h-full">
      <ul className="flex h-full items-stretch gap-1">
        {MAIN_TABS.map((tab) => {
          const isActive = tab.key === activeTab;
          return (
            <li key={tab.key} className="flex">
              <Link
                href={tab.href}
                aria-current={isActive ? 'page' : undefined}
                className={`relative flex items-center px-3.5 text-[15px] font-semibold transition-colors after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-full ${
                  isActive
                    ? 'text-brand-700 after:bg-brand-600'
                    : 'text-gray-700 hover:text-gray-900 after:bg-transparent'
                }`}
              >
                {tab.label}
                {tab.key === 'myBid' ? <MyBidDotIsland className="-mt-3 ml-0.5" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
