'use client';

import { HeartIcon } from '../../company-detail/components/DetailIcons';
import { buttonClassName } from '../../ui/components/Button';
import { useBidFavorite } from '../hooks/useBidFavorite';

export function BidFavoriteButton({
  announcementId,
  isFavorite: initialIsFavorite,
}: {
  announcementId: string;
  isFavorite: boolean;
}) {
  const { isFavorite, isPending, toggle } = useBidFavorite(announcementId, initialIsFavorite);
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
      관심 공고
    </button>
  );
}
