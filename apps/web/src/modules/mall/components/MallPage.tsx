'use client';

import {
  formatNumber,
  INNOVATION_PRODUCT_CATEGORY_OPTIONS,
  INNOVATION_PRODUCT_SORT_LABELS,
  INNOVATION_PRODUCT_SORTS,
  type InnovationProductCategory,
  type InnovationProductSort,
} from '@gongsa/domain';
import { useState, type FormEvent } from 'react';
import { MallProductsDocument } from '../../../graphql/generated/operations/mall-products';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import {
  CardListSkeleton,
  ListEmptyState,
  ListError,
  LoadMore,
} from '../../my-companies/components/ListStates';
import { readMyList } from '../../my-companies/utils/my-list';
import { Button } from '../../ui/components/Button';
import { ChipGroup } from '../../ui/components/ChipGroup';
import { SearchIcon } from '../../ui/components/icons';
import { ProductCard } from './ProductCard';

/** Two columns on a phone (products are browsed like a shop), four on a desktop. */
const MALL_GRID_CLASS = 'grid grid-cols-2 gap-3 desktop:grid-cols-4 desktop:gap-4';

const MALL_PAGE_SIZE = 12;
const ALL = 'ALL';
type CategoryChoice = InnovationProductCategory | typeof ALL;

const CATEGORY_CHIPS = [
  { value: ALL, label: '전체' },
  ...INNOVATION_PRODUCT_CATEGORY_OPTIONS,
] as const satisfies ReadonlyArray<{ value: CategoryChoice; label: string }>;
const SORT_CHIPS = INNOVATION_PRODUCT_SORTS.map((value) => ({
  value,
  label: INNOVATION_PRODUCT_SORT_LABELS[value],
}));

/** /mall: approved products in their designation period, by category, words and order. */
export function MallPage() {
  const [category, setCategory] = useState<CategoryChoice>(ALL);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InnovationProductSort>('NEW');
  const { list, more, retry, loadMore } = useGraphqlInfinite(
    MallProductsDocument,
    (after) => ({
      filter: {
        category: category === ALL ? null : category,
        search: search || null,
      },
      sort,
      paging: { first: MALL_PAGE_SIZE, after },
    }),
    { selectPage: (data) => data.innovationProducts },
  );
  const isFiltered = category !== ALL || search !== '';

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(searchText.trim());
  }

  function resetFilters() {
    setCategory(ALL);
    setSearchText('');
    setSearch('');
  }

  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">혁신제품몰</h1>
      <p className="mt-1 text-[15px] text-gray-600">
        조달청 혁신제품으로 지정된 건설 자재와 장비를 지정 기간 동안 소개합니다.
      </p>

      <form
        role="search"
        aria-label="혁신제품 찾기"
        onSubmit={submitSearch}
        className="mt-6 flex gap-2"
      >
        <label htmlFor="mall-search" className="sr-only">
          혁신제품 검색
        </label>
        <input
          id="mall-search"
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={50}
          placeholder="제품명, 업체명으로 검색"
          className="h-11 min-w-0 flex-1 rounded-xl border border-gray-300 bg-white px-4 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit" variant="primary">
          <SearchIcon className="size-5" />
          검색
        </Button>
      </form>

      <div className="mt-4 flex flex-col gap-3">
        <ChipGroup
          label="분류"
          options={CATEGORY_CHIPS}
          selected={category}
          onSelect={setCategory}
        />
        <ChipGroup label="정렬" options={SORT_CHIPS} selected={sort} onSelect={setSort} />
      </div>

      <section aria-labelledby="mall-results-heading" className="mt-6">
        {list.status === 'loading' ? (
          <CardListSkeleton label="혁신제품을 불러오는 중입니다" />
        ) : list.status === 'failed' ? (
          <ListError message={list.failure.message} onRetry={retry} />
        ) : (
          (() => {
            const shown = readMyList(list.pages);
            return (
              <>
                <h2
                  id="mall-results-heading"
                  className="text-[15px] font-bold text-gray-900"
                  aria-live="polite"
                >
                  {search ? `‘${search}’ 검색 결과 ` : '혁신제품 '}
                  {formatNumber(shown.totalCount)}개
                </h2>
                {shown.nodes.length === 0 ? (
                  <div className="mt-3">
                    <ListEmptyState
                      title={
                        isFiltered
                          ? '조건에 맞는 혁신제품이 없어요'
                          : '아직 소개할 혁신제품이 없어요'
                      }
                      description={
                        isFiltered
                          ? '다른 분류를 고르거나 검색어를 바꿔 보세요.'
                          : '운영자 승인을 받은 혁신제품이 이곳에 보여요.'
                      }
                      action={isFiltered ? { onClick: resetFilters, label: '조건 초기화' } : null}
                    />
                  </div>
                ) : (
                  <ul className={`mt-3 ${MALL_GRID_CLASS}`}>
                    {shown.nodes.map((item) => (
                      <li key={item.id}>
                        <ProductCard item={item} href={`/mall/${item.id}`} />
                      </li>
                    ))}
                  </ul>
                )}
                {shown.nodes.length > 0 ? (
                  <LoadMore
                    hasNextPage={shown.hasNextPage}
                    more={more}
                    onLoadMore={() => void loadMore()}
                    shownCount={shown.nodes.length}
                    totalCount={shown.totalCount}
                  />
                ) : null}
              </>
            );
          })()
        )}
      </section>
    </div>
  );
}
