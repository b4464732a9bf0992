'use client';

import { useCallback, useRef, useState } from 'react';
import { SearchCategoriesByNameDocument } from '../../../graphql/generated/operations/search-categories-by-name';
import { SearchCategoryChildrenDocument } from '../../../graphql/generated/operations/search-category-children';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import {
  buildCategoryOptions,
  listOptionParentIds,
  listOptionTopGroupIds,
  type CategoryOption,
} from '../utils/category-options';

/** Typing pauses this long before the lookup runs, so each keystroke does not query. */
export const CATEGORY_LOOKUP_DELAY_MS = 250;

export type CategoryLookup = {
  options: CategoryOption[];
  /** Child ids per parent id, loaded with categories(parentId). */
  childrenByParent: ReadonlyMap<string, readonly string[]>;
  /** Every top group seen so far (kept out of the search ids). */
  topGroupIds: ReadonlySet<string>;
  /** Debounced lookup of a trimmed, non-empty trade keyword; resolves with the option count. */
  schedule(keyword: string, onDone: (optionCount: number) => void): void;
  /** Cancels a pending lookup and empties the results (blank keyword, unique number). */
  clear(): void;
};

/**
 * categoriesByName for the header dropdown (SPEC §5): only DEPTH_3 results are kept; an error or
 * an empty result leaves no options, so the dropdown stays closed.
 */
export function useCategoryLookup(): CategoryLookup {
  const { client } = useSession();
  const [options, setOptions] = useState<CategoryOption[]>([]);
  const [childrenByParent, setChildrenByParent] = useState<ReadonlyMap<string, readonly string[]>>(
    () => new Map(),
  );
  const [topGroupIds, setTopGroupIds] = useState<ReadonlySet<string>>(() => new Set());
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Only the latest lookup may set results; slower earlier answers are ignored.
  const sequenceRef = useRef(0);
  const loadedParentsRef = useRef(new Set<string>());

  const loadChildren = useCallback(
    async (parentIds: readonly string[]) => {
      const missing = parentIds.filter((id) => !loadedParentsRef.current.has(id));
      for (const id of missing) loadedParentsRef.current.add(id);
      const loaded = await Promise.all(
        missing.map(async (parentId) => {
          const result = await client.requestField(SearchCategoryChildrenDocument, 'categories', {
            parentId,
          });
          if (isGraphqlFailure(result)) {
            loadedParentsRef.current.delete(parentId);
            return null;
          }
          const childIds = result
            .filter((category) => category.type !== 'ALL')
            .map((category) => category.id);
          return [parentId, childIds] as const;
        }),
      );
      const entries = loaded.filter((entry) => entry !== null);
      if (entries.length === 0) return;
      setChildrenByParent((current) => new Map([...current, ...entries]));
    },
    [client],
  );

  const clear = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    sequenceRef.current += 1;
    setOptions([]);
  }, []);

  const schedule = useCallback(
    (keyword: string, onDone: (optionCount: number) => void) => {
      if (timerRef.current) clearTimeout(timerRef.current);
      const sequence = ++sequenceRef.current;
      timerRef.current = setTimeout(() => {
        timerRef.current = null;
        void client
          .requestField(SearchCategoriesByNameDocument, 'categoriesByName', { name: keyword })
          .then(async (result) => {
            if (sequence !== sequenceRef.current) return;
            const next = isGraphqlFailure(result) ? [] : buildCategoryOptions(result);
            // The '전체' entries and the sibling rule need the children: load them first so
            // every row works the moment the dropdown opens.
            await loadChildren(listOptionParentIds(next));
            if (sequence !== sequenceRef.current) return;
            setOptions(next);
            const topIds = listOptionTopGroupIds(next);
            if (topIds.length > 0) setTopGroupIds((current) => new Set([...current, ...topIds]));
            onDone(next.length);
          });
      }, CATEGORY_LOOKUP_DELAY_MS);
    },
    [client, loadChildren],
  );

  return { options, childrenByParent, topGroupIds, schedule, clear };
}
