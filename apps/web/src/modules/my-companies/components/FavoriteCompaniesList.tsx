'use client';

import { withJosa } from '@gongsa/domain';
import { MyPageFavoriteCompaniesDocument } from '../../../graphql/generated/operations/my-page-favorite-companies';
import { MyPageRemoveFavoriteDocument } from '../../../graphql/generated/operations/my-page-remove-favorite';
import { useAuth } from '../../session/hooks/useAuth';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { invalidateOperations } from '../../data/utils/invalidate';
import { FAVORITE_COUNTS_OPERATION } from '../utils/favorite-tabs';
import { toMyListPaging } from '../utils/my-list';
import { RemovableCompanyList } from './RemovableCompanyList';

/** /myPage/favorite?tab=company: the companies the user keeps, newest first. */
export function FavoriteCompaniesList() {
  const { client } = useAuth();
  const paged = useGraphqlInfinite(
    MyPageFavoriteCompaniesDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.favoriteEnterprises },
  );
  return (
    <RemovableCompanyList
      paged={paged}
      noun="관심 업체"
      headingId="favorite-companies-heading"
      empty={{
        title: '관심 업체가 없어요',
        description: '업체 상세에서 관심 업체로 담으면 여기에서 모아 볼 수 있어요.',
        action: { href: '/company', label: '업체 둘러보기' },
      }}
      removeLabel="관심 해제"
      removedToast={(name) => `${withJosa(name, '을/를')} 관심 업체에서 해제했어요.`}
      remove={(profileId) =>
        client.requestField(MyPageRemoveFavoriteDocument, 'deleteFavoriteEnterprise', {
          profileId,
        })
      }
      onRemoved={() => void invalidateOperations([FAVORITE_COUNTS_OPERATION])}
    />
  );
}
