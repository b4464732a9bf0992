'use client';

import { useState } from 'react';
import {
  COMPANY_PAGE_SIZE,
  formatNumber,
  isCompanyUniqueId,
  parseCompanySearchParams,
  type CompanySearchParams,
  type CompanySorting,
} from '@gongsa/domain';
import { ListPageLayout } from '../../listing/components/ListPageLayout';
import { SearchEmptyState, SearchListBody } from '../../listing/components/SearchListBody';
import { useListSearch } from '../../listing/hooks/useListSearch';
import { Button, ButtonLink } from '../../ui/components/Button';
import { useCompanyList, type CompanyListServerAnswer } from '../hooks/useCompanyList';
import { useDeviceLocation } from '../hooks/useDeviceLocation';
import { useFilterOptions } from '../hooks/useFilterOptions';
import type { CompanyFilterOptionsQuery } from '../../../graphql/generated/graphql';
import { useOtherReading } from '../hooks/useOtherReading';
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
import {
  describeReadingOfferLabel,
  describeReadingOfferReason,
} from '../utils/company-search-reading';
import { CompanyCard } from './CompanyCard';
import { CompanyCardSkeletonList } from './CompanyCardSkeleton';
import { CompanyFilterPanel } from './CompanyFilterPanel';
import { CompanySortSelect } from './CompanySortSelect';

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

type CompanyListPageProps = {
  /** A visitor's first page, fetched by the route on the server (ADR 0017); null: asked here. */
  serverAnswer?: CompanyListServerAnswer | null;
  /** The filter panel's options, fetched by the route on the server; null: asked here. */
  filterOptions?: CompanyFilterOptionsQuery | null;
};

/** /company: companies by trade, region, licence and grade, the search kept in the URL. */
export function CompanyListPage({
  serverAnswer,
  filterOptions: serverOptions,
}: CompanyListPageProps = {}) {
  const { params, navigate, showPages } = useListSearch(
    parseCompanySearchParams,
    buildCompanyListHref,
  );
  const filters = pickFilters(params);
  const { location, requestLocation } = useDeviceLocation();
  const { list, more, retry, loadMore } = useCompanyList(params, location, serverAnswer);
  const filterOptions = useFilterOptions(params.categories, serverOptions ?? null);
  // A keyword read one way found nothing: the other reading, asked only then (issue 13, item 4).
  const readingOffer = useOtherReading(params, list.status === 'loaded' && list.items.length === 0);
  const [announcement, setAnnouncement] = useState('');

  const changeFilters = (next: CompanyFilters) => navigate(applyFilters(params, next));
  const changeSorting = (sorting: CompanySorting) => navigate({ ...params, sorting, page: 1 });

  const heading = describeHeading(params);
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
    showPages(pageCount);
  };

  const shareDeviceLocation = async () => {
    const result = await requestLocation();
    if (!result.isGranted) setAnnouncement(result.message);
  };

  return (
    <ListPageLayout
      header={
        <>
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
        </>
      }
      filterLabel="업체 필터"
      filters={filters}
      emptyFilters={clearPanelFilters(filters)}
      countFilters={countFilters}
      renderPanel={(panelFilters, onChange) => (
        <CompanyFilterPanel
          filters={panelFilters}
          onChange={onChange}
          options={filterOptions.state}
          onRetryOptions={filterOptions.retry}
        />
      )}
      onFiltersChange={changeFilters}
      list={list}
      totalUnit="개"
      totalNoun="업체"
      loadingText="업체를 찾는 중이에요…"
      sortSelect={
        <CompanySortSelect
          sorting={params.sorting}
          onChange={changeSorting}
          requestLocation={requestLocation}
        />
      }
      chips={describeFilterChips(params, filterOptions.names)}
      onNavigate={navigate}
      clearedSearch={clearSearch(params)}
      announcement={announcement}
    >
      <SearchListBody
        list={list}
        more={more}
        onLoadMore={() => void handleLoadMore()}
        skeleton={<CompanyCardSkeletonList />}
        failureTitle={
          isLocationMissing
            ? '거리순으로 보려면 현재 위치가 필요해요.'
            : '업체 목록을 불러오지 못했어요.'
        }
        failureActions={
          isLocationMissing ? (
            <>
              <Button onClick={() => void shareDeviceLocation()}>현재 위치 사용하기</Button>
              <Button variant="outline" onClick={() => changeSorting('1')}>
                추천순으로 보기
              </Button>
            </>
          ) : (
            <Button onClick={retry}>다시 시도</Button>
          )
        }
        empty={
          <SearchEmptyState
            title="조건에 맞는 업체가 없어요"
            description={
              readingOffer
                ? describeReadingOfferReason(readingOffer)
                : isPanelFiltered
                  ? '필터를 줄이거나 초기화해 보세요. 업체를 직접 찾기 어렵다면 견적을 요청해 보세요.'
                  : '다른 검색어로 찾아보거나 견적을 요청해 업체의 제안을 받아 보세요.'
            }
            actions={
              <>
                {readingOffer ? (
                  <Button onClick={() => navigate(readingOffer.next)}>
                    {describeReadingOfferLabel(readingOffer)}
                  </Button>
                ) : null}
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
                <ButtonLink href={BID_UPLOAD_PATH} variant={readingOffer ? 'outline' : undefined}>
                  견적 요청하기
                </ButtonLink>
              </>
            }
          />
        }
        listLabel="업체 목록"
        listClassName="grid gap-3"
        renderItem={(company) => <CompanyCard profile={company} />}
        pageSize={COMPANY_PAGE_SIZE}
        endMessage="마지막 업체까지 모두 보셨어요."
      />
    </ListPageLayout>
  );
}
