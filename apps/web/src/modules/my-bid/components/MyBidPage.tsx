'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { MyAppliesTab } from '../../my-bid-applies/components/MyAppliesTab';
import {
  buildMyBidHref,
  MY_BID_TABS,
  readMyBidFilter,
  readMyBidTab,
  type MyBidFilter,
} from '../utils/my-bid-tabs';
import { MyBidDot } from '../../my-bid-applies/components/MyBidDot';
import { useMyBidNotice } from '../../my-bid-applies/hooks/useMyBidDot';
import { myBidTabHasNews } from '../../my-bid-applies/utils/my-bid-dot';
import { UrlTabs } from '../../ui/components/UrlTabs';
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
  const notice = useMyBidNotice();

  const changeFilter = (next: MyBidFilter) => {
    router.replace(buildMyBidHref('1', next), { scroll: false });
  };

  return (
    <div className="mx-auto w-full max-w-[1080px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">내 입찰</h1>
      <p className="mt-1 text-[15px] text-gray-600">
        내가 올린 견적 요청과 지원·초대받은 공고를 한곳에서 관리하세요.
      </p>
      <UrlTabs
        label="내 입찰 구분"
        tabs={MY_BID_TABS}
        selected={tab}
        hrefOf={(next) => buildMyBidHref(next)}
        renderLabel={(entry) => (
          <span className="inline-flex items-center gap-1.5">
            {entry.label}
            {myBidTabHasNews(entry.value, notice) ? <MyBidDot /> : null}
          </span>
        )}
      >
        {tab === '1' ? (
          <MyAnnouncementsTab filter={filter} onFilterChange={changeFilter} />
        ) : (
          <MyAppliesTab />
        )}
      </UrlTabs>
    </div>
  );
}
