'use client';

import { useEffect, useMemo, useState } from 'react';
import type { CompanyFilterOptionsQuery } from '../../../graphql/generated/graphql';
import { CompanyCategoryNamesDocument } from '../../../graphql/generated/operations/company-category-names';
import { CompanyFilterOptionsDocument } from '../../../graphql/generated/operations/company-filter-options';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import type { CategoryName } from '../../listing/utils/filter-chips';
import type { FilterNameLookups } from '../utils/company-filter-chips';

export type FilterOptionsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; options: CompanyFilterOptionsQuery };

function toNumberOrNull(id: string | null): number | null {
  return id === null ? null : Number(id);
}

/**
 * Licence kinds and credit grades for the panel, plus names for the category chips (looked up by
 * id, so a shared link names them too). Names found once are kept. `serverOptions`: the options
 * the route fetched on the server (the same for everyone), used instead of asking.
 */
export function useFilterOptions(
  categoryIds: readonly number[],
  serverOptions: CompanyFilterOptionsQuery | null = null,
) {
  const { client } = useAuth();
  const [attempt, setAttempt] = useState(0);
  const [stored, setStored] = useState<{ attempt: number; state: FilterOptionsState } | null>(() =>
    serverOptions ? { attempt: 0, state: { status: 'loaded', options: serverOptions } } : null,
  );
  // Asked in the browser only when the server had no answer (or on 다시 시도).
  const hasServerOptions = serverOptions !== null;
  const [categoryNames, setCategoryNames] = useState<ReadonlyMap<number, CategoryName>>(
    () => new Map(),
  );

  useEffect(() => {
    if (attempt === 0 && hasServerOptions) return;
    let isCurrent = true;
    void client.request(CompanyFilterOptionsDocument).then((result) => {
      if (!isCurrent) return;
      setStored({
        attempt,
        state: isGraphqlFailure(result)
          ? { status: 'failed', message: result.message }
          : { status: 'loaded', options: result },
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [client, attempt, hasServerOptions]);

  // The ids still to name, as a stable string so the lookup runs once per set.
  const unnamedKey = categoryIds.filter((id) => !categoryNames.has(id)).join(',');
  useEffect(() => {
    if (!unnamedKey) return;
    let isCurrent = true;
    void client
      .requestField(CompanyCategoryNamesDocument, 'categoriesByIds', {
        ids: unnamedKey.split(','),
      })
      .then((result) => {
        // Unnamed categories share one chip, so a failed lookup only costs their names.
        if (!isCurrent || isGraphqlFailure(result)) return;
        setCategoryNames((current) => {
          const names = new Map(current);
          for (const category of result) {
            names.set(Number(category.id), {
              name: category.name,
              parentId: toNumberOrNull(category.parentId),
              topParentId: toNumberOrNull(category.topParentId),
            });
          }
          return names;
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [client, unnamedKey]);

  const state: FilterOptionsState =
    stored?.attempt === attempt ? stored.state : { status: 'loading' };
  const options = state.status === 'loaded' ? state.options : null;

  const names = useMemo<FilterNameLookups>(
    () => ({
      licenses: new Map(options?.licenses.map((license) => [Number(license.id), license.name])),
      cris: new Map(options?.cri.map((cri) => [Number(cri.id), cri.name])),
      categories: categoryNames,
    }),
    [options, categoryNames],
  );

  return { state, names, retry: () => setAttempt((value) => value + 1) };
}
