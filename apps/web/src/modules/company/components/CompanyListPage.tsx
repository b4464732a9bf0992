'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import {
  COMPANY_PAGE_SIZE,
  formatNumber,
  isCompanyUniqueId,
  parseCompanySearchParams,
  type CompanySearchParams,
  type CompanySorting,
} from '@gongsa/domain';
import { Button, ButtonLink } from '../../ui/components/Button';
import { useCompanyList } from '../hooks/useCompanyList';
import { useDeviceLocation } from '../hooks/useDeviceLocation';
import { useFilterOptions } from '../hooks/useFilterOptions';
import { describeFilterChips } from '../utils/company-filter-chips';
import {
  applyFilters,
  buildCompanyListHref,
  clearPanelFilters,
  clearSearch,
  countFilters,
  DISTANCE_SORTING,
  hasPanelFilters,
  pickFilters,
  type CompanyFilters,
} from '../utils/company-list-query';
import { ActiveFilterChips } from './ActiveFilterChips';
import { CompanyCard } from './CompanyCard';
import { CompanyCardSkeletonList } from './CompanyCardSkeleton';
import { CompanyFilterPanel } from './CompanyFilterPanel';
import { CompanySortSelect } from './CompanySortSelect';
import { FilterSheet } from './FilterSheet';

const BID_UPLOAD_PATH = '/bid/upload1';
const ALL_COMPANIES_HEADING = '전체 업체';
const BAD_USER_INPUT_CODE = 'BAD_USER_INPUT';

function describeHeading(params: CompanySearchParams): string {
  if (params.search && isCompanyUniqueId(params.search)) {
    return `고유번호 ${params.search.toUpperCase()} 검색 결과`;
  }
  // k only echoes the header bar (rewritten while typing); it names the result once categories
  // were picked with it.
  const keyword = params.categories.length > 0 && params.k ? params.k : params.search;
  return keyword ? `‘${keyword}’ 검색 결과` : ALL_COMPANIES_HEADING;
}

/**
 * /company: the URL is the whole state (SPEC §2), so a result page can be shared, reloaded and
 * walked with Back. Filter and sorting changes push a history entry (Back undoes them); "더 보기"
 * replaces the entry, since Back should leave the list rather than unload a page of it.
 */
