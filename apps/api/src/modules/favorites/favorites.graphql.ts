import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { defineProfileListQuery } from '../profiles/profile-list.graphql';
import { PagingInputRef } from '../../graphql/connection';
import { PortfolioConnectionRef, PortfolioRef } from '../portfolios/portfolios.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import { UserRef } from '../users/users.graphql';
import {
  addFavoriteEnterprise,
  addFavoritePortfolio,
  deleteFavoriteEnterprise,
  findFavoriteCounts,
  deleteFavoritePortfolio,
  findMyFavoriteEnterprises,
  findMyFavoritePortfolios,
  isFavoritePortfolio,
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

// SPEC §3 User: the counts of the three favourite lists (live targets only). User is reached only
// through me and updateMe, so these are the owner's own.
builder.objectFields(UserRef, (t) => ({
  favoriteProfileCount: t.int({
    description: '관심 업체 수',
    resolve: async (user, _args, ctx) =>
      (await findFavoriteCounts(ctx, user.id)).favoriteProfileCount,
  }),
  favoriteAnnouncementCount: t.int({
    description: '관심 공고 수 (삭제된 공고 제외)',
    resolve: async (user, _args, ctx) =>
      (await findFavoriteCounts(ctx, user.id)).favoriteAnnouncementCount,
  }),
  favoritePortfolioCount: t.int({
    description: '관심 포트폴리오 수 (삭제된 포트폴리오 제외)',
    resolve: async (user, _args, ctx) =>
      (await findFavoriteCounts(ctx, user.id)).favoritePortfolioCount,
  }),
}));

builder.objectField(PortfolioRef, 'isFavorite', (t) =>
  t.boolean({
    description: '내가 찜했는지 (로그인하지 않았으면 false)',
    resolve: (portfolio, _args, ctx) => isFavoritePortfolio(ctx, portfolio),
  }),
);

builder.queryField('favoritePortfolios', (t) =>
  t.field({
    ...authRule.member,
    type: PortfolioConnectionRef,
    description: '찜한 포트폴리오 (최근 찜한 순, 삭제된 포트폴리오는 빠짐, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyFavoritePortfolios(ctx, args.paging),
  }),
);

builder.mutationFields((t) => ({
  addFavoritePortfolio: t.field({
    ...authRule.member,
    type: PortfolioRef,
    description: '포트폴리오 찜하기 (이미 찜했으면 그대로). 내 포트폴리오는 안 됩니다',
    args: { portfolioId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => addFavoritePortfolio(ctx, String(args.portfolioId)),
  }),
  deleteFavoritePortfolio: t.field({
    ...authRule.member,
    type: PortfolioRef,
    description: '포트폴리오 찜 해제 (찜하지 않았으면 그대로)',
    args: { portfolioId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteFavoritePortfolio(ctx, String(args.portfolioId)),
  }),
}));
