'use client';

import { LEAF_CATEGORY_TYPE } from '@gongsa/domain';
import { Button } from '../../ui/components/Button';
import { useCategoryCascade } from '../hooks/useCategoryCascade';
import { CategoryCascadeSelects } from './CategoryCascadeSelects';

export type ChosenLeaf = { id: string; name: string };

type LeafCategoryAdderProps = {
  /** Ids already chosen: the same leaf is not added twice. */
  chosenIds: readonly string[];
  isFull: boolean;
  /** Said under the button once the list is full ('업종은 최대 5개까지 …'). */
  fullMessage: string;
  /** The select's id for a level key ('group', 'trade', 'detail'). */
  toId: (levelKey: string) => string;
  /** Marks the first select invalid, so 'focus first error' lands on the picker. */
  isInvalid?: boolean;
  onAdd: (leaf: ChosenLeaf) => void;
};

/**
 * 대분류 → 업종 → 세부 업종 and '업종 추가': only a 세부 업종 (DEPTH_3 leaf) can be added; the
 * 세부 업종 select is cleared for the next one. The request wizard and 알림 설정 use it.
 */
export function LeafCategoryAdder({
  chosenIds,
  isFull,
  fullMessage,
  toId,
  isInvalid,
  onAdd,
}: LeafCategoryAdderProps) {
  const { levels, detail, loadError, clearDetail } = useCategoryCascade();
  const leaf = detail?.type === LEAF_CATEGORY_TYPE ? detail : null;
  const isAdded = leaf ? chosenIds.includes(leaf.id) : false;
  return (
    <>
      <CategoryCascadeSelects
        levels={levels}
        toId={toId}
        labelClassName="text-[14px] font-semibold text-gray-800"
        isInvalid={isInvalid}
        className="mt-3"
      />
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
            onAdd({ id: leaf.id, name: leaf.name });
            clearDetail();
          }}
        >
          {isAdded ? '추가된 업종' : '업종 추가'}
        </Button>
        {isFull ? <p className="text-[13px] text-gray-700">{fullMessage}</p> : null}
      </div>
    </>
  );
}
