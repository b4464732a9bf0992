import { LEAF_CATEGORY_TYPE, type CategoryType } from '@gongsa/domain';
import type { CategoryAllEntry, CategoryLeaf } from './category-selection';

export type FoundCategory = {
  id: string;
  type: CategoryType;
  path: readonly string[];
  parentId?: string | null;
  topParentId?: string | null;
};

export type CategoryOption =
  | ({ kind: 'leaf'; key: string; label: string } & CategoryLeaf)
  | ({ kind: 'all'; key: string; label: string } & CategoryAllEntry);

export const BREADCRUMB_SEPARATOR = ' > ';

/** Only leaves are offered (SPEC §5); anything else the lookup returns is dropped. */
export function keepLeafCategories<T extends FoundCategory>(categories: readonly T[]): T[] {
  return categories.filter((category) => category.type === LEAF_CATEGORY_TYPE);
}

/**
 * Dropdown rows: the leaves grouped by parent in the order the lookup ranked them, each group
 * led by its '전체' entry. Labels are the breadcrumb of names.
 */
export function buildCategoryOptions(categories: readonly FoundCategory[]): CategoryOption[] {
  const groups = new Map<string, { all: CategoryOption | null; leaves: CategoryOption[] }>();
  const order: string[] = [];
  for (const category of keepLeafCategories(categories)) {
    const parentId = category.parentId ?? null;
    const topParentId = category.topParentId ?? null;
    const groupKey = parentId ?? `leaf-${category.id}`;
    let group = groups.get(groupKey);
    if (!group) {
      group = {
        all:
          parentId === null
            ? null
            : {
                kind: 'all',
                key: `all-${parentId}`,
                label: [...category.path.slice(0, -1), '전체'].join(BREADCRUMB_SEPARATOR),
                parentId,
                topParentId,
              },
        leaves: [],
      };
      groups.set(groupKey, group);
      order.push(groupKey);
    }
    group.leaves.push({
      kind: 'leaf',
      key: `leaf-${category.id}`,
      label: category.path.join(BREADCRUMB_SEPARATOR),
      id: category.id,
      parentId,
      topParentId,
    });
  }
  return order.flatMap((key) => {
    const group = groups.get(key)!;
    return group.all ? [group.all, ...group.leaves] : group.leaves;
  });
}

/** The distinct parents whose children must be known for the sibling and '전체' rules. */
export function listOptionParentIds(options: readonly CategoryOption[]): string[] {
  const ids = options.flatMap((option) => (option.kind === 'all' ? [option.parentId] : []));
  return Array.from(new Set(ids));
}

/** Top groups seen in the options: kept out of the search ids (see toSearchCategoryIds). */
export function listOptionTopGroupIds(options: readonly CategoryOption[]): string[] {
  const ids = options.flatMap((option) => (option.topParentId ? [option.topParentId] : []));
  return Array.from(new Set(ids));
}