export function CompanyListPage() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const queryString = searchParams.toString();
  const params = useMemo(
    () => parseCompanySearchParams(new URLSearchParams(queryString)),
    [queryString],
  );
  const filters = useMemo(() => pickFilters(params), [params]);
  const { location, requestLocation } = useDeviceLocation();
  const { list, more, retry, loadMore } = useCompanyList(params, location);
  const filterOptions = useFilterOptions(params.categories);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();

  const navigate = (next: CompanySearchParams) => {
    router.push(buildCompanyListHref(next), { scroll: false });
  };
  const changeFilters = (next: CompanyFilters) => navigate(applyFilters(params, next));
  const changeSorting = (sorting: CompanySorting) => navigate({ ...params, sorting, page: 1 });

  const heading = describeHeading(params);
  const chips = describeFilterChips(params, filterOptions.names);
  const filterCount = countFilters(filters);
  const isPanelFiltered = hasPanelFilters(filters);
  // Distance sorting without a shared position: the API falls back to the viewer's profile
  // location and refuses when there is none.
  const isLocationMissing =
    list.status === 'failed' &&
    list.failure.code === BAD_USER_INPUT_CODE &&
    params.sorting === DISTANCE_SORTING &&
    location === null;

  const handleLoadMore = async () => {
    const pageCount = await loadMore();
    if (pageCount === null) return;
    setAnnouncement(`업체를 더 불러왔어요. (${formatNumber(pageCount)}페이지)`);
    // Read the URL afresh: the header bar may have rewritten k while the page was loading.
    const current = parseCompanySearchParams(new URLSearchParams(window.location.search));
    router.replace(buildCompanyListHref({ ...current, page: pageCount }), { scroll: false });
  };

  const shareDeviceLocation = async () => {
    const result = await requestLocation();
    if (!result.isGranted) setAnnouncement(result.message);
  };

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">{heading}</h1>
      {heading !== ALL_COMPANIES_HEADING ? (
        <p className="mt-1 text-sm text-gray-600">
          조건을 바꾸거나 필터를 더해 원하는 업체를 찾아보세요.
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-600">
          업종·지역·면허·신용등급으로 공사 업체를 찾아보세요.
        </p>
      )}

      <div className="mt-6 desktop:grid desktop:grid-cols-[272px_minmax(0,1fr)] desktop:items-start desktop:gap-8">
        <aside
          aria-label="업체 필터"
          className="hidden rounded-2xl border border-gray-200 bg-white p-5 desktop:block"
        >
          <CompanyFilterPanel
            filters={filters}
            onChange={changeFilters}
            options={filterOptions.state}
            onRetryOptions={filterOptions.retry}
          />
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
            <p role="status" className="text-[15px] text-gray-800">
              {list.status === 'loaded' ? (
                <>
                  총 <strong className="font-bold">{formatNumber(list.totalCount)}</strong>개 업체
                </>
              ) : list.status === 'loading' ? (
                <span className="text-gray-600">업체를 찾는 중이에요…</span>
              ) : null}
            </p>
            <div className="ml-auto">
              <CompanySortSelect
                sorting={params.sorting}
                onChange={changeSorting}
                requestLocation={requestLocation}
              />
            </div>
          </div>

          {chips.length > 0 ? (
            <ActiveFilterChips
              chips={chips}
              onRemove={navigate}
              onClearAll={() => navigate(clearSearch(params))}
            />
          ) : null}

          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>

          <div className="mt-4">
            {list.status === 'loading' ? <CompanyCardSkeletonList /> : null}

            {list.status === 'failed' ? (
              <div
                role="alert"
                className="rounded-2xl border border-gray-200 bg-white px-5 py-10 text-center"
              >
                <p className="text-base font-bold text-gray-900">
                  {isLocationMissing
                    ? '거리순으로 보려면 현재 위치가 필요해요.'
                    : '업체 목록을 불러오지 못했어요.'}
                </p>
                <p className="mt-2 text-sm text-gray-700">{list.failure.message}</p>
                <div className="mt-5 flex flex-wrap justify-center gap-2">
                  {isLocationMissing ? (
                    <>
                      <Button onClick={() => void shareDeviceLocation()}>현재 위치 사용하기</Button>
                      <Button variant="outline" onClick={() => changeSorting('1')}>
                        추천순으로 보기
                      </Button>
                    </>
                  ) : (
                    <Button onClick={retry}>다시 시도</Button>
                  )}
                </div>
              </div>
            ) : null}

            {list.status === 'loaded' && list.companies.length === 0 ? (
              <div className="rounded-2xl border border-gray-200 bg-white px-5 py-12 text-center">
                <p className="text-lg font-bold text-gray-900">조건에 맞는 업체가 없어요</p>
                <p className="mt-2 text-sm text-gray-700">
                  {isPanelFiltered
                    ? '필터를 줄이거나 초기화해 보세요. 업체를 직접 찾기 어렵다면 견적을 요청해 보세요.'
                    : '다른 검색어로 찾아보거나 견적을 요청해 업체의 제안을 받아 보세요.'}
                </p>
                <div className="mt-5 flex flex-wrap justify-center gap-2">
                  {isPanelFiltered ? (
                    <Button
                      variant="outline"
                      onClick={() => changeFilters(clearPanelFilters(filters))}
                    >
                      필터 초기화
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={() => navigate(clearSearch(params))}>
                      전체 업체 보기
                    </Button>
                  )}
                  <ButtonLink href={BID_UPLOAD_PATH}>견적 요청하기</ButtonLink>
                </div>
              </div>
            ) : null}

            {list.status === 'loaded' && list.companies.length > 0 ? (
              <>
                <ul className="grid gap-3" aria-label="업체 목록">
                  {list.companies.map((company) => (
                    <li key={company.id}>
                      <CompanyCard profile={company} />
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
                          : `더 보기 (${formatNumber(list.companies.length)}/${formatNumber(list.totalCount)})`}
                    </Button>
                  </div>
                ) : list.companies.length > COMPANY_PAGE_SIZE ? (
                  <p className="mt-6 text-center text-sm text-gray-600">
                    마지막 업체까지 모두 보셨어요.
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        </section>
      </div>

      {isSheetOpen ? (
        <FilterSheet
          filters={filters}
          emptyFilters={clearPanelFilters(filters)}
          options={filterOptions.state}
          onRetryOptions={filterOptions.retry}
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
