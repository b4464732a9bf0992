'use client';

import { useFavoriteToggle } from '../hooks/useFavoriteToggle';
import { buttonClassName } from '../../ui/components/Button';
import { HeartIcon } from './DetailIcons';

export function FavoriteButton({
  profileId,
  isFavorite: initialIsFavorite,
}: {
  profileId: string;
  isFavorite: boolean;
}) {
  const { isFavorite, isPending, toggle } = useFavoriteToggle(profileId, initialIsFavorite);
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
      관심 기업
    </button>
  );
}
