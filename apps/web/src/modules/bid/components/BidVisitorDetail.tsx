import type { BidDetailQuery } from '../../../graphql/generated/graphql';
import { buildLoginHref } from '../../auth/utils/route-access';
import type { ServerAnswer } from '../../data/utils/server-answer';
import { ButtonLink } from '../../ui/components/Button';
import { BidApplyFrame, BidApplyLoginPanel } from './BidApplyFrame';
import {
  BidDeadline,
  BidFavoriteIsland,
  BidFileListIsland,
  BidGalleryIsland,
} from './BidDetailIslands';
import { BidDetailPage } from './BidDetailPage';

type BidVisitorDetailProps = {
  /** The request's path segment, as in the address (the login page comes back to it). */
  id: string;
  answer: ServerAnswer<BidDetailQuery, unknown>;
};

/**
 * A visitor's /bid/[id], rendered on the server from its first view (ADR 0017): 지원하기 leads to
 * the login page, the heart too (its island), and only the heart, the countdown, the gallery and
 * the files carry code.
 */
export function BidVisitorDetail({ id, answer }: BidVisitorDetailProps) {
  const { announcement } = answer.data;
  const loginHref = buildLoginHref(`/bid/${id}`);
  return (
    <BidDetailPage
      announcement={announcement}
      deadline={
        announcement.state === 'RECRUITING' ? (
          <BidDeadline postingEndAt={announcement.postingEndAt} fetchedAt={answer.fetchedAt} />
        ) : null
      }
      favorite={
        <BidFavoriteIsland announcementId={announcement.id} isFavorite={announcement.isFavorite} />
      }
      headerAction={
        <ButtonLink href={loginHref} className="flex-1 desktop:flex-none">
          지원하기
        </ButtonLink>
      }
      Gallery={BidGalleryIsland}
      FileList={BidFileListIsland}
      apply={
        <BidApplyFrame>
          <BidApplyLoginPanel loginHref={loginHref} />
        </BidApplyFrame>
      }
    />
  );
}
