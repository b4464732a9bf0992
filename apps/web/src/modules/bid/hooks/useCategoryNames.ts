'use client';

import { useEffect, useState } from 'react';
import { CompanyCategoryNamesDocument } from '../../../graphql/generated/operations/company-category-names';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import type { CategoryName } from '../../listing/utils/filter-chips';

function toNumberOrNull(id: string | null): number | null {
  return id === null ? null : Number(id);
}

/** Names for the category ids of a URL (looked up by id, so a shared link names them too). */
export function useCategoryNames(
  categoryIds: readonly number[],
): ReadonlyMap<number, CategoryName> {
  const { client } = useAuth();
  const [names, setNames] = useState<ReadonlyMap<number, CategoryName>>(() => new Map());
  // The ids still to name, as a stable string so the lookup runs once per set.
  const unnamedKey = categoryIds.filter((id) => !names.has(id)).join(',');
  useEffect(() => {
    if (!unnamedKey) return;
    let isCurrent = true;
    void client
      .requestField(CompanyCategoryNamesDocument, 'categoriesByIds', { ids: unnamedKey.split(',') })
      .then((result) => {
        // Unnamed categories share one chip, so a failed lookup only costs their names.
        if (!isCurrent || isGraphqlFailure(result)) return;
        setNames((current) => {
          const next = new Map(current);
          for (const category of result) {
            next.set(Number(category.id), {
              name: category.name,
              parentId: toNumberOrNull(category.parentId),
              topParentId: toNumberOrNull(category.topParentId),
            });
          }
          return next;
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [client, unnamedKey]);
  return names;
}
