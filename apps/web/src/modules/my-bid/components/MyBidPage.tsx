'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useRef, type KeyboardEvent } from 'react';
import { MyAppliesTab } from '../../my-bid-applies/components/MyAppliesTab';
import {
  buildMyBidHref,
  findTabAfterKey,
  MY_BID_TABS,
  readMyBidFilter,
  readMyBidTab,
  type MyBidFilter,
  type MyBidTab,
} from '../utils/my-bid-tabs';
import { MyBidDot } from '../../my-bid-applies/components/MyBidDot';
import { useMyBidNotice } from '../../my-bid-applies/hooks/useMyBidDot';
import { myBidTabHasNews } from '../../my-bid-applies/utils/my-bid-dot';
import { MyAnnouncementsTab } from './MyAnnouncementsTab';

/**
 * /myBid: my estimate requests (tab=1) and my applications and invitations (tab=3). The URL is
 * the state, so a tab or filter survives a reload and Back walks through them.
 */
export function MyBidPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const tab = readMyBidTab(searchParams.get('tab'));
  const filter = readMyBidFilter(searchParams.get('state'));
  const baseId = useId();
  const notice = useMyBidNotice();
  const tabRefs = useRef(new Map<MyBidTab, HTMLButtonElement>());

  const selectTab = (next: MyBidTab) => {
    if (next !== tab) router.push(buildMyBidHref(next), { scroll: false });
  };
  const changeFilter = (next: MyBidFilter) => {
    router.replace(buildMyBidHref('1', next), { scroll: false });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = findTabAfterKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next)?.focus();
    selectTab(next);
  };

  return (
    <div className="mx-auto w-full max-w-[1080px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">내 입찰</h1>
      <p className="mt-1 text-[15px] text-gray-600">
        내가 올린 견적 요청과 지원·초대받은 공고를 한곳에서 관리하세요.
      </p>
      <div role="tablist" aria-label="내 입찰 구분" className="mt-6 flex border-b border-gray-200">
        {MY_BID_TABS.map((entry) => {
          const isSelected = entry.value === tab;
          return (
            <button
              key={entry.value}
              ref={(element) => {
                if (element) tabRefs.current.set(entry.value, element);
                else tabRefs.current.delete(entry.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${entry.value}`}
              aria-selected={isSelected}
              // Only the shown panel exists, and aria-controls must point at an element.
              aria-controls={isSelected ? `${baseId}-panel-${entry.value}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => selectTab(entry.value)}
              onKeyDown={handleKeyDown}
              className={`-mb-px min-h-12 flex-1 border-b-2 px-4 text-[15px] font-bold transition-colors desktop:flex-none desktop:px-6 ${
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-gray-600 hover:text-gray-900'
              }`}
            >
              <span className="inline-flex items-center gap-1.5">
                {entry.label}
                {myBidTabHasNews(entry.value, notice) ? <MyBidDot /> : null}
              </span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        className="mt-6"
      >
        {tab === '1' ? (
          <MyAnnouncementsTab filter={filter} onFilterChange={changeFilter} />
        ) : (
          <MyAppliesTab />
        )}
      </div>
    </div>
  );
}
