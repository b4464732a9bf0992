'use client';

import { CategoryCascadeSelects } from '../../category/components/CategoryCascadeSelects';
import { useCategoryCascade, type CategoryEntry } from '../../category/hooks/useCategoryCascade';
import { Button } from '../../ui/components/Button';
import { RemovableChip } from '../../ui/components/RemovableChip';
import { toFieldDomId, type CategoryOption, type FieldErrors } from '../utils/profile-form';
import { FieldError, fieldErrorId } from './FormFields';

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

// The form keeps id, name and path; the cascade's entries also carry the tree depth.
function toCategoryOption({ id, name, path }: CategoryEntry): CategoryOption {
  return { id, name, path };
}

/** Three cascading selects over the category tree, then '업종 추가' / '주 업종으로 지정'. */
export function CategoryPicker({
  formId,
  categories,
  onCategoriesChange,
  main,
  errors,
}: CategoryPickerProps) {
  const { levels, trade, detail, loadError } = useCategoryCascade();
  const picked = detail ?? trade;
  const statusId = toFieldDomId(formId, 'category-picker-status');
  const categoriesErrorKey = errors.categoryIds ? 'categoryIds' : 'categories';

  const isAlreadyAdded = picked ? categories.some((category) => category.id === picked.id) : false;

  return (
    <div>
      <CategoryCascadeSelects
        levels={levels}
        toId={(levelKey) => toFieldDomId(formId, `category-${levelKey}`)}
        labelClassName="text-[15px] font-semibold text-gray-900"
      />
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
            if (picked) onCategoriesChange([...categories, toCategoryOption(picked)]);
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
              if (trade) main.onChange(toCategoryOption(trade), detail && toCategoryOption(detail));
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
              <RemovableChip
                key={category.id}
                name={category.name}
                onRemove={() =>
                  onCategoriesChange(categories.filter((entry) => entry.id !== category.id))
                }
              >
                <span title={category.path.join(' › ')}>{category.name}</span>
              </RemovableChip>
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
