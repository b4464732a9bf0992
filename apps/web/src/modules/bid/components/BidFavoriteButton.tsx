'use client';

import { BidAddFavoriteDocument } from '../../../graphql/generated/operations/bid-add-favorite';
import { BidDeleteFavoriteDocument } from '../../../graphql/generated/operations/bid-delete-favorite';
import { FavoriteToggleButton } from '../../listing/components/FavoriteToggleButton';
import type { FavoriteKind } from '../../listing/hooks/useFavoriteToggle';

const FAVORITE_ANNOUNCEMENT: FavoriteKind = {
  label: '관심 공고',
  send: (client, announcementId, isFavorite) =>
    isFavorite
      ? client.requestField(BidAddFavoriteDocument, 'addFavoriteAnnouncement', { announcementId })
      : client.requestField(BidDeleteFavoriteDocument, 'deleteFavoriteAnnouncement', {
          announcementId,
        }),
};

export function BidFavoriteButton(props: { announcementId: string; isFavorite: boolean }) {
  return (
    <FavoriteToggleButton
      kind={FAVORITE_ANNOUNCEMENT}
      targetId={props.announcementId}
      isFavorite={props.isFavorite}
    />
  );
}
