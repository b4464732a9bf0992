import { withoutItem } from './list-query';

/** A removable chip above a list (/company, /bid): one selected filter value. */
export type FilterChip<TSearch> = {
  key: string;
  /** What the chip shows, e.g. '지역 · 서울 강남구'. */
  label: string;
  /** The search without this filter (page 1). */
  next: TSearch;
};

/** A category the page could name, with the parents the header search adds along with it. */
export type CategoryName = { name: string; parentId: number | null; topParentId: number | null };

/**
 * The header search adds a parent (and top parent) once all its children are picked, so a parent
 * whose picked child is named gets no chip of its own, and removing a child removes them too (the
 * header's untick rule). Ids the page could not name share one chip.
 */
export function describeCategoryChips<TSearch>(
  categories: readonly number[],
  names: ReadonlyMap<number, CategoryName>,
  withCategories: (categories: number[]) => TSearch,
): FilterChip<TSearch>[] {
  const selected = new Set(categories);
  const implied = new Set<number>();
  for (const id of categories) {
    const category = names.get(id);
    if (category?.parentId && selected.has(category.parentId)) implied.add(category.parentId);
    if (category?.topParentId && selected.has(category.topParentId)) {
      implied.add(category.topParentId);
    }
  }
  const chips: FilterChip<TSearch>[] = [];
  const unnamed: number[] = [];
  for (const id of categories) {
    if (implied.has(id)) continue;
    const category = names.get(id);
    if (!category) {
      unnamed.push(id);
      continue;
    }
    const removed = new Set([id, category.parentId, category.topParentId]);
    chips.push({
      key: `category-${id}`,
      label: `업종 · ${category.name}`,
      next: withCategories(categories.filter((value) => !removed.has(value))),
    });
  }
  if (unnamed.length > 0) {
    chips.push({
      key: 'category-unnamed',
      label: chips.length > 0 ? `업종 · 그 밖의 ${unnamed.length}개` : `업종 ${unnamed.length}개`,
      next: withCategories(categories.filter((value) => !unnamed.includes(value))),
    });
  }
  return chips;
}

/** One chip per selected value of a multi-value filter; removing one keeps the others. */
export function describeValueChips<TValue extends string | number, TSearch>(
  values: readonly TValue[],
  describe: {
    keyPrefix: string;
    label: (value: TValue) => string;
    withValues: (values: TValue[]) => TSearch;
  },
): FilterChip<TSearch>[] {
  return values.map((value) => ({
    key: `${describe.keyPrefix}-${value}`,
    label: describe.label(value),
    next: describe.withValues(withoutItem(values, value)),
  }));
}
