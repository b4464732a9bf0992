import { builder } from '../../builder';
import { defineConnection, PagingInputRef } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import { ServicePriceTypeRef } from '../announcements/announcement.refs';
import { CategoryRef } from '../categories/categories.graphql';
import { FileRef } from '../files/files.graphql';
import { findPublicFileOrNull } from '../files';
import { findLinkedProfile } from '../profiles';
import { ProfileRef } from '../profiles/profiles.graphql';
import { UserRef } from '../users/users.graphql';
import {
  countPortfoliosOfUser,
  createPortfolio,
  deletePortfolio,
  findPortfolio,
  findPortfolioCategories,
  findPortfolioImages,
  findPortfolioRecommendations,
  isPortfolioMine,
  listMyPortfolios,
  listPortfolios,
  recommendPortfolios,
  updatePortfolio,
  type PortfolioRecommendationView,
  type PortfolioView,
} from './portfolios.service';

export const PortfolioRef = builder.objectRef<PortfolioView>('Portfolio').implement({
  description: '포트폴리오: 업체가 끝낸 공사 (제목, 업종, 지역, 규모, 금액, 기간, 사진)',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    constructionType: t.exposeString('constructionType', { nullable: true }),
    categories: t.field({
      type: [CategoryRef],
      description: '세부 업종 (저장한 순서)',
      resolve: (portfolio, _args, ctx) => findPortfolioCategories(ctx, portfolio),
    }),
    locationSi: t.exposeString('locationSi', { nullable: true, description: '시/도' }),
    locationDo: t.exposeString('locationDo', { nullable: true, description: '시/군/구' }),
    projectSize: t.exposeString('projectSize', { nullable: true }),
    servicePriceType: t.field({
      type: ServicePriceTypeRef,
      nullable: true,
      resolve: (portfolio) =>
        portfolio.servicePriceType as (typeof ServicePriceTypeRef)['$inferType'] | null,
    }),
    servicePrice: t.exposeFloat('servicePrice', { nullable: true, description: '원' }),
    serviceTermStart: t.exposeString('serviceTermStart', { nullable: true }),
    serviceTermEnd: t.exposeString('serviceTermEnd', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    mainImage: t.field({
      type: FileRef,
      nullable: true,
      resolve: (portfolio, _args, ctx) =>
        portfolio.mainImageFileId === null
          ? null
          : findPublicFileOrNull(ctx, portfolio.mainImageFileId),
    }),
    images: t.field({
      type: [FileRef],
      description: '사진 (보여 줄 순서)',
      resolve: (portfolio, _args, ctx) => findPortfolioImages(ctx, portfolio),
    }),
    company: t.field({
      type: ProfileRef,
      description: '올린 업체',
      resolve: (portfolio, _args, ctx) => findLinkedProfile(ctx, portfolio),
    }),
    isMine: t.boolean({ resolve: (portfolio, _args, ctx) => isPortfolioMine(ctx, portfolio) }),
    createdAt: t.field({ type: 'DateTime', resolve: (portfolio) => portfolio.createdAt }),
  }),
});

export const PortfolioConnectionRef = defineConnection('Portfolio', PortfolioRef);

const PortfolioRecommendationRef = builder
  .objectRef<PortfolioRecommendationView>('PortfolioRecommendation')
  .implement({
    description: '비슷한 포트폴리오와 그 이유 (예: 같은 업종 · 같은 지역)',
    fields: (t) => ({
      portfolio: t.field({ type: PortfolioRef, resolve: (item) => item.portfolio }),
      reason: t.exposeString('reason'),
    }),
  });

const PortfolioFilterRef = builder.inputType('PortfolioFilter', {
  fields: (t) => ({
    categoryIds: t.idList({ description: '업종 (대분류·업종이면 그 아래 세부 업종 모두)' }),
    locationSi: t.string({ description: '시/도 (예: 서울특별시)' }),
    locationDo: t.string({ description: '시/군/구 (예: 강남구)' }),
    profileId: t.id({ description: '이 업체의 포트폴리오만' }),
  }),
});

