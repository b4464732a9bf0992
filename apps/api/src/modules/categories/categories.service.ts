import { isChoseongQuery } from '@gongsa/domain';
import type { AppDependencies } from '../../context';
import { BadUserInputError } from '../../errors';
import {
  searchCategoriesByChoseong,
  searchCategoriesByName,
  selectCategoriesByIds,
  selectCategoriesByParent,
  selectLinkedCategories,
  type CategoryLink,
  type CategoryRow,
} from './categories.repository';

export type CategoryView = {
  id: number;
  type: CategoryRow['type'];
  name: string;
  code: string;
  kiscCodes: string[];
  parentId: number | null;
  /** The DEPTH_1 group above this entry; null for a group itself. */
  topParentId: number | null;
  /** Names from the top group down to this entry, for the breadcrumb. */
  path: string[];
};

export const CATEGORY_SEARCH_MAX_LENGTH = 30;
export const CATEGORY_SEARCH_LIMIT = 100;
export const CATEGORIES_BY_IDS_MAX = 100;

export const CATEGORY_MESSAGES = {
  emptyKeyword: '검색어를 입력해 주세요.',
  tooLongKeyword: `검색어는 ${CATEGORY_SEARCH_MAX_LENGTH}자 이하로 입력해 주세요.`,
  invalidParent: '상위 분류 정보가 올바르지 않습니다.',
  invalidIds: '업종 정보가 올바르지 않습니다.',
  tooManyIds: `업종은 한 번에 최대 ${CATEGORIES_BY_IDS_MAX}개까지 조회할 수 있습니다.`,
} as const;

function toCategoryView(row: CategoryRow): CategoryView {
  const ancestors: Array<{ id: number; name: string }> = [];
  if (row.grandparentId !== null && row.grandparentName !== null) {
    ancestors.push({ id: row.grandparentId, name: row.grandparentName });
  }
  if (row.parentId !== null && row.parentName !== null) {
    ancestors.push({ id: row.parentId, name: row.parentName });
  }
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    code: row.code,
    kiscCodes: row.kiscCodes,
    parentId: row.parentId,
    topParentId: ancestors[0]?.id ?? null,
    path: [...ancestors.map((ancestor) => ancestor.name), row.name],
  };
}

/** Top groups when parentId is null, otherwise the children of that entry, in display order. */
export async function listCategories(
  deps: Pick<AppDependencies, 'db'>,
  parentId: string | null | undefined,
): Promise<CategoryView[]> {
  let parent: number | null = null;
  if (parentId !== null && parentId !== undefined) {
    parent = Number(parentId);
    if (!Number.isSafeInteger(parent) || parent <= 0) {
      throw new BadUserInputError(CATEGORY_MESSAGES.invalidParent);
    }
  }
  const rows = await selectCategoriesByParent(deps.db, parent);
  return rows.map(toCategoryView);
}

/** The categories with these ids in the order given; ids of deleted categories are skipped. */
export async function findCategoriesByIds(
  deps: Pick<AppDependencies, 'db'>,
  ids: readonly number[],
): Promise<CategoryView[]> {
  const rows = await selectCategoriesByIds(deps.db, Array.from(new Set(ids)));
  const byId = new Map(rows.map((row) => [row.id, toCategoryView(row)]));
  return ids.flatMap((id) => {
    const category = byId.get(id);
    return category ? [category] : [];
  });
}

/** The live categories of each owner through a link table, in the link's order (one statement). */
export async function findLinkedCategories(
  deps: Pick<AppDependencies, 'db'>,
  link: CategoryLink,
  ownerIds: readonly number[],
): Promise<Map<number, CategoryView[]>> {
  const rows = await selectLinkedCategories(deps.db, link, [...new Set(ownerIds)]);
  const byOwner = new Map<number, CategoryView[]>();
  // A trade on many cards of a page is one object, as findCategoriesByIds made it.
  const views = new Map<number, CategoryView>();
  for (const row of rows) {
    let view = views.get(row.id);
    if (!view) {
      view = toCategoryView(row);
      views.set(row.id, view);
    }
    const owned = byOwner.get(row.ownerId);
    if (owned) owned.push(view);
    else byOwner.set(row.ownerId, [view]);
  }
  return byOwner;
}

/** categoriesByIds: live categories in the order asked (chips of a shared /company URL). */
export async function lookUpCategoriesByIds(
  deps: Pick<AppDependencies, 'db'>,
  ids: readonly (string | number)[],
): Promise<CategoryView[]> {
  if (ids.length > CATEGORIES_BY_IDS_MAX) {
    throw new BadUserInputError(CATEGORY_MESSAGES.tooManyIds, { field: 'ids' });
  }
  const parsed = ids.map((value) => Number(value));
  if (parsed.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new BadUserInputError(CATEGORY_MESSAGES.invalidIds, { field: 'ids' });
  }
  return findCategoriesByIds(deps, Array.from(new Set(parsed)));
}

/** Separators users type between words, and that appear inside trade names (철근·콘크리트). */
const WORD_SEPARATORS = /[\s·・,./()[\]{}&+-]+/u;

export async function searchCategories(
  deps: Pick<AppDependencies, 'db'>,
  name: string,
): Promise<CategoryView[]> {
  const phrase = name.normalize('NFC').trim();
  if (phrase === '') throw new BadUserInputError(CATEGORY_MESSAGES.emptyKeyword);
  if (Array.from(phrase).length > CATEGORY_SEARCH_MAX_LENGTH) {
    throw new BadUserInputError(CATEGORY_MESSAGES.tooLongKeyword);
  }
  if (isChoseongQuery(phrase)) {
    const rows = await searchCategoriesByChoseong(
      deps.db,
      phrase.replace(/\s+/g, ''),
      CATEGORY_SEARCH_LIMIT,
    );
    return rows.map(toCategoryView);
  }
  const words = phrase.split(WORD_SEPARATORS).filter((word) => word !== '');
  if (words.length === 0) throw new BadUserInputError(CATEGORY_MESSAGES.emptyKeyword);
  const rows = await searchCategoriesByName(deps.db, { words, phrase }, CATEGORY_SEARCH_LIMIT);
  return rows.map(toCategoryView);
}
