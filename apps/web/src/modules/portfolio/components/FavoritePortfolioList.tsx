'use client';

import { formatNumber, withJosa } from '@gongsa/domain';
import { useRef, useState } from 'react';
import { DeleteFavoritePortfolioDocument } from '../../../graphql/generated/operations/delete-favorite-portfolio';
import { FavoritePortfoliosDocument } from '../../../graphql/generated/operations/favorite-portfolios';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { CompanyListSection, PagedListContent } from '../../my-companies/components/ListStates';
import { removeListNodes, toMyListPaging } from '../../my-companies/utils/my-list';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import { PORTFOLIO_GRID_CLASS } from './MyPortfolioPage';
import { PortfolioCard } from './PortfolioCard';
import { PortfolioDetailLauncher } from './PortfolioDetailLauncher';

/**
 * The member's 찜한 포트폴리오 (favoritePortfolios), newest first, each with 찜 해제 and the
 * detail on a click. /myPage/favorite mounts it as its 포트폴리오 tab.
 */
/** `onRemoved`: after an un-favourite (the page's tab counts are asked again). */
export function FavoritePortfolioList({ onRemoved }: { onRemoved?: () => void } = {}) {
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const paged = useGraphqlInfinite(
    FavoritePortfoliosDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.favoritePortfolios },
  );
  const { updatePages } = paged;
  const removeFavorite = useGraphqlMutation(
    DeleteFavoritePortfolioDocument,
    'deleteFavoritePortfolio',
    { invalidates: ['PortfolioDetail'] },
  );

  async function remove(portfolioId: string, title: string) {
    setRemovingId(portfolioId);
    const result = await removeFavorite({ portfolioId });
    setRemovingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.id === portfolioId));
    onRemoved?.();
    showToast(`${withJosa(title, '을/를')} 관심 목록에서 뺐어요.`);
    headingRef.current?.focus();
  }

  return (
    <>
      <PagedListContent
        paged={paged}
        loadingLabel="관심 포트폴리오를 불러오는 중입니다"
        empty={{
          title: '관심 포트폴리오가 없어요',
          description: '업체 페이지의 포트폴리오에서 찜하면 여기에 모여요.',
          action: { href: '/company?portfolioVisible=true', label: '포트폴리오 있는 업체 보기' },
        }}
      >
        {(loaded, loadMoreControl) => (
          <CompanyListSection
            headingId="favorite-portfolios-heading"
            headingRef={headingRef}
            heading={`관심 포트폴리오 ${formatNumber(loaded.totalCount)}건`}
            loadMoreControl={loadMoreControl}
            listClassName={PORTFOLIO_GRID_CLASS}
          >
            {loaded.nodes.map((item) => (
              <li key={item.id}>
                <PortfolioCard
                  item={item}
                  eyebrow={item.company.companyName}
                  onOpen={() => setOpenId(item.id)}
                  actions={
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${item.title} 관심 해제`}
                      disabled={removingId === item.id}
                      onClick={() => void remove(item.id, item.title)}
                    >
                      관심 해제
                    </Button>
                  }
                />
              </li>
            ))}
          </CompanyListSection>
        )}
      </PagedListContent>
      <PortfolioDetailLauncher openId={openId} onOpenChange={setOpenId} />
    </>
  );
}
