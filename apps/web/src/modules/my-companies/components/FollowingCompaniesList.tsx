'use client';

import { withJosa } from '@gongsa/domain';
import { MyPageFollowingsDocument } from '../../../graphql/generated/operations/my-page-followings';
import { UnfollowEnterpriseDocument } from '../../../graphql/generated/operations/unfollow-enterprise';
import { useAuth } from '../../session/hooks/useAuth';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { invalidateOperations } from '../../data/utils/invalidate';
import { FAVORITE_COUNTS_OPERATION } from '../utils/favorite-tabs';
import { toMyListPaging } from '../utils/my-list';
import { RemovableCompanyList } from './RemovableCompanyList';

/** /myPage/favorite?tab=following: the companies the member follows, most recently followed first. */
export function FollowingCompaniesList() {
  const { client } = useAuth();
  const paged = useGraphqlInfinite(
    MyPageFollowingsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.myFollowings },
  );
  return (
    <RemovableCompanyList
      paged={paged}
      noun="팔로우한 업체"
      headingId="following-companies-heading"
      empty={{
        title: '팔로우한 업체가 없어요',
        description:
          '업체 페이지에서 팔로우하면 여기에서 모아 보고, 새 포트폴리오와 견적 요청을 알림으로 받아요.',
        action: { href: '/company', label: '업체 둘러보기' },
      }}
      removeLabel="팔로우 취소"
      removedToast={(name) => `${withJosa(name, '을/를')} 팔로우하지 않아요.`}
      remove={(profileId) =>
        client.requestField(UnfollowEnterpriseDocument, 'unfollowEnterprise', { profileId })
      }
      onRemoved={() => void invalidateOperations([FAVORITE_COUNTS_OPERATION])}
    />
  );
}
