import { createEnumGuard } from './define-enum';

/**
 * DEPTH_1 is the top group, DEPTH_3 the leaf a company or announcement is tagged with.
 * ALL is the "select every child" pseudo-entry of the search dropdown and is never stored.
 */
export const CATEGORY_TYPES = ['DEPTH_1', 'DEPTH_2', 'DEPTH_3', 'ALL'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const CATEGORY_TYPE_LABELS: Readonly<Record<CategoryType, string>> = {
  DEPTH_1: '대분류',
  DEPTH_2: '중분류',
  DEPTH_3: '소분류',
  ALL: '전체',
};
export const isCategoryType = createEnumGuard(CATEGORY_TYPES);

/** The category types a database row may hold. */
export const STORED_CATEGORY_TYPES = ['DEPTH_1', 'DEPTH_2', 'DEPTH_3'] as const;
export type StoredCategoryType = (typeof STORED_CATEGORY_TYPES)[number];
export const isStoredCategoryType = createEnumGuard(STORED_CATEGORY_TYPES);

/** Only leaves are offered by the search dropdown (SPEC §5 Search). */
export const LEAF_CATEGORY_TYPE: CategoryType = 'DEPTH_3';

export const REGION_TYPES = ['SI', 'GUNGU'] as const;
export type RegionType = (typeof REGION_TYPES)[number];
export const REGION_TYPE_LABELS: Readonly<Record<RegionType, string>> = {
  SI: '시/도',
  GUNGU: '시/군/구',
};
export const isRegionType = createEnumGuard(REGION_TYPES);
