'use client';

import { useEffect, useState } from 'react';
import {
  ANNOUNCEMENT_CATEGORIES_MAX,
  LEAF_CATEGORY_TYPE,
  type WizardCategory,
} from '@gongsa/domain';
import {
  ProfileCategoriesDocument,
  SearchCategoriesByNameDocument,
} from '../../../graphql/generated/graphql';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { BREADCRUMB_SEPARATOR, keepLeafCategories } from '../../search/utils/category-options';
import { fieldMessageId } from '../../ui/components/TextField';
import { Button } from '../../ui/components/Button';
import { CloseIcon } from '../../ui/components/icons';
import { BID_INPUT_CLASS, FieldMessage, toBidFieldId } from './WizardFields';

type CategoryEntry = { id: string; name: string; type: string; path: string[] };

function useCategoryChildren(parentId: string | null, isEnabled: boolean) {
  const { client } = useSession();
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

type FoundLeaf = { id: string; name: string; label: string };

/** Finds 세부 업종 by name (categoriesByName, leaves only), as the header search does. */
function CategoryNameSearch({
  value,
  isFull,
  onAdd,
}: {
  value: WizardCategory[];
  isFull: boolean;
  onAdd: (category: WizardCategory) => void;
}) {
  const { client } = useSession();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<FoundLeaf[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const inputId = toBidFieldId('category-search');

  async function search() {
    const name = keyword.trim();
    if (!name) {
      setResults(null);
      return;
    }
    const result = await client.requestField(SearchCategoriesByNameDocument, 'categoriesByName', {
      name,
    });
    if (isGraphqlFailure(result)) {
      setMessage(result.message);
      setResults(null);
      return;
    }
    setMessage(null);
    setResults(
      keepLeafCategories(result).map((category) => ({
        id: category.id,
        name: category.name,
        label: category.path.join(BREADCRUMB_SEPARATOR),
      })),
    );
  }

  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <label htmlFor={inputId} className="text-[14px] font-semibold text-gray-800">
        업종 이름으로 찾기
      </label>
      <div className="flex items-end gap-2">
        <input
          id={inputId}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the step.
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          placeholder="예: 도장, 방수"
          className={BID_INPUT_CLASS}
        />
        <Button variant="outline" size="md" className="shrink-0" onClick={() => void search()}>
          찾기
        </Button>
      </div>
      {message ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {message}
        </p>
      ) : null}
      {results ? (
        <div role="status" className="mt-2">
          {results.length === 0 ? (
            <p className="text-[14px] text-gray-700">찾는 세부 업종이 없습니다.</p>
          ) : (
            <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto" aria-label="찾은 업종">
              {results.map((leaf) => {
                const isAdded = value.some((category) => category.id === leaf.id);
                return (
                  <li
                    key={leaf.id}
                    className="flex items-center justify-between gap-2 rounded-lg bg-white px-3 py-1.5"
                  >
                    <span className="min-w-0 text-[14px] text-gray-800">{leaf.label}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={isAdded || isFull}
                      aria-label={`${leaf.label} 추가`}
                      onClick={() => onAdd({ id: leaf.id, name: leaf.name })}
                    >
                      {isAdded ? '추가됨' : '추가'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

const LEVELS = [
  { key: 'group', label: '대분류', placeholder: '대분류 선택' },
  { key: 'trade', label: '업종', placeholder: '업종 선택' },
  { key: 'detail', label: '세부 업종', placeholder: '세부 업종 선택' },
] as const;

type LeafCategoryPickerProps = {
  value: WizardCategory[];
  onChange: (categories: WizardCategory[]) => void;
  error?: string | undefined;
};

/**
 * Three cascading selects over the category tree; only a 세부 업종 (DEPTH_3 leaf) can be added,
 * up to ANNOUNCEMENT_CATEGORIES_MAX, as the publish rules require.
 */
export function LeafCategoryPicker({ value, onChange, error }: LeafCategoryPickerProps) {
  const [groupId, setGroupId] = useState('');
  const [tradeId, setTradeId] = useState('');
  const [detailId, setDetailId] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const groups = useCategoryChildren(null, true);
  const trades = useCategoryChildren(groupId || null, groupId !== '');
  const details = useCategoryChildren(tradeId || null, tradeId !== '');
  const detail = details.entries.find((entry) => entry.id === detailId) ?? null;
  const leaf = detail?.type === LEAF_CATEGORY_TYPE ? detail : null;
  const loadError = groups.error ?? trades.error ?? details.error;
  const isFull = value.length >= ANNOUNCEMENT_CATEGORIES_MAX;
  const isAdded = leaf ? value.some((category) => category.id === leaf.id) : false;
  const listId = toBidFieldId('categories');
  const errorId = fieldMessageId(listId);

  const selects = [
    {
      value: groupId,
      entries: groups.entries,
      onChange: (id: string) => {
        setGroupId(id);
        setTradeId('');
        setDetailId('');
      },
    },
    {
      value: tradeId,
      entries: trades.entries,
      onChange: (id: string) => {
        setTradeId(id);
        setDetailId('');
      },
    },
    { value: detailId, entries: details.entries, onChange: setDetailId },
  ];

  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-[15px] font-semibold text-gray-900">
        공사 업종{' '}
        <span className="text-danger-700" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="mt-1 text-[13px] text-gray-600">
        세부 업종까지 고른 뒤 &lsquo;업종 추가&rsquo;를 눌러 주세요. 최대{' '}
        {ANNOUNCEMENT_CATEGORIES_MAX}개까지 선택할 수 있습니다.
      </p>
      <div className="mt-3 grid gap-3 desktop:grid-cols-3">
        {LEVELS.map((level, index) => {
          const select = selects[index]!;
          const id = toBidFieldId(`category-${level.key}`);
          const isDisabled = index > 0 && selects[index - 1]!.value === '';
          return (
            <div key={level.key}>
              <label htmlFor={id} className="text-[14px] font-semibold text-gray-800">
                {level.label}
              </label>
              <select
                id={id}
                value={select.value}
                disabled={isDisabled}
                onChange={(event) => select.onChange(event.target.value)}
                className={BID_INPUT_CLASS}
                aria-invalid={error && index === 0 ? true : undefined}
              >
                <option value="">{level.placeholder}</option>
                {select.entries.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      {loadError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {loadError}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="md"
          disabled={!leaf || isAdded || isFull}
          onClick={() => {
            if (!leaf) return;
            onChange([...value, { id: leaf.id, name: leaf.name }]);
            setAnnouncement(`${leaf.name} 업종을 추가했습니다.`);
            setDetailId('');
          }}
        >
          {isAdded ? '추가된 업종' : '업종 추가'}
        </Button>
        {isFull ? (
          <p className="text-[13px] text-gray-700">
            업종은 최대 {ANNOUNCEMENT_CATEGORIES_MAX}개까지 선택할 수 있습니다.
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        <CategoryNameSearch
          value={value}
          isFull={isFull}
          onAdd={(category) => {
            onChange([...value, category]);
            setAnnouncement(`${category.name} 업종을 추가했습니다.`);
          }}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="mt-4">
        <p id={listId} className="text-[14px] font-semibold text-gray-700">
          선택한 업종 ({value.length}/{ANNOUNCEMENT_CATEGORIES_MAX})
        </p>
        {value.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={listId}>
            {value.map((category) => (
              <li
                key={category.id}
                className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-[14px] text-brand-800"
              >
                {category.name}
                <button
                  type="button"
                  aria-label={`${category.name} 삭제`}
                  onClick={() => {
                    onChange(value.filter((entry) => entry.id !== category.id));
                    setAnnouncement(`${category.name} 업종을 삭제했습니다.`);
                  }}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-[14px] text-gray-600">선택한 업종이 없습니다.</p>
        )}
      </div>
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}
