'use client';

import Link from 'next/link';
import { formatDistance, formatKoreanMoney, formatNumber } from '@gongsa/domain';
import { useMemo, useState } from 'react';
import type { MyBidApplyRowFragment } from '../../../graphql/generated/graphql';
import { summarizeLicenses } from '../../company/utils/company-card';
import {
  buildComparison,
  COMPARISON_SORT_KEYS,
  COMPARISON_SORT_LABELS,
  DEFAULT_COMPARISON_SORT,
  describeComparisonSort,
  describeMedianDifference,
  sortComparisonRows,
  toggleComparisonSort,
  type ComparisonRow,
  type ComparisonSort,
  type ComparisonSortKey,
} from '../utils/applicant-comparison';
import { readCompanyName } from '../utils/company-name';

type Row = ComparisonRow<MyBidApplyRowFragment>;

function ApplyBadges({ row }: { row: Row }) {
  const { apply } = row;
  return (
    <>
      {apply.state === 'SELECTED' ? (
        <span className="rounded-md bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          선정
        </span>
      ) : null}
      {apply.state === 'NOT_SELECTED' ? (
        <span className="rounded-md bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
          미선정
        </span>
      ) : null}
      {!apply.hasChecked ? (
        <span
          className="inline-flex items-center gap-1 rounded-md bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700"
          data-testid="apply-unchecked"
        >
          <span aria-hidden="true" className="size-1.5 rounded-full bg-danger-600" />
          확인 안 함
        </span>
      ) : null}
      {row.isLowest ? (
        <span className="rounded-md bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700">
          최저가
        </span>
      ) : null}
    </>
  );
}

function AmountCell({ row }: { row: Row }) {
  const amount = row.apply.estimatedAmount;
  const difference = describeMedianDifference(row.differenceFromMedian);
  if (amount === null) return <span className="text-gray-600">비공개</span>;
  return (
    <>
      <span className="font-bold text-gray-900" data-testid="apply-amount">
        {formatKoreanMoney(amount)}
      </span>
      {difference ? (
        <span
          className={`block text-xs ${
            (row.differenceFromMedian ?? 0) < 0 ? 'text-brand-700' : 'text-gray-600'
          }`}
        >
          {difference}
        </span>
      ) : null}
    </>
  );
}

function RatingText({ profile }: { profile: MyBidApplyRowFragment['profile'] }) {
  if (profile.reviewCount === 0) return <span className="text-gray-600">리뷰 없음</span>;
  return (
    <span>
      <span aria-hidden="true" className="text-accent-700">
        ★{' '}
      </span>
      <span className="sr-only">평점 </span>
      <span className="font-semibold text-gray-900">{profile.rating.toFixed(1)}</span>
      <span className="text-gray-600"> (리뷰 {formatNumber(profile.reviewCount)})</span>
    </span>
  );
}

type SortHeaderProps = {
  sortKey: ComparisonSortKey;
  sort: ComparisonSort;
  onSort: (key: ComparisonSortKey) => void;
  label?: string;
};

function SortHeader({
  sortKey,
  sort,
  onSort,
  label = COMPARISON_SORT_LABELS[sortKey],
}: SortHeaderProps) {
  const isActive = sort.key === sortKey;
  const arrow = !isActive ? '↕' : sort.direction === 'ascending' ? '↑' : '↓';
  return (
    <th
      scope="col"
      aria-sort={isActive ? sort.direction : undefined}
      className="px-3 py-2 text-left font-semibold"
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex min-h-8 items-center gap-1 rounded-md px-1 text-gray-800 hover:bg-gray-100"
      >
        {label}
        <span aria-hidden="true" className={isActive ? 'text-brand-700' : 'text-gray-400'}>
          {arrow}
        </span>
      </button>
    </th>
  );
}

type ApplicantComparisonProps = {
  applies: readonly MyBidApplyRowFragment[];
  onOpen: (apply: MyBidApplyRowFragment) => void;
};

/**
 * The owner's comparison of the estimates received: the price spread on top, then every
 * applicant side by side — a table on desktop, stacked cards on a phone — sortable by amount,
 * rating, review count and distance to the site.
 */
