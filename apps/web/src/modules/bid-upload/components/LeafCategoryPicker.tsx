'use client';

import { useState } from 'react';
import { ANNOUNCEMENT_CATEGORIES_MAX, type WizardCategory } from '@gongsa/domain';
import { SearchCategoriesByNameDocument } from '../../../graphql/generated/operations/search-categories-by-name';
import { LeafCategoryAdder } from '../../category/components/LeafCategoryAdder';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { BREADCRUMB_SEPARATOR, keepLeafCategories } from '../../search/utils/category-options';
import { fieldMessageId } from '../../ui/components/TextField';
import { Button } from '../../ui/components/Button';
import { RemovableChip } from '../../ui/components/RemovableChip';
import { BID_INPUT_CLASS, FieldMessage, toBidFieldId } from './WizardFields';

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
  const { client } = useAuth();
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
  const [announcement, setAnnouncement] = useState('');
  const isFull = value.length >= ANNOUNCEMENT_CATEGORIES_MAX;
  const listId = toBidFieldId('categories');
  const errorId = fieldMessageId(listId);

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
      <LeafCategoryAdder
        chosenIds={value.map((category) => category.id)}
        isFull={isFull}
        fullMessage={`업종은 최대 ${ANNOUNCEMENT_CATEGORIES_MAX}개까지 선택할 수 있습니다.`}
        toId={(levelKey) => toBidFieldId(`category-${levelKey}`)}
        isInvalid={Boolean(error)}
        onAdd={(leaf) => {
          onChange([...value, leaf]);
          setAnnouncement(`${leaf.name} 업종을 추가했습니다.`);
        }}
      />
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
              <RemovableChip
                key={category.id}
                name={category.name}
                onRemove={() => {
                  onChange(value.filter((entry) => entry.id !== category.id));
                  setAnnouncement(`${category.name} 업종을 삭제했습니다.`);
                }}
              />
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
