'use client';

import { canCreatePortfolio, formatNumber, PORTFOLIO_CONSUMER_REFUSAL } from '@gongsa/domain';
import { useRef, useState } from 'react';
import { DeletePortfolioDocument } from '../../../graphql/generated/operations/delete-portfolio';
import { MyPortfoliosDocument } from '../../../graphql/generated/operations/my-portfolios';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { CompanyListSection, PagedListContent } from '../../my-companies/components/ListStates';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { removeListNodes, toMyListPaging } from '../../my-companies/utils/my-list';
import { useAccount } from '../../session/hooks/useAccount';
import { Button, ButtonLink } from '../../ui/components/Button';
import { InfoIcon } from '../../ui/components/icons';
import { useDialog } from '../../ui/hooks/useDialog';
import { useToast } from '../../ui/hooks/useToast';
import { PortfolioCard } from './PortfolioCard';

export const PORTFOLIO_GRID_CLASS =
  'grid grid-cols-1 gap-4 min-[560px]:grid-cols-2 desktop:grid-cols-3';

/** What a consumer sees instead of the list and the form. */
export function PortfolioConsumerNotice() {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-white px-5 py-6">
      <InfoIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div>
        <p className="text-[15px] font-semibold text-gray-900">{PORTFOLIO_CONSUMER_REFUSAL}</p>
        <p className="mt-1 text-sm text-gray-600">
          공사를 맡길 업체를 찾고 계신다면 업체 목록에서 다른 업체의 포트폴리오를 둘러보세요.
        </p>
        <ButtonLink href="/company" variant="outline" className="mt-4">
          업체 둘러보기
        </ButtonLink>
      </div>
    </div>
  );
}

function MyPortfolioList() {
  const dialog = useDialog();
  const showToast = useToast();
  const { refetchAccount } = useAccount();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const paged = useGraphqlInfinite(
    MyPortfoliosDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myPortfolios },
  );
  const { updatePages } = paged;
  const deletePortfolio = useGraphqlMutation(DeletePortfolioDocument, 'deletePortfolio', {
    invalidates: ['CompanyPortfolios', 'FavoritePortfolios'],
  });

  async function remove(id: string, title: string) {
    const isConfirmed = await dialog.confirm({
      title: '포트폴리오를 삭제할까요?',
      message: `‘${title}’ 포트폴리오가 업체 페이지에서 사라지고 되돌릴 수 없어요.`,
      confirmLabel: '삭제',
      isDestructive: true,
    });
    if (!isConfirmed) return;
    setDeletingId(id);
    const result = await deletePortfolio({ id });
    setDeletingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.id === id));
    showToast('포트폴리오를 삭제했어요.');
    // The completion ring loses the bonus with the last one.
    void refetchAccount();
    headingRef.current?.focus();
  }

  return (
    <PagedListContent
      paged={paged}
      loadingLabel="내 포트폴리오를 불러오는 중입니다"
      empty={{
        title: '아직 등록한 포트폴리오가 없어요',
        description:
          '끝낸 공사를 사진과 함께 올리면 업체 페이지에 보여요. 첫 포트폴리오를 올리면 프로필 완성도가 올라가요.',
        action: { href: '/myPage/portfolio/new', label: '첫 포트폴리오 등록하기' },
      }}
    >
      {(loaded, loadMoreControl) => (
        <CompanyListSection
          headingId="my-portfolios-heading"
          headingRef={headingRef}
          heading={`내 포트폴리오 ${formatNumber(loaded.totalCount)}건`}
          loadMoreControl={loadMoreControl}
          listClassName={PORTFOLIO_GRID_CLASS}
        >
          {loaded.nodes.map((item) => (
            <li key={item.id}>
              <PortfolioCard
                item={item}
                actions={
                  <>
                    <ButtonLink
                      href={`/myPage/portfolio/${item.id}`}
                      variant="outline"
                      size="sm"
                      aria-label={`${item.title} 수정`}
                    >
                      수정
                    </ButtonLink>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`${item.title} 삭제`}
                      disabled={deletingId === item.id}
                      onClick={() => void remove(item.id, item.title)}
                    >
                      삭제
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </CompanyListSection>
      )}
    </PagedListContent>
  );
}

/** /myPage/portfolio: the company's portfolios with 등록 / 수정 / 삭제. */
export function MyPortfolioPage() {
  const { me } = useAccount();
  const type = me?.profile?.type ?? null;
  const isConsumer = type !== null && !canCreatePortfolio(type);
  return (
    <MyListFrame title="포트폴리오" description="끝낸 공사를 올려 업체 페이지에서 보여 주세요.">
      {isConsumer ? (
        <PortfolioConsumerNotice />
      ) : (
        <>
          <div className="mb-5 flex justify-end">
            <ButtonLink href="/myPage/portfolio/new">포트폴리오 등록</ButtonLink>
          </div>
          <MyPortfolioList />
        </>
      )}
    </MyListFrame>
  );
}
