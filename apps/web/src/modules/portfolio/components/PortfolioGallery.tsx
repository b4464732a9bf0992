'use client';

import { useState } from 'react';
import { CompanyPortfoliosDocument } from '../../../graphql/generated/operations/company-portfolios';
import { SectionCard } from '../../company-detail/components/SectionCard';
import {
  EmptyNote,
  SectionError,
  SectionSkeleton,
} from '../../company-detail/components/SectionStatus';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { readMyList } from '../../my-companies/utils/my-list';
import { Button } from '../../ui/components/Button';
import { PortfolioCard } from './PortfolioCard';
import { PortfolioDetailLauncher } from './PortfolioDetailLauncher';

export const PORTFOLIO_PAGE_SIZE = 12;

/** The company page's portfolios: a gallery of cards, each opening the detail dialog. */
export function PortfolioGallery({ profileId, total }: { profileId: string; total: number }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const { list, more, retry, loadMore } = useGraphqlInfinite(
    CompanyPortfoliosDocument,
    (after) => ({ profileId, paging: { first: PORTFOLIO_PAGE_SIZE, after } }),
    { selectPage: (data) => data.portfolios },
  );
  const shown = list.status === 'loaded' ? readMyList(list.pages) : null;
  return (
    <SectionCard
      id="portfolio"
      title="포트폴리오"
      aside={
        <span className="text-sm text-gray-600">
          총 {(shown?.totalCount ?? total).toLocaleString('ko-KR')}건
        </span>
      }
    >
      {list.status === 'loading' ? <SectionSkeleton /> : null}
      {list.status === 'failed' ? (
        <SectionError message={list.failure.message} onRetry={retry} />
      ) : null}
      {shown ? (
        shown.nodes.length > 0 ? (
          <>
            <ul className="grid grid-cols-2 gap-3 desktop:grid-cols-3">
              {shown.nodes.map((item) => (
                <li key={item.id}>
                  <PortfolioCard item={item} onOpen={() => setOpenId(item.id)} />
                </li>
              ))}
            </ul>
            {shown.hasNextPage ? (
              <div className="mt-4 flex flex-col items-center gap-2">
                {more.status === 'failed' ? (
                  <p role="alert" className="text-sm text-danger-700">
                    {more.message}
                  </p>
                ) : null}
                <Button
                  variant="outline"
                  disabled={more.status === 'loading'}
                  onClick={() => void loadMore()}
                >
                  {more.status === 'loading' ? '불러오는 중…' : '포트폴리오 더 보기'}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <EmptyNote>등록된 포트폴리오가 없습니다.</EmptyNote>
        )
      ) : null}
      <PortfolioDetailLauncher openId={openId} onOpenChange={setOpenId} />
    </SectionCard>
  );
}
