import { buildPointHref } from '../../../../../modules/points/utils/point-tabs';
import { DetailNotFound } from '../../../../../modules/ui/components/DetailPageStates';

// Catches the notFound() of the [moid] layout (a value that cannot be an order number).
export default function NotFound() {
  return (
    <DetailNotFound
      title="주문을 찾을 수 없습니다"
      description="주소가 잘못되었거나, 다른 계정으로 결제한 주문일 수 있어요."
      listHref={buildPointHref('1')}
      listLabel="포인트 내역으로"
    />
  );
}
