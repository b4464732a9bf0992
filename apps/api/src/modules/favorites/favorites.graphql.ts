import { builder } from '../../builder';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  addFavoriteEnterprise,
  deleteFavoriteEnterprise,
  findMyFavoriteEnterprises,
  type FavoriteEnterpriseView,
} from './favorites.service';

const FavoriteEnterpriseRef = builder
  .objectRef<FavoriteEnterpriseView>('FavoriteEnterprise')
  .implement({
    description: '관심 기업',
    fields: (t) => ({
      id: t.exposeID('id'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      profile: t.field({ type: ProfileRef, resolve: (favorite) => favorite.profile }),
    }),
  });

const FavoriteEnterpriseConnectionRef = defineConnection(
  'FavoriteEnterprise',
  FavoriteEnterpriseRef,
);

builder.queryField('favoriteEnterprises', (t) =>
  t.field({
    type: FavoriteEnterpriseConnectionRef,
    description: '관심 기업 (최근 담은 순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyFavoriteEnterprises(ctx, args.paging ?? {}),
  }),
);

builder.mutationFields((t) => ({
  addFavoriteEnterprise: t.field({
    type: ProfileRef,
    description: '관심 기업 담기 (이미 담았으면 그대로). 반환: 담은 뒤의 업체',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => addFavoriteEnterprise(ctx, String(args.profileId)),
  }),
  deleteFavoriteEnterprise: t.field({
    type: ProfileRef,
    description: '관심 기업 해제 (담지 않았으면 그대로)',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteFavoriteEnterprise(ctx, String(args.profileId)),
  }),
}));
