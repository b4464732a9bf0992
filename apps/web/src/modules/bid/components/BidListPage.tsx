'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import {
  BID_PAGE_SIZE,
  formatNumber,
  isAnnouncementNumber,
  parseBidSearchParams,
  readBidKeyword,
  type BidSearchParams,
  type BidSorting,
} from '@gongsa/domain';
import { Button, ButtonLink } from '../../ui/components/Button';
import { useBidList } from '../hooks/useBidList';
import { useCategoryNames } from '../hooks/useCategoryNames';
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
import { BidActiveFilterChips } from './BidActiveFilterChips';
import { BidCard } from './BidCard';
import { BidCardSkeletonList } from './BidCardSkeleton';
import { BidFilterPanel } from './BidFilterPanel';
import { BidFilterSheet } from './BidFilterSheet';
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

/**
 * /bid: the URL is the whole state (SPEC §2), so a result page can be shared, reloaded and walked
 * with Back. Filter and sorting changes push a history entry (Back undoes them); "더 보기"
 * replaces the entry, since Back should leave the list rather than unload a page of it.
 */
export function BidListPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const queryString = searchParams.toString();
  const params = useMemo(
    () => parseBidSearchParams(new URLSearchParams(queryString)),
    [queryString],
  );
  const filters = useMemo(() => pickBidFilters(params), [params]);
  const { list, more, retry, loadMore } = useBidList(params);
  const categoryNames = useCategoryNames(params.categories);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();

  const navigate = (next: BidSearchParams) => {
    router.push(buildBidListHref(next), { scroll: false });
  };
  const changeFilters = (next: BidFilters) => navigate(applyBidFilters(params, next));
  const changeSorting = (sorting: BidSorting) => navigate({ ...params, sorting, page: 1 });

  const heading = describeBidHeading(params);
  const chips = describeBidFilterChips(params, categoryNames);
  const filterCount = countBidFilters(filters);
  const isPanelFiltered = hasBidPanelFilters(filters);

  const handleLoadMore = async () => {
    const pageCount = await loadMore();
    if (pageCount === null) return;
    setAnnouncement(`견적 요청을 더 불러왔어요. (${formatNumber(pageCount)}페이지)`);
    const current = parseBidSearchParams(new URLSearchParams(window.location.search));
    router.replace(buildBidListHref({ ...current, page: pageCount }), { scroll: false });
  };

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
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

      <div className="mt-6 desktop:grid desktop:grid-cols-[272px_minmax(0,1fr)] desktop:items-start desktop:gap-8">
        <aside
          aria-label="견적 요청 필터"
          className="hidden rounded-2xl border border-gray-200 bg-white p-5 desktop:block"
        >
          <BidFilterPanel filters={filters} onChange={changeFilters} />
        </aside>

        <section aria-labelledby={headingId} className="min-w-0">
          <h2 id={headingId} className="sr-only">
            검색 결과
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              className="desktop:hidden"
              aria-haspopup="dialog"
              onClick={() => setIsSheetOpen(true)}
            >
              필터{filterCount > 0 ? ` (${filterCount})` : ''}
            </Button>
            <p role="status" className="text-[15px] text-gray-800" data-testid="bid-total">
              {list.status === 'loaded' ? (
                <>
                  총 <strong className="font-bold">{formatNumber(list.totalCount)}</strong>건
                </>
              ) : list.status === 'loading' ? (
                <span className="text-gray-600">견적 요청을 찾는 중이에요…</span>
              ) : null}
            </p>
            <div className="ml-auto">
              <BidSortSelect sorting={params.sorting} onChange={changeSorting} />
            </div>
          </div>

          {chips.length > 0 ? (
            <BidActiveFilterChips
              chips={chips}
              onRemove={navigate}
              onClearAll={() => navigate(clearBidSearch(params))}
            />
          ) : null}

          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>

          <div className="mt-4">
            {list.status === 'loading' ? <BidCardSkeletonList /> : null}

            {list.status === 'failed' ? (
              <div
                role="alert"
                className="rounded-2xl border border-gray-200 bg-white px-5 py-10 text-center"
              >
                <p className="text-base font-bold text-gray-900">
                  견적 요청 목록을 불러오지 못했어요.
                </p>
                <p className="mt-2 text-sm text-gray-700">{list.failure.message}</p>
                <div className="mt-5 flex justify-center">
                  <Button onClick={retry}>다시 시도</Button>
                </div>
              </div>
            ) : null}

            {list.status === 'loaded' && list.announcements.length === 0 ? (
              <div className="rounded-2xl border border-gray-200 bg-white px-5 py-12 text-center">
                <p className="text-lg font-bold text-gray-900">조건에 맞는 견적 요청이 없어요</p>
                <p className="mt-2 text-sm text-gray-700">
                  {isPanelFiltered
                    ? '필터를 줄이거나 초기화해 보세요. 직접 견적을 요청해 업체의 제안을 받을 수도 있어요.'
                    : '다른 검색어로 찾아보거나 직접 견적을 요청해 보세요.'}
                </p>
                <div className="mt-5 flex flex-wrap justify-center gap-2">
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
                </div>
              </div>
            ) : null}

            {list.status === 'loaded' && list.announcements.length > 0 ? (
              <>
                <ul className="grid grid-cols-1 gap-3" aria-label="견적 요청 목록">
                  {list.announcements.map((item) => (
                    <li key={item.id}>
                      <BidCard announcement={item} />
                    </li>
                  ))}
                </ul>
                {more.status === 'failed' ? (
                  <p role="alert" className="mt-4 text-center text-sm text-danger-700">
                    {more.message}
                  </p>
                ) : null}
                {list.hasNextPage ? (
                  <div className="mt-6 flex justify-center">
                    <Button
                      variant="outline"
                      className="w-full desktop:w-72"
                      onClick={() => void handleLoadMore()}
                      disabled={more.status === 'loading'}
                      aria-busy={more.status === 'loading'}
                    >
                      {more.status === 'loading'
                        ? '불러오는 중…'
                        : more.status === 'failed'
                          ? '다시 시도'
                          : `더 보기 (${formatNumber(list.announcements.length)}/${formatNumber(list.totalCount)})`}
                    </Button>
                  </div>
                ) : list.announcements.length > BID_PAGE_SIZE ? (
                  <p className="mt-6 text-center text-sm text-gray-600">
                    마지막 견적 요청까지 모두 보셨어요.
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        </section>
      </div>

      {isSheetOpen ? (
        <BidFilterSheet
          filters={filters}
          emptyFilters={clearBidPanelFilters(filters)}
          onClose={() => setIsSheetOpen(false)}
          onApply={(next) => {
            setIsSheetOpen(false);
            changeFilters(next);
          }}
        />
      ) : null}
    </div>
  );
}
