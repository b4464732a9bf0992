'use client';

import { useState } from 'react';
import {
  BID_PAGE_SIZE,
  formatNumber,
  isAnnouncementNumber,
  parseBidSearchParams,
  readBidKeyword,
  type BidSearchParams,
  type BidSorting,
} from '@gongsa/domain';
import { ListPageLayout } from '../../listing/components/ListPageLayout';
import { SearchEmptyState, SearchListBody } from '../../listing/components/SearchListBody';
import { useListSearch } from '../../listing/hooks/useListSearch';
import { Button, ButtonLink } from '../../ui/components/Button';
import { useBidList, type BidListServerAnswer } from '../hooks/useBidList';
import { useCategoryNames } from '../hooks/useCategoryNames';
import { useServerTime } from '../hooks/useNow';
import { describeBidFilterChips } from '../utils/bid-filter-chips';
import {
  applyBidFilters,
  buildBidListHref,
  clearBidPanelFilters,
  clearBidSearch,
  countBidFilters,
  hasBidPanelFilters,
  pickBidFilters,
  type BidFilters,
} from '../utils/bid-list-query';
import { BidCard } from './BidCard';
import { BidCardSkeletonList } from './BidCardSkeleton';
import { BidFilterPanel } from './BidFilterPanel';
import { BidSortSelect } from './BidSortSelect';

const BID_UPLOAD_PATH = '/bid/upload1';
const ALL_BIDS_HEADING = '전체 공고';

function describeBidHeading(params: BidSearchParams): string {
  const keyword = readBidKeyword(params) || (params.categories.length > 0 ? params.k : '');
  if (!keyword) return ALL_BIDS_HEADING;
  return isAnnouncementNumber(keyword)
    ? `공고 번호 ${keyword.trim()} 검색 결과`
    : `‘${keyword}’ 검색 결과`;
}

type BidListPageProps = {
  /** A visitor's first page, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer?: BidListServerAnswer | null;
};

/** /bid: estimate requests by region, work type and budget, the search kept in the URL. */
export function BidListPage({ serverAnswer }: BidListPageProps = {}) {
  const { params, navigate, showPages } = useListSearch(parseBidSearchParams, buildBidListHref);
  const filters = pickBidFilters(params);
  const { list, more, retry, loadMore } = useBidList(params, serverAnswer);
  const now = useServerTime(serverAnswer?.fetchedAt);
  const categoryNames = useCategoryNames(params.categories);
  const [announcement, setAnnouncement] = useState('');

  const changeFilters = (next: BidFilters) => navigate(applyBidFilters(params, next));
  const changeSorting = (sorting: BidSorting) => navigate({ ...params, sorting, page: 1 });

  const heading = describeBidHeading(params);
  const isPanelFiltered = hasBidPanelFilters(filters);

  const handleLoadMore = async () => {
    const pageCount = await loadMore();
    if (pageCount === null) return;
    setAnnouncement(`견적 요청을 더 불러왔어요. (${formatNumber(pageCount)}페이지)`);
    showPages(pageCount);
  };

  return (
    <ListPageLayout
      header={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">{heading}</h1>
            <p className="mt-1 text-sm text-gray-600">
              {heading !== ALL_BIDS_HEADING
                ? '조건을 바꾸거나 필터를 더해 원하는 견적 요청을 찾아보세요.'
                : '지역·공사 종류·예산으로 지금 모집 중인 견적 요청을 찾아보세요.'}
            </p>
          </div>
          {/* Desktop has the same button in the tab bar above. */}
          <div className="desktop:hidden">
            <ButtonLink href={BID_UPLOAD_PATH} size="sm">
              견적 요청하기
            </ButtonLink>
          </div>
        </div>
      }
      filterLabel="견적 요청 필터"
      filters={filters}
      emptyFilters={clearBidPanelFilters(filters)}
      countFilters={countBidFilters}
      renderPanel={(panelFilters, onChange) => (
        <BidFilterPanel filters={panelFilters} onChange={onChange} />
      )}
      onFiltersChange={changeFilters}
      list={list}
      totalUnit="건"
      loadingText="견적 요청을 찾는 중이에요…"
      totalTestId="bid-total"
      sortSelect={<BidSortSelect sorting={params.sorting} onChange={changeSorting} />}
      chips={describeBidFilterChips(params, categoryNames)}
      onNavigate={navigate}
      clearedSearch={clearBidSearch(params)}
      announcement={announcement}
    >
      <SearchListBody
        list={list}
        more={more}
        onLoadMore={() => void handleLoadMore()}
        skeleton={<BidCardSkeletonList />}
        failureTitle="견적 요청 목록을 불러오지 못했어요."
        failureActions={<Button onClick={retry}>다시 시도</Button>}
        empty={
          <SearchEmptyState
            title="조건에 맞는 견적 요청이 없어요"
            description={
              isPanelFiltered
                ? '필터를 줄이거나 초기화해 보세요. 직접 견적을 요청해 업체의 제안을 받을 수도 있어요.'
                : '다른 검색어로 찾아보거나 직접 견적을 요청해 보세요.'
            }
            actions={
              <>
                {isPanelFiltered ? (
                  <Button
                    variant="outline"
                    onClick={() => changeFilters(clearBidPanelFilters(filters))}
                  >
                    필터 초기화
                  </Button>
                ) : heading !== ALL_BIDS_HEADING ? (
                  <Button variant="outline" onClick={() => navigate(clearBidSearch(params))}>
                    전체 공고 보기
                  </Button>
                ) : null}
                <ButtonLink href={BID_UPLOAD_PATH}>견적 요청하기</ButtonLink>
              </>
            }
          />
        }
        listLabel="견적 요청 목록"
        listClassName="grid grid-cols-1 gap-3"
        renderItem={(item) => <BidCard announcement={item} now={now} />}
        pageSize={BID_PAGE_SIZE}
        endMessage="마지막 견적 요청까지 모두 보셨어요."
      />
    </ListPageLayout>
  );
}
