import { DetailNotFound } from '../../ui/components/DetailPageStates';

/** An announcement id that does not exist (or was deleted) gets a plain Korean 404. */
export function BidNotFound() {
  return (
    <DetailNotFound
      title="견적 요청을 찾을 수 없습니다"
      description="주소가 잘못되었거나, 요청자가 견적 요청을 삭제했을 수 있습니다."
      listHref="/bid"
      listLabel="다른 견적 요청 보기"
    />
  );
}
