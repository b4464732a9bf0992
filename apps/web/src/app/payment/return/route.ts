import { handlePaymentReturn, seeOther } from '../../../modules/points/utils/payment-return';
import { buildPointHref } from '../../../modules/points/utils/point-tabs';

export const dynamic = 'force-dynamic';

// The payment window posts its result here (issue 14); the work is in modules/points.
export function POST(request: Request) {
  return handlePaymentReturn(request);
}

// Only the window posts here; an address typed or bookmarked goes to 포인트 충전.
export function GET() {
  return seeOther(buildPointHref('2'));
}
