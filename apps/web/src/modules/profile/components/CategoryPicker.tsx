'use client';

import { useEffect, useState } from 'react';
import { ProfileCategoriesDocument } from '../../../graphql/generated/graphql';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { CloseIcon } from '../../ui/components/icons';
import { toFieldDomId, type CategoryOption, type FieldErrors } from '../utils/profile-form';
import { FieldError, INPUT_CLASS, fieldErrorId } from './FormFields';

type CategoryPickerProps = {
  formId: string;
  categories: CategoryOption[];
  onCategoriesChange: (categories: CategoryOption[]) => void;
  /** Company profiles also choose a 주 업종 (업종 + 세부 업종); consumers do not. */
  main?: {
    category: CategoryOption | null;
    subCategory: CategoryOption | null;
    onChange: (category: CategoryOption | null, subCategory: CategoryOption | null) => void;
  };
  errors: FieldErrors;
};

const LEVELS = [
  { key: 'group', label: '대분류', placeholder: '대분류 선택' },
  { key: 'trade', label: '업종', placeholder: '업종 선택' },
  { key: 'detail', label: '세부 업종', placeholder: '세부 업종 선택' },
] as const;

function useCategoryChildren(parentId: string | null, isEnabled: boolean) {
  const { client } = useSession();
  const [entries, setEntries] = useState<CategoryOption[]>([]);
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
            .map((category) => ({ id: category.id, name: category.name, path: category.path })),
        );
      });
    return () => {
      isCurrent = false;
    };
  }, [client, parentId, isEnabled]);
  return { entries: isEnabled ? entries : [], error };
}

/** Three cascading selects over the category tree, then '업종 추가' / '주 업종으로 지정'. */
export function CategoryPicker({
  formId,
  categories,
  onCategoriesChange,
  main,
  errors,
}: CategoryPickerProps) {
  const [groupId, setGroupId] = useState('');
  const [tradeId, setTradeId] = useState('');
  const [detailId, setDetailId] = useState('');
  const groups = useCategoryChildren(null, true);
  const trades = useCategoryChildren(groupId || null, groupId !== '');
  const details = useCategoryChildren(tradeId || null, tradeId !== '');
  const trade = trades.entries.find((entry) => entry.id === tradeId) ?? null;
  const detail = details.entries.find((entry) => entry.id === detailId) ?? null;
  const picked = detail ?? trade;
  const loadError = groups.error ?? trades.error ?? details.error;
  const statusId = toFieldDomId(formId, 'category-picker-status');
  const categoriesErrorKey = errors.categoryIds ? 'categoryIds' : 'categories';

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
    { value: detailId, entries: details.entries, onChange: (id: string) => setDetailId(id) },
  ];

  const isAlreadyAdded = picked ? categories.some((category) => category.id === picked.id) : false;

  return (
    <div>
      <div className="grid gap-3 desktop:grid-cols-3">
        {LEVELS.map((level, index) => {
          const select = selects[index]!;
          const id = toFieldDomId(formId, `category-${level.key}`);
          const isDisabled = index > 0 && selects[index - 1]!.value === '';
          return (
            <div key={level.key}>
              <label htmlFor={id} className="text-[15px] font-semibold text-gray-900">
                {level.label}
              </label>
              <select
                id={id}
                value={select.value}
                disabled={isDisabled}
                onChange={(event) => select.onChange(event.target.value)}
                className={INPUT_CLASS}
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
        <p id={statusId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {loadError}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!picked || isAlreadyAdded}
          onClick={() => {
            if (picked) onCategoriesChange([...categories, picked]);
          }}
        >
          {isAlreadyAdded ? '추가된 업종' : '업종 추가'}
        </Button>
        {main ? (
          <Button
            variant="outline"
            size="sm"
            disabled={!trade}
            onClick={() => {
              if (trade) main.onChange(trade, detail);
            }}
          >
            주 업종으로 지정
          </Button>
        ) : null}
      </div>

      {main ? (
        <div className="mt-4 rounded-xl bg-gray-50 p-3">
          <p className="text-[14px] font-semibold text-gray-700">주 업종</p>
          {main.category ? (
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p className="text-[15px] text-gray-900" data-testid="main-category">
                {[main.category.name, main.subCategory?.name].filter(Boolean).join(' › ')}
              </p>
              <Button variant="ghost" size="sm" onClick={() => main.onChange(null, null)}>
                주 업종 지정 해제
              </Button>
            </div>
          ) : (
            <p className="mt-1 text-[14px] text-gray-600">
              업종을 고른 뒤 &lsquo;주 업종으로 지정&rsquo;을 눌러 주세요.
            </p>
          )}
          <FieldError
            id={fieldErrorId(formId, 'mainCategoryId')}
            message={errors.mainCategoryId ?? errors.mainSubCategoryId}
          />
        </div>
      ) : null}

      <div className="mt-4">
        <p className="text-[14px] font-semibold text-gray-700">취급 업종 ({categories.length})</p>
        {categories.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li
                key={category.id}
                className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pr-1 pl-3 text-[14px] text-brand-800"
              >
                <span title={category.path.join(' › ')}>{category.name}</span>
                <button
                  type="button"
                  aria-label={`${category.name} 삭제`}
                  onClick={() =>
                    onCategoriesChange(categories.filter((entry) => entry.id !== category.id))
                  }
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-[14px] text-gray-600">추가한 업종이 없습니다.</p>
        )}
        <FieldError
          id={fieldErrorId(formId, categoriesErrorKey)}
          message={errors[categoriesErrorKey]}
        />
      </div>
    </div>
  );
}
