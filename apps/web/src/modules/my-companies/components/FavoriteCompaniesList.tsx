'use client';

import { formatNumber, withJosa } from '@gongsa/domain';
import { useRef, useState } from 'react';
import { MyPageFavoriteCompaniesDocument } from '../../../graphql/generated/operations/my-page-favorite-companies';
import { MyPageRemoveFavoriteDocument } from '../../../graphql/generated/operations/my-page-remove-favorite';
import { CompanyCard } from '../../company/components/CompanyCard';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import { CompanyListSection, PagedListContent } from './ListStates';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { invalidateOperations } from '../../data/utils/invalidate';
import { FAVORITE_COUNTS_OPERATION } from '../utils/favorite-tabs';
import { removeListNodes, toMyListPaging } from '../utils/my-list';

/** /myPage/favorite?tab=company: the companies the user keeps, newest first. */
export function FavoriteCompaniesList() {
  const { client } = useAuth();
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const paged = useGraphqlInfinite(
    MyPageFavoriteCompaniesDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.favoriteEnterprises },
  );
  const { updatePages } = paged;

  async function removeFavorite(profileId: string, companyName: string) {
    setRemovingId(profileId);
    const result = await client.requestField(
      MyPageRemoveFavoriteDocument,
      'deleteFavoriteEnterprise',
      { profileId },
    );
    setRemovingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.profile.id === profileId));
    void invalidateOperations([FAVORITE_COUNTS_OPERATION]);
    showToast(`${withJosa(companyName, '을/를')} 관심 업체에서 해제했어요.`);
    headingRef.current?.focus();
  }

  return (
    <PagedListContent
      paged={paged}
      loadingLabel="관심 업체를 불러오는 중입니다"
      empty={{
        title: '관심 업체가 없어요',
        description: '업체 상세에서 관심 업체로 담으면 여기에서 모아 볼 수 있어요.',
        action: { href: '/company', label: '업체 둘러보기' },
      }}
    >
      {(loaded, loadMoreControl) => (
        <CompanyListSection
          headingId="favorite-companies-heading"
          headingRef={headingRef}
          heading={`관심 업체 ${formatNumber(loaded.totalCount)}개`}
          loadMoreControl={loadMoreControl}
        >
          {loaded.nodes.map((favorite) => {
            const name = favorite.profile.companyName?.trim() || favorite.profile.uniqueId;
            return (
              <li key={favorite.id}>
                <CompanyCard
                  profile={favorite.profile}
                  actions={
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${name} 관심 해제`}
                      disabled={removingId === favorite.profile.id}
                      onClick={() => void removeFavorite(favorite.profile.id, name)}
                    >
                      관심 해제
                    </Button>
                  }
                />
              </li>
            );
          })}
        </CompanyListSection>
      )}
    </PagedListContent>
  );
}
