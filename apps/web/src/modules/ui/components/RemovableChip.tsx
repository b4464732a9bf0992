import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

type RemovableChipProps = {
  /** Names the chip in its remove button ('도장 삭제'). */
  name: string;
  onRemove: () => void;
  /** tinted for a chosen value, plain on a grey panel. */
  variant?: 'tinted' | 'plain';
  /** What the chip shows; its name when left out. */
  children?: ReactNode;
};

/** A chosen value in a list (`<li>`) with a 24px+ remove button. */
export function RemovableChip({
  name,
  onRemove,
  variant = 'tinted',
  children,
}: RemovableChipProps) {
  return (
    <li
      className={`inline-flex items-center gap-1 rounded-full border border-brand-200 py-1 pr-1 pl-3 text-[14px] text-brand-800 ${
        variant === 'tinted' ? 'bg-brand-50' : 'bg-white'
      }`}
    >
      {children ?? name}
      <button
        type="button"
        aria-label={`${name} 삭제`}
        onClick={onRemove}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
