/**
 * Header search dropdown selection (SPEC §4 "Search bar"). A selection is the ordered list of
 * ticked category ids: leaves (DEPTH_3) plus the parent (DEPTH_2) and top group (DEPTH_1) entries
 * the rules add once a whole sibling group is ticked.
 */
export type CategorySelection = readonly string[];

/** A dropdown leaf: a DEPTH_3 category and the ids above it. */
export type CategoryLeaf = {
  id: string;
  parentId: string | null;
  topParentId: string | null;
};

/** The per-parent '전체' entry: stands for every child of parentId. */
export type CategoryAllEntry = {
  parentId: string;
  topParentId: string | null;
};

function addIds(selection: CategorySelection, ids: readonly (string | null)[]): CategorySelection {
  const next = [...selection];
  for (const id of ids) if (id !== null && !next.includes(id)) next.push(id);
  return next;
}

function removeIds(
  selection: CategorySelection,
  ids: readonly (string | null)[],
): CategorySelection {
  return selection.filter((id) => !ids.includes(id));
}

/**
 * Ticks a leaf. When every sibling (all children of its parent, the leaf included) is then ticked,
 * the parent and the top group are added too. Without the sibling list (not loaded yet) only the
 * leaf is added.
 */
export function tickLeaf(
  selection: CategorySelection,
  leaf: CategoryLeaf,
  siblingIds: readonly string[],
): CategorySelection {
  const next = addIds(selection, [leaf.id]);
  const isGroupComplete =
    siblingIds.length > 0 && siblingIds.every((siblingId) => next.includes(siblingId));
  return isGroupComplete ? addIds(next, [leaf.parentId, leaf.topParentId]) : next;
}

/** Unticks a leaf: removes it, its parent and its top group. */
export function untickLeaf(selection: CategorySelection, leaf: CategoryLeaf): CategorySelection {
  return removeIds(selection, [leaf.id, leaf.parentId, leaf.topParentId]);
}

/** Ticks a '전체' entry: every child of the parent, then the parent and the top group. */
export function tickAll(
  selection: CategorySelection,
  entry: CategoryAllEntry,
  childIds: readonly string[],
): CategorySelection {
  if (childIds.length === 0) return selection;
  return addIds(selection, [...childIds, entry.parentId, entry.topParentId]);
}

/** Unticks a '전체' entry: the children it stood for, the parent and the top group. */
export function untickAll(
  selection: CategorySelection,
  entry: CategoryAllEntry,
  childIds: readonly string[],
): CategorySelection {
  return removeIds(selection, [...childIds, entry.parentId, entry.topParentId]);
}

export function isLeafTicked(selection: CategorySelection, leaf: CategoryLeaf): boolean {
  return selection.includes(leaf.id);
}

/** A '전체' entry shows ticked when its parent is in the selection (all children ticked). */
export function isAllTicked(selection: CategorySelection, entry: CategoryAllEntry): boolean {
  return selection.includes(entry.parentId);
}

/**
 * The ids the company list is searched with. The API matches a company under ANY leaf of each
 * id, so a top group would widen the search to the whole group although the user ticked one
 * trade's leaves; top groups stay in the dropdown state only. Parents are kept: a parent is only
 * selected when all its children are, so it matches the same companies.
 */
export function toSearchCategoryIds(
  selection: CategorySelection,
  topGroupIds: ReadonlySet<string>,
): number[] {
  return selection
    .filter((id) => !topGroupIds.has(id))
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
