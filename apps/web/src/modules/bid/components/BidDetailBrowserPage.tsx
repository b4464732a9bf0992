'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { BidMyApplyFieldsFragment } from '../../../graphql/generated/graphql';
import { BidDetailDocument } from '../../../graphql/generated/operations/bid-detail';
import { buildLoginHref } from '../../auth/utils/route-access';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { refreshMyBidNotice } from '../../my-bid-applies/hooks/useMyBidDot';
import { useSession } from '../../session/hooks/useSession';
import { Button, ButtonLink } from '../../ui/components/Button';
import { DetailLoadError } from '../../ui/components/DetailPageStates';
import { resolveApplyPanel } from '../utils/apply-panel';
import { BidApplySection } from './BidApplySection';
import { BidDeadline } from './BidDetailIslands';
import { BidFavoriteButton } from './BidFavoriteButton';
import { BidFileList } from './BidFileList';
import { BidGallery } from './BidGallery';
import { BidDetailSkeleton } from './BidDetailSkeleton';
import { BidDetailPage, type BidDetailAnnouncement } from './BidDetailPage';
import { BidNotFound } from './BidNotFound';

const NOT_FOUND_CODE = 'NOT_FOUND';

/** The viewer's apply after a change, folded into the loaded announcement. */
function applyChange(
  announcement: BidDetailAnnouncement,
  apply: BidMyApplyFieldsFragment,
  change: 'saved' | 'submitted' | 'gaveUp',
): BidDetailAnnouncement {
  const wasSubmitted = announcement.myApply?.state === 'SUBMITTED';
  if (change === 'submitted') {
    return {
      ...announcement,
      myApply: apply,
      isApply: true,
      canApply: false,
      applyCnt: announcement.applyCnt + (wasSubmitted ? 0 : 1),
    };
  }
  if (change === 'gaveUp') {
    return {
      ...announcement,
      myApply: apply,
      isApply: false,
      canApply: false,
      applyCnt: Math.max(0, announcement.applyCnt - (wasSubmitted ? 1 : 0)),
    };
  }
  return { ...announcement, myApply: apply };
}

/**
 * /bid/[id] read in the browser. A member's view is: `announcement` must see the viewer's token to
 * answer isMine / canApply / myApply, to reveal the detailed address to applicants and to mark an
 * invitation as read; the token never leaves the browser. A visitor's comes from the server
 * (BidVisitorDetail) unless the server had no answer. Loaded by BidDetailIsland; the content is
 * BidDetailPage's.
 */
export function BidDetailBrowserPage({ id }: { id: string }) {
  const { state: session } = useSession();
  const pathname = usePathname();
  const { state, retry, update } = useGraphqlQuery(BidDetailDocument, { id });
  const [isFormOpened, setIsFormOpened] = useState(false);
  const title = state.status === 'loaded' ? state.data.announcement.title : null;

  useEffect(() => {
    if (!title) return;
    document.title = `${title} | 공사마켓`;
    // Opening a request I was invited to marks the invitation read: the 내 입찰 dot can go.
    refreshMyBidNotice();
  }, [title]);

  if (state.status === 'loading') return <BidDetailSkeleton />;
  if (state.status === 'failed') {
    if (state.failure.code === NOT_FOUND_CODE) return <BidNotFound />;
    return (
      <DetailLoadError
        title="견적 요청을 불러오지 못했습니다"
        message={state.failure.message}
        onRetry={retry}
      />
    );
  }
  const { announcement, me } = state.data;
  const panel = resolveApplyPanel({
    isLogin: session.isLogin,
    profileType: me?.profile?.type ?? null,
    announcement,
  });
  // A saved draft apply is shown as a form straight away.
  const isFormOpen = isFormOpened || (panel.kind === 'form' && panel.apply !== null);

  const handleApplyChange = (
    apply: BidMyApplyFieldsFragment,
    change: 'saved' | 'submitted' | 'gaveUp',
  ) =>
    update((current) => ({
      ...current,
      announcement: applyChange(current.announcement, apply, change),
    }));

  return (
    <BidDetailPage
      announcement={announcement}
      deadline={
        announcement.state === 'RECRUITING' ? (
          <BidDeadline postingEndAt={announcement.postingEndAt} />
        ) : null
      }
      favorite={
        <BidFavoriteButton
          key={`${announcement.id}-${String(announcement.isFavorite)}`}
          announcementId={announcement.id}
          isFavorite={announcement.isFavorite}
        />
      }
      headerAction={
        panel.kind === 'form' && !isFormOpen ? (
          <Button className="flex-1 desktop:flex-none" onClick={() => setIsFormOpened(true)}>
            지원하기
          </Button>
        ) : panel.kind === 'login' ? (
          <ButtonLink href={buildLoginHref(pathname)} className="flex-1 desktop:flex-none">
            지원하기
          </ButtonLink>
        ) : null
      }
      Gallery={BidGallery}
      FileList={BidFileList}
      apply={
        <BidApplySection
          key={panel.kind}
          announcementId={announcement.id}
          panel={panel}
          isRecruiting={announcement.state === 'RECRUITING'}
          announcementState={announcement.state}
          completionConfirmedAt={announcement.completionConfirmedAt ?? null}
          onCompletionConfirmed={(completionConfirmedAt) =>
            update((current) => ({
              ...current,
              announcement: { ...current.announcement, completionConfirmedAt },
            }))
          }
          defaultManagerName={me?.name ?? ''}
          defaultPhoneNumber={me?.phoneNumber ?? ''}
          isFormOpen={isFormOpen}
          onOpenForm={() => setIsFormOpened(true)}
          onApplyChange={handleApplyChange}
        />
      }
    />
  );
}
