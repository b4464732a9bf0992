'use client';

import { formatNumber, withJosa } from '@gongsa/domain';
import { useRef, useState } from 'react';
import { MyPageFavoriteCompaniesDocument } from '../../../graphql/generated/operations/my-page-favorite-companies';
import { MyPageRemoveFavoriteDocument } from '../../../graphql/generated/operations/my-page-remove-favorite';
import { CompanyCard } from '../../company/components/CompanyCard';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { InfoIcon } from '../../ui/components/icons';
import { useToast } from '../../ui/hooks/useToast';
import { CompanyListSection, PagedListContent } from './ListStates';
import { MyListFrame } from './MyListFrame';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { removeListNodes, toMyListPaging } from '../utils/my-list';

/** /myPage/favorite: the companies the user keeps, newest first. */
export function FavoriteCompaniesPage() {
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
    showToast(`${withJosa(companyName, '을/를')} 관심 업체에서 해제했어요.`);
    headingRef.current?.focus();
  }

  return (
    <MyListFrame title="관심 목록" description="관심 업체로 담아 둔 업체예요.">
      <p className="mb-5 flex items-start gap-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-700">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
        지금은 관심 업체만 모아 보여 드려요. 관심 공고 등 다른 관심 목록은 해당 기능이 열리면 이곳에
        함께 보여 드릴게요.
      </p>
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
    </MyListFrame>
  );
}