const PortfolioInputRef = builder.inputType('PortfolioInput', {
  description: '포트폴리오 전체 (임시 저장 없이 한 번에 저장)',
  fields: (t) => ({
    title: t.string({ required: true }),
    constructionType: t.string(),
    categoryIds: t.idList({ required: true, description: '세부 업종, 1개 이상' }),
    locationSi: t.string({ required: true, description: '시/도' }),
    locationDo: t.string({ required: true, description: '시/군/구' }),
    projectSize: t.string(),
    servicePriceType: t.field({ type: ServicePriceTypeRef, required: true }),
    servicePrice: t.float({ description: '원 (WRITE, OVER_10000, NURI_AGENCY 일 때)' }),
    serviceTermStart: t.string({ required: true, description: 'YYYY-MM-DD' }),
    serviceTermEnd: t.string({ required: true, description: 'YYYY-MM-DD, 시작일 이후' }),
    description: t.string(),
    imageIds: t.idList({ required: true, description: '올린 사진 파일, 보여 줄 순서 (최대 20장)' }),
    mainImageId: t.id({ description: '대표 사진 (imageIds 중 하나, 없으면 첫 사진)' }),
  }),
});

function toInput(data: typeof PortfolioInputRef.$inferInput) {
  return {
    ...data,
    categoryIds: data.categoryIds.map(String),
    imageIds: data.imageIds.map(String),
    mainImageId:
      data.mainImageId === null || data.mainImageId === undefined ? null : String(data.mainImageId),
  };
}

builder.objectField(UserRef, 'portfolioCount', (t) =>
  t.int({
    description: '올린 포트폴리오 수',
    resolve: (user, _args, ctx) => countPortfoliosOfUser(ctx, user.id),
  }),
);

builder.queryFields((t) => ({
  portfolios: t.field({
    ...authRule.public,
    type: PortfolioConnectionRef,
    description: '포트폴리오 목록 (최신순). 업종·지역·업체로 거를 수 있습니다',
    args: {
      filter: t.arg({ type: PortfolioFilterRef }),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) => listPortfolios(ctx, args.filter, args.paging),
  }),
  portfolio: t.field({
    ...authRule.public,
    type: PortfolioRef,
    description: '포트폴리오 한 건',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findPortfolio(ctx, String(args.id)),
  }),
  myPortfolios: t.field({
    ...authRule.member,
    type: PortfolioConnectionRef,
    description: '내 포트폴리오 (최신순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => listMyPortfolios(ctx, args.paging),
  }),
  recommendPortfolios: t.field({
    ...authRule.public,
    type: [PortfolioRef],
    description:
      '추천 포트폴리오: 사진이 있는 최근 포트폴리오, 한 업체의 두 번째 것은 다른 업체 것들 뒤에 (기본 12, 최대 100)',
    args: { first: t.arg.int() },
    resolve: (_root, args, ctx) => recommendPortfolios(ctx, args.first),
  }),
  portfolioRecommendations: t.field({
    ...authRule.public,
    type: [PortfolioRecommendationRef],
    description:
      '비슷한 포트폴리오: 같은 업종(업종 단위) 먼저, 그다음 같은 시/도. 각각 이유 한 줄 (기본 6, 최대 30)',
    args: { portfolioId: t.arg.id({ required: true }), first: t.arg.int() },
    resolve: (_root, args, ctx) =>
      findPortfolioRecommendations(ctx, String(args.portfolioId), args.first),
  }),
}));

builder.mutationFields((t) => ({
  createPortfolio: t.field({
    ...authRule.member,
    type: PortfolioRef,
    description:
      '포트폴리오 등록 (법인·개인 사업자·기술자). 첫 포트폴리오면 프로필 완성도 보너스와 첫 포트폴리오 포인트',
    args: { data: t.arg({ type: PortfolioInputRef, required: true }) },
    resolve: (_root, args, ctx) => createPortfolio(ctx, toInput(args.data)),
  }),
  updatePortfolio: t.field({
    ...authRule.ownerOf('portfolio'),
    type: PortfolioRef,
    description: '포트폴리오 수정: 올린 업체만, 전체를 바꿉니다',
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: PortfolioInputRef, required: true }),
    },
    resolve: (_root, args, ctx) => updatePortfolio(ctx, String(args.id), toInput(args.data)),
  }),
  deletePortfolio: t.id({
    ...authRule.ownerOf('portfolio'),
    description: '포트폴리오 삭제: 올린 업체만. 마지막 것이면 완성도 보너스가 빠집니다',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deletePortfolio(ctx, String(args.id)),
  }),
}));
