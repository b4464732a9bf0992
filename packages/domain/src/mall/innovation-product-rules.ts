import { formatKoreanMoney } from '../format/number';
import { createEnumGuard, createEnumOptions } from '../enums/define-enum';
import type { ProfileType } from '../enums/user';

/*
 * Innovation product mall rules the list, the cards, the seed and the API share without zod (the
 * schema itself is in innovation-product-input.ts, which only forms and the API import).
 */

/** The mall's own shelves: a product is a thing bought, not a trade, so not the trade tree. */
export const INNOVATION_PRODUCT_CATEGORIES = [
  'BUILDING_MATERIAL',
  'CIVIL_MATERIAL',
  'SAFETY',
  'ENVIRONMENT',
  'ELECTRIC_TELECOM',
  'SMART_CONSTRUCTION',
  'EQUIPMENT',
  'ETC',
] as const;
export type InnovationProductCategory = (typeof INNOVATION_PRODUCT_CATEGORIES)[number];
export const INNOVATION_PRODUCT_CATEGORY_LABELS: Readonly<
  Record<InnovationProductCategory, string>
> = {
  BUILDING_MATERIAL: '건축자재',
  CIVIL_MATERIAL: '토목자재',
  SAFETY: '안전',
  ENVIRONMENT: '환경·에너지',
  ELECTRIC_TELECOM: '전기·통신',
  SMART_CONSTRUCTION: '스마트 건설',
  EQUIPMENT: '장비·기계',
  ETC: '기타',
};
export const isInnovationProductCategory = createEnumGuard(INNOVATION_PRODUCT_CATEGORIES);
export const INNOVATION_PRODUCT_CATEGORY_OPTIONS = createEnumOptions(
  INNOVATION_PRODUCT_CATEGORIES,
  INNOVATION_PRODUCT_CATEGORY_LABELS,
);

/** An operator's review of a product: waiting, listed (while active and in period), refused. */
export const INNOVATION_PRODUCT_REVIEW_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type InnovationProductReviewState = (typeof INNOVATION_PRODUCT_REVIEW_STATES)[number];

export const INNOVATION_PRODUCT_SORTS = ['NEW', 'POPULAR'] as const;
export type InnovationProductSort = (typeof INNOVATION_PRODUCT_SORTS)[number];
export const INNOVATION_PRODUCT_SORT_LABELS: Readonly<Record<InnovationProductSort, string>> = {
  NEW: '최신순',
  POPULAR: '인기순',
};

export const INNOVATION_PRODUCT_NAME_MAX = 60;
export const INNOVATION_PRODUCT_SUMMARY_MAX = 120;
export const INNOVATION_PRODUCT_DESCRIPTION_MAX = 3000;
export const INNOVATION_PRODUCT_DESIGNATION_NUMBER_MAX = 30;
export const INNOVATION_PRODUCT_URL_MAX = 2000;
export const INNOVATION_PRODUCT_IMAGES_MAX = 10;
export const INNOVATION_PRODUCT_REJECT_REASON_MAX = 500;

/**
 * 혁신제품 are designated to businesses (조달청 혁신제품 지정), so 법인 and 개인 사업자 list them;
 * a 기술자 (a person) or a consumer has none.
 */
export function canCreateInnovationProduct(type: ProfileType): boolean {
  return type === 'CORPORATION' || type === 'PRIVATE_BUSINESS';
}

export const INNOVATION_PRODUCT_REFUSAL =
  '혁신제품은 사업자 회원(법인, 개인 사업자)만 등록할 수 있습니다.';

/** What the owner's list shows as a product's badge. */
export type InnovationProductStatus =
  'PENDING' | 'LISTED' | 'REJECTED' | 'HIDDEN' | 'OUT_OF_PERIOD';
export const INNOVATION_PRODUCT_STATUS_LABELS: Readonly<Record<InnovationProductStatus, string>> = {
  PENDING: '심사 중',
  LISTED: '게시 중',
  REJECTED: '반려',
  HIDDEN: '숨김',
  OUT_OF_PERIOD: '지정 기간 아님',
};

/**
 * One badge per product: hidden wins (the owner's own choice), then the review, then whether
 * today (YYYY-MM-DD, Korean calendar) is within the designation period.
 */
export function describeInnovationProductStatus(
  product: {
    reviewState: InnovationProductReviewState;
    isActive: boolean;
    designationStartDate: string;
    designationEndDate: string;
  },
  today: string,
): InnovationProductStatus {
  if (!product.isActive) return 'HIDDEN';
  if (product.reviewState === 'PENDING') return 'PENDING';
  if (product.reviewState === 'REJECTED') return 'REJECTED';
  const isInPeriod = product.designationStartDate <= today && today <= product.designationEndDate;
  return isInPeriod ? 'LISTED' : 'OUT_OF_PERIOD';
}

/** '2025.03.01 ~ 2028.02.29' */
export function formatDesignationPeriod(start: string, end: string): string {
  const dot = (value: string) => value.slice(0, 10).replaceAll('-', '.');
  return `${dot(start)} ~ ${dot(end)}`;
}

/** The price as the mall shows it: 만/억 원, or 가격 문의 when the company gave none. */
export function formatInnovationProductPrice(price: number | null | undefined): string {
  return price === null || price === undefined ? '가격 문의' : formatKoreanMoney(price);
}
