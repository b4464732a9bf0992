/**
 * What the point shop sells. Larger packages carry bonus points (freePoint, 무료 포인트 under the
 * refund terms). The subscription's `auth` is the permission it grants (subscriptionAuth): reading
 * every company's financial and credit information without spending points.
 */
export interface ItemSeed {
  type: 'POINT' | 'SUBSCRIPTION';
  name: string;
  auth: string | null;
  point: number;
  freePoint: number;
  /** In won, VAT included. */
  price: number;
  priority: number;
}

export const SUBSCRIPTION_AUTH_FINANCIAL_INFO = 'FINANCIAL_INFO_FREE';

export const ITEMS: ItemSeed[] = [
  { type: 'POINT', name: '포인트 10,000', auth: null, point: 10_000, freePoint: 0, price: 10_000, priority: 1 },
  { type: 'POINT', name: '포인트 30,000', auth: null, point: 30_000, freePoint: 1_500, price: 30_000, priority: 2 },
  { type: 'POINT', name: '포인트 50,000', auth: null, point: 50_000, freePoint: 5_000, price: 50_000, priority: 3 },
  { type: 'POINT', name: '포인트 100,000', auth: null, point: 100_000, freePoint: 15_000, price: 100_000, priority: 4 },
  {
    type: 'SUBSCRIPTION',
    name: '프리미엄 구독',
    auth: SUBSCRIPTION_AUTH_FINANCIAL_INFO,
    point: 0,
    freePoint: 0,
    price: 39_000,
    priority: 1,
  },
];
