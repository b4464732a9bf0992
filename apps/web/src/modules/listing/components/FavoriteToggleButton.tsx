'use client';

import { HeartIcon } from '../../company-detail/components/DetailIcons';
import { buttonClassName } from '../../ui/components/Button';
import { useFavoriteToggle, type FavoriteKind } from '../hooks/useFavoriteToggle';

type FavoriteToggleButtonProps = {
  kind: FavoriteKind;
  targetId: string;
  isFavorite: boolean;
};

/** The detail pages' heart button (관심 기업, 관심 공고): pressed while the item is a favourite. */
export function FavoriteToggleButton({
  kind,
  targetId,
  isFavorite: initialIsFavorite,
}: FavoriteToggleButtonProps) {
  const { isFavorite, isPending, toggle } = useFavoriteToggle(kind, targetId, initialIsFavorite);
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-busy={isPending}
      onClick={() => void toggle()}
      className={buttonClassName('outline', 'md', 'shrink-0 gap-1.5')}
    >
      <HeartIcon
        isFilled={isFavorite}
        className={`size-5 ${isFavorite ? 'text-danger-600' : 'text-gray-600'}`}
      />
      {kind.label}
    </button>
  );
}
