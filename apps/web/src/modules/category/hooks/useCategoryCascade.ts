'use client';

import { useEffect, useState } from 'react';
import { ProfileCategoriesDocument } from '../../../graphql/generated/operations/profile-categories';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';

export type CategoryEntry = { id: string; name: string; type: string; path: string[] };

const CATEGORY_LEVELS = [
  { key: 'group', label: '대분류', placeholder: '대분류 선택' },
  { key: 'trade', label: '업종', placeholder: '업종 선택' },
  { key: 'detail', label: '세부 업종', placeholder: '세부 업종 선택' },
] as const;

export type CategoryLevel = (typeof CATEGORY_LEVELS)[number] & {
  value: string;
  entries: CategoryEntry[];
  onChange: (id: string) => void;
  /** A level waits until the one above has a choice. */
  isDisabled: boolean;
};

function useCategoryChildren(parentId: string | null, isEnabled: boolean) {
  const { client } = useAuth();
  const [entries, setEntries] = useState<CategoryEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!isEnabled) return;
    let isCurrent = true;
    void client
      .requestField(ProfileCategoriesDocument, 'categories', { parentId })
      .then((result) => {
        if (!isCurrent) return;
        if (isGraphqlFailure(result)) {
          setError(result.message);
          setEntries([]);
          return;
        }
        setError(null);
        setEntries(
          result
            .filter((category) => category.type !== 'ALL')
            .map(({ id, name, type, path }) => ({ id, name, type, path })),
        );
      });
    return () => {
      isCurrent = false;
    };
  }, [client, parentId, isEnabled]);
  return { entries: isEnabled ? entries : [], error };
}

/**
 * 대분류 → 업종 → 세부 업종 over the category tree: each level lists the children of the choice
 * above it, and a new choice clears the levels below.
 */
export function useCategoryCascade() {
  const [groupId, setGroupId] = useState('');
  const [tradeId, setTradeId] = useState('');
  const [detailId, setDetailId] = useState('');
  const groups = useCategoryChildren(null, true);
  const trades = useCategoryChildren(groupId || null, groupId !== '');
  const details = useCategoryChildren(tradeId || null, tradeId !== '');

  const [groupLevel, tradeLevel, detailLevel] = CATEGORY_LEVELS;
  const levels: CategoryLevel[] = [
    {
      ...groupLevel,
      value: groupId,
      entries: groups.entries,
      isDisabled: false,
      onChange: (id) => {
        setGroupId(id);
        setTradeId('');
        setDetailId('');
      },
    },
    {
      ...tradeLevel,
      value: tradeId,
      entries: trades.entries,
      isDisabled: groupId === '',
      onChange: (id) => {
        setTradeId(id);
        setDetailId('');
      },
    },
    {
      ...detailLevel,
      value: detailId,
      entries: details.entries,
      isDisabled: tradeId === '',
      onChange: setDetailId,
    },
  ];

  return {
    levels,
    trade: trades.entries.find((entry) => entry.id === tradeId) ?? null,
    detail: details.entries.find((entry) => entry.id === detailId) ?? null,
    loadError: groups.error ?? trades.error ?? details.error,
    clearDetail: () => setDetailId(''),
  };
}