export function ApplicantComparison({ applies, onOpen }: ApplicantComparisonProps) {
  const [sort, setSort] = useState<ComparisonSort>(DEFAULT_COMPARISON_SORT);
  const comparison = useMemo(() => buildComparison(applies), [applies]);
  const rows = useMemo(() => sortComparisonRows(comparison.rows, sort), [comparison, sort]);
  const changeSort = (key: ComparisonSortKey) =>
    setSort((current) => toggleComparisonSort(current, key));
  const { summary } = comparison;

  return (
    <>
      {summary ? (
        <div role="group" aria-label="견적 금액 요약">
          <dl className="grid grid-cols-3 gap-2 desktop:max-w-xl">
            {[
              { label: '최저', value: summary.min },
              { label: '중앙값', value: summary.median },
              { label: '최고', value: summary.max },
            ].map((item) => (
              <div
                key={item.label}
                className="rounded-xl border border-gray-200 bg-white px-3 py-3 desktop:px-4"
              >
                <dt className="text-[13px] font-medium text-gray-700">{item.label}</dt>
                <dd className="mt-0.5 text-[15px] font-extrabold break-keep text-gray-900 desktop:text-base">
                  {formatKoreanMoney(item.value)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {describeComparisonSort(sort)}으로 정렬됨
      </p>

      <div role="group" aria-label="정렬" className="mt-4 flex flex-wrap gap-2 desktop:hidden">
        {COMPARISON_SORT_KEYS.map((key) => {
          const isActive = sort.key === key;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={isActive}
              onClick={() => changeSort(key)}
              className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-semibold ${
                isActive
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-gray-300 bg-white text-gray-800'
              }`}
            >
              {isActive ? describeComparisonSort(sort) : COMPARISON_SORT_LABELS[key]}
            </button>
          );
        })}
      </div>

      <ul className="mt-3 grid gap-3 desktop:hidden" aria-label="지원자 목록">
        {rows.map((row) => {
          const { apply } = row;
          const name = readCompanyName(apply.profile);
          const licenses = summarizeLicenses(apply.profile.licenseNames);
          return (
            <li
              key={apply.id}
              className="rounded-2xl border border-gray-200 bg-white p-4"
              data-testid="applicant-card"
            >
              <div className="flex flex-wrap items-center gap-1.5">
                <ApplyBadges row={row} />
              </div>
              <h3 className="mt-1 text-base font-bold text-gray-900">
                <Link href={`/company/${apply.profile.id}`} className="hover:underline">
                  {name}
                </Link>
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm text-gray-700">
                <dt className="text-gray-600">견적 금액</dt>
                <dd>
                  <AmountCell row={row} />
                </dd>
                <dt className="text-gray-600">평점</dt>
                <dd>
                  <RatingText profile={apply.profile} />
                </dd>
                <dt className="text-gray-600">면허</dt>
                <dd className="break-keep">{licenses || '없음'}</dd>
                <dt className="text-gray-600">신용등급</dt>
                <dd>{apply.profile.cri?.name ?? '정보 없음'}</dd>
                <dt className="text-gray-600">포트폴리오</dt>
                <dd>{formatNumber(apply.profile.portfolioCount)}건</dd>
                <dt className="text-gray-600">현장까지</dt>
                <dd>{formatDistance(apply.distanceFromSite) || '알 수 없음'}</dd>
              </dl>
              <button
                type="button"
                onClick={() => onOpen(apply)}
                className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-xl border border-gray-300 bg-white text-[15px] font-semibold text-gray-800 hover:bg-gray-50"
              >
                <span>견적 보기</span>
                <span className="sr-only"> ({name})</span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-4 hidden overflow-x-auto rounded-2xl border border-gray-200 bg-white desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">
            지원자 비교표, {describeComparisonSort(sort)}. 열 제목을 누르면 정렬이 바뀝니다.
          </caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-gray-800">
            <tr>
              <th scope="col" className="px-4 py-2 text-left font-semibold">
                업체
              </th>
              <SortHeader sortKey="amount" sort={sort} onSort={changeSort} />
              <SortHeader sortKey="rating" sort={sort} onSort={changeSort} />
              <SortHeader sortKey="reviews" sort={sort} onSort={changeSort} />
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                면허
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                신용등급
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                포트폴리오
              </th>
              <SortHeader sortKey="distance" sort={sort} onSort={changeSort} label="현장까지" />
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                <span className="sr-only">상세</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rows.map((row) => {
              const { apply } = row;
              const name = readCompanyName(apply.profile);
              const licenses = summarizeLicenses(apply.profile.licenseNames);
              return (
                <tr key={apply.id} data-testid="applicant-row" className="align-top">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <Link
                      href={`/company/${apply.profile.id}`}
                      className="font-bold text-gray-900 hover:underline"
                    >
                      {name}
                    </Link>
                    <span className="mt-1 flex flex-wrap gap-1">
                      <ApplyBadges row={row} />
                    </span>
                  </th>
                  <td className="px-3 py-3">
                    <AmountCell row={row} />
                  </td>
                  <td className="px-3 py-3">
                    {apply.profile.reviewCount > 0 ? (
                      <span>
                        <span aria-hidden="true" className="text-accent-700">
                          ★{' '}
                        </span>
                        <span className="font-semibold text-gray-900">
                          {apply.profile.rating.toFixed(1)}
                        </span>
                      </span>
                    ) : (
                      <span className="text-gray-600">-</span>
                    )}
                  </td>
                  <td className="px-3 py-3">{formatNumber(apply.profile.reviewCount)}</td>
                  <td className="max-w-44 px-3 py-3 break-keep">{licenses || '없음'}</td>
                  <td className="px-3 py-3">{apply.profile.cri?.name ?? '-'}</td>
                  <td className="px-3 py-3">{formatNumber(apply.profile.portfolioCount)}건</td>
                  <td className="px-3 py-3">
                    {formatDistance(apply.distanceFromSite) || '알 수 없음'}
                  </td>
                  <td className="px-3 py-3 text-right">
                    <button
                      type="button"
                      onClick={() => onOpen(apply)}
                      className="inline-flex h-9 items-center rounded-lg border border-gray-300 bg-white px-3 font-semibold whitespace-nowrap text-gray-800 hover:bg-gray-50"
                    >
                      견적 보기<span className="sr-only"> ({name})</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
