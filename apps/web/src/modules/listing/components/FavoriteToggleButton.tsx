'use client';

import { useFavoriteToggle, type FavoriteKind } from '../hooks/useFavoriteToggle';
import { FavoriteButtonFace } from './FavoriteButtonFace';

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
    <FavoriteButtonFace
      label={kind.label}
      isFavorite={isFavorite}
      isPending={isPending}
      onClick={() => void toggle()}
    />
  );
}
