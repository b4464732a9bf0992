'use client';

import { formatNumber } from '@gongsa/domain';
import { useRef, useState } from 'react';
import { MyPageFavoriteAnnouncementsDocument } from '../../../graphql/generated/operations/my-page-favorite-announcements';
import { MyPageRemoveFavoriteAnnouncementDocument } from '../../../graphql/generated/operations/my-page-remove-favorite-announcement';
import { BidCard } from '../../bid/components/BidCard';
import { useGraphqlInfinite } from '../../data/hooks/useGraphqlInfinite';
import { invalidateOperations } from '../../data/utils/invalidate';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { useToast } from '../../ui/hooks/useToast';
import { FAVORITE_COUNTS_OPERATION } from '../utils/favorite-tabs';
import { removeListNodes, toMyListPaging } from '../utils/my-list';
import { CompanyListSection, PagedListContent } from './ListStates';

/** /myPage/favorite?tab=announcement: the requests the user keeps, most recently added first. */
export function FavoriteAnnouncementsList() {
  const { client } = useAuth();
  const showToast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const paged = useGraphqlInfinite(
    MyPageFavoriteAnnouncementsDocument,
    (after) => ({ paging: toMyListPaging(after) }),
    { isMemberOnly: true, selectPage: (data) => data.favoriteAnnouncements },
  );
  const { updatePages } = paged;

  async function removeFavorite(announcementId: string) {
    setRemovingId(announcementId);
    const result = await client.requestField(
      MyPageRemoveFavoriteAnnouncementDocument,
      'deleteFavoriteAnnouncement',
      { announcementId },
    );
    setRemovingId(null);
    if (isGraphqlFailure(result)) {
      showToast(result.message);
      return;
    }
    updatePages((pages) => removeListNodes(pages, (node) => node.id === announcementId));
    void invalidateOperations([FAVORITE_COUNTS_OPERATION]);
    showToast('관심 공고에서 해제했어요.');
    headingRef.current?.focus();
  }

  return (
    <PagedListContent
      paged={paged}
      loadingLabel="관심 공고를 불러오는 중입니다"
      empty={{
        title: '관심 공고가 없어요',
        description: '견적 요청 상세에서 관심 공고로 담으면 여기에서 모아 볼 수 있어요.',
        action: { href: '/bid', label: '견적 요청 둘러보기' },
      }}
    >
      {(loaded, loadMoreControl) => (
        <CompanyListSection
          headingId="favorite-announcements-heading"
          headingRef={headingRef}
          heading={`관심 공고 ${formatNumber(loaded.totalCount)}개`}
          loadMoreControl={loadMoreControl}
        >
          {loaded.nodes.map((announcement) => (
            <li key={announcement.id}>
              <BidCard
                announcement={announcement}
                headingLevel={3}
                actions={
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`${announcement.title} 관심 해제`}
                    disabled={removingId === announcement.id}
                    onClick={() => void removeFavorite(announcement.id)}
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
  );
}
