import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { defineProfileListQuery } from '../profiles/profile-list.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  addFavoriteEnterprise,
  deleteFavoriteEnterprise,
  findMyFavoriteEnterprises,
} from './favorites.service';

defineProfileListQuery({
  queryName: 'favoriteEnterprises',
  queryDescription: '관심 기업 (최근 담은 순, 로그인 필요)',
  typeName: 'FavoriteEnterprise',
  typeDescription: '관심 기업',
  atField: 'createdAt',
  resolve: findMyFavoriteEnterprises,
});

builder.mutationFields((t) => ({
  addFavoriteEnterprise: t.field({
    ...authRule.member,
    type: ProfileRef,
    description: '관심 기업 담기 (이미 담았으면 그대로). 반환: 담은 뒤의 업체',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => addFavoriteEnterprise(ctx, String(args.profileId)),
  }),
  deleteFavoriteEnterprise: t.field({
    ...authRule.member,
    type: ProfileRef,
    description: '관심 기업 해제 (담지 않았으면 그대로)',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteFavoriteEnterprise(ctx, String(args.profileId)),
  }),
}));
