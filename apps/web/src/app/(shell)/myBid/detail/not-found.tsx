import { buildMyBidHref } from '../../../../modules/my-bid/utils/my-bid-tabs';
import { DetailNotFound } from '../../../../modules/ui/components/DetailPageStates';

// Catches the notFound() of the [id] layout (an id that cannot name a request): the way back is
// the member's own list, not a retry.
export default function NotFound() {
  return (
    <DetailNotFound
      title="견적 요청을 찾을 수 없습니다"
      description="주소가 잘못되었거나, 견적 요청이 삭제되었을 수 있습니다."
      listHref={buildMyBidHref('1')}
      listLabel="내 견적 요청 목록으로"
    />
  );
}
