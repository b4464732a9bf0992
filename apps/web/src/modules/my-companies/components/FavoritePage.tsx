'use client';

import { formatNumber } from '@gongsa/domain';
import { useSearchParams } from 'next/navigation';
import { MyFavoriteCountsDocument } from '../../../graphql/generated/operations/my-favorite-counts';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { UrlTabs } from '../../ui/components/UrlTabs';
import {
  buildFavoriteHref,
  FAVORITE_TABS,
  readFavoriteCount,
  readFavoriteTab,
} from '../utils/favorite-tabs';
import { FavoriteAnnouncementsList } from './FavoriteAnnouncementsList';
import { FavoriteCompaniesList } from './FavoriteCompaniesList';
import { FavoritePortfoliosPanel } from './FavoritePortfoliosPanel';
import { FollowingCompaniesList } from './FollowingCompaniesList';
import { MyListFrame } from './MyListFrame';

/**
 * /myPage/favorite?tab=company|announcement|portfolio|following: the three favourite lists and
 * the followed companies, each tab with its count (User.favoriteProfileCount … followingCount,
 * asked again when one is removed here).
 */
export function FavoritePage() {
  const searchParams = useSearchParams();
  const tab = readFavoriteTab(searchParams.get('tab'));
  const { state } = useGraphqlQuery(
    MyFavoriteCountsDocument,
    {},
    { field: 'me', isMemberOnly: true },
  );
  const counts = state.status === 'loaded' ? state.data : null;

  return (
    <MyListFrame
      title="관심 목록"
      description="관심 있는 업체, 공고, 포트폴리오와 팔로우한 업체를 모아 볼 수 있어요."
    >
      <UrlTabs
        label="관심 목록 구분"
        tabs={FAVORITE_TABS}
        selected={tab}
        hrefOf={buildFavoriteHref}
        className=""
        renderLabel={(entry) => {
          const count = readFavoriteCount(counts, entry.value);
          return (
            <>
              {entry.label}
              {count === null ? null : (
                <span className="ml-1.5 tabular-nums" data-testid={`favorite-count-${entry.value}`}>
                  {formatNumber(count)}
                </span>
              )}
            </>
          );
        }}
      >
        {tab === 'company' ? <FavoriteCompaniesList /> : null}
        {tab === 'announcement' ? <FavoriteAnnouncementsList /> : null}
        {tab === 'portfolio' ? <FavoritePortfoliosPanel /> : null}
        {tab === 'following' ? <FollowingCompaniesList /> : null}
      </UrlTabs>
    </MyListFrame>
  );
}
