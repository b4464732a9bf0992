'use client';

import { fieldInputClassName } from '../../ui/components/TextField';
import type { CategoryLevel } from '../hooks/useCategoryCascade';

type CategoryCascadeSelectsProps = {
  levels: CategoryLevel[];
  /** The select's id for a level key ('group', 'trade', 'detail'). */
  toId: (levelKey: string) => string;
  labelClassName: string;
  /** Marks the first select invalid, so 'focus first error' lands on the picker. */
  isInvalid?: boolean;
  className?: string;
};

/** The three labelled selects of useCategoryCascade, side by side from the desktop width. */
export function CategoryCascadeSelects({
  levels,
  toId,
  labelClassName,
  isInvalid = false,
  className,
}: CategoryCascadeSelectsProps) {
  return (
    <div className={['grid gap-3 desktop:grid-cols-3', className].filter(Boolean).join(' ')}>
      {levels.map((level, index) => {
        const id = toId(level.key);
        return (
          <div key={level.key}>
            <label htmlFor={id} className={labelClassName}>
              {level.label}
            </label>
            <select
              id={id}
              value={level.value}
              disabled={level.isDisabled}
              onChange={(event) => level.onChange(event.target.value)}
              className={fieldInputClassName('compact')}
              aria-invalid={isInvalid && index === 0 ? true : undefined}
            >
              <option value="">{level.placeholder}</option>
              {level.entries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
