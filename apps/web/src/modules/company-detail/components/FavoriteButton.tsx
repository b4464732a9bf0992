'use client';

import { AddFavoriteEnterpriseDocument } from '../../../graphql/generated/operations/add-favorite-enterprise';
import { DeleteFavoriteEnterpriseDocument } from '../../../graphql/generated/operations/delete-favorite-enterprise';
import { FavoriteToggleButton } from '../../listing/components/FavoriteToggleButton';
import type { FavoriteKind } from '../../listing/hooks/useFavoriteToggle';

const FAVORITE_COMPANY: FavoriteKind = {
  label: '관심 기업',
  send: (client, profileId, isFavorite) =>
    isFavorite
      ? client.requestField(AddFavoriteEnterpriseDocument, 'addFavoriteEnterprise', { profileId })
      : client.requestField(DeleteFavoriteEnterpriseDocument, 'deleteFavoriteEnterprise', {
          profileId,
        }),
};

export function FavoriteButton(props: { profileId: string; isFavorite: boolean }) {
  return (
    <FavoriteToggleButton
      kind={FAVORITE_COMPANY}
      targetId={props.profileId}
      isFavorite={props.isFavorite}
    />
  );
}
