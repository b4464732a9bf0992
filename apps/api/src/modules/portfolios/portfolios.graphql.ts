import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { FileRef } from '../files/files.graphql';
import { findPublicFileOrNull } from '../files';
import { findEnterprisePortfolios, type EnterprisePortfolioView } from './portfolios.service';

const EnterprisePortfolioRef = builder
  .objectRef<EnterprisePortfolioView>('EnterprisePortfolio')
  .implement({
    description: '업체 포트폴리오 (읽기 전용 요약; 작성·수정은 포트폴리오 이슈에서)',
    fields: (t) => ({
      id: t.exposeID('id'),
      description: t.exposeString('description', { nullable: true }),
      mainImage: t.field({
        type: FileRef,
        nullable: true,
        resolve: (portfolio, _args, ctx) =>
          portfolio.mainImageFileId === null
            ? null
            : findPublicFileOrNull(ctx, portfolio.mainImageFileId),
      }),
      locationSi: t.exposeString('locationSi', { nullable: true }),
      locationDo: t.exposeString('locationDo', { nullable: true }),
      constructionType: t.exposeString('constructionType', { nullable: true }),
      projectSize: t.exposeString('projectSize', { nullable: true }),
      servicePriceType: t.exposeString('servicePriceType', { nullable: true }),
      servicePrice: t.exposeFloat('servicePrice', { nullable: true }),
      serviceTermStart: t.exposeString('serviceTermStart', { nullable: true }),
      serviceTermEnd: t.exposeString('serviceTermEnd', { nullable: true }),
      categoryNames: t.exposeStringList('categoryNames'),
    }),
  });

builder.queryField('enterprisePortfolios', (t) =>
  t.field({
    ...authRule.public,
    type: [EnterprisePortfolioRef],
    description: '업체의 포트폴리오 (최신순, 최대 first 개, 기본 12)',
    args: { profileId: t.arg.id({ required: true }), first: t.arg.int() },
    resolve: (_root, args, ctx) =>
      findEnterprisePortfolios(ctx, String(args.profileId), args.first),
  }),
);
