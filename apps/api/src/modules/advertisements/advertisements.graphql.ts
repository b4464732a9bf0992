import { BANNER_STATES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { FileRef } from '../files/files.graphql';
import { findPublicFileOrNull } from '../files';
import {
  findAdvertisementImages,
  listAdvertisements,
  listTopBanners,
  recordEventAction,
  type AdvertisementView,
  type BannerView,
} from './advertisements.service';

const BannerStateRef = builder.enumType('BannerState', {
  description: '배너 상태: READY 게시 예정, ACTIVE 게시중, ENDED 게시 종료',
  values: BANNER_STATES,
});

export const BannerRef = builder.objectRef<BannerView>('Banner').implement({
  description: '상단 배너 (advertisementsForTop): PC 이미지와 모바일 이미지, 링크, 게시 기간',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { description: '배너 제목 (이미지의 대체 텍스트)' }),
    location: t.exposeString('location', { description: '배너 위치 (예: HOME_TOP)' }),
    state: t.field({
      type: BannerStateRef,
      resolve: (banner) => banner.state as (typeof BannerStateRef)['$inferType'],
    }),
    startDate: t.exposeString('startDate', {
      nullable: true,
      description: 'YYYY-MM-DD (한국 날짜)',
    }),
    endDate: t.exposeString('endDate', {
      nullable: true,
      description: 'YYYY-MM-DD, 이날까지 게시',
    }),
    url: t.exposeString('url', { nullable: true, description: '누르면 가는 주소' }),
    image: t.field({
      type: FileRef,
      nullable: true,
      description: 'PC 이미지 (820px 이상)',
      resolve: (banner, _args, ctx) =>
        banner.imageFileId === null ? null : findPublicFileOrNull(ctx, banner.imageFileId),
    }),
    mobileImage: t.field({
      type: FileRef,
      nullable: true,
      description: '모바일 이미지 (820px 미만, 없으면 PC 이미지)',
      resolve: (banner, _args, ctx) =>
        banner.mobileImageFileId === null
          ? null
          : findPublicFileOrNull(ctx, banner.mobileImageFileId),
    }),
  }),
});

export const AdvertisementRef = builder.objectRef<AdvertisementView>('Advertisement').implement({
  description: '광고 (홈 화면 광고 영역): 승인되고 게시중이며 기간 안인 것만 보입니다',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    price: t.exposeFloat('price', { nullable: true, description: '원' }),
    summary: t.exposeString('summary', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    purchaseUrl: t.exposeString('purchaseUrl', { nullable: true, description: '바깥 주소' }),
    mainImage: t.field({
      type: FileRef,
      nullable: true,
      resolve: (ad, _args, ctx) =>
        ad.mainImageFileId === null ? null : findPublicFileOrNull(ctx, ad.mainImageFileId),
    }),
    images: t.field({
      type: [FileRef],
      description: '사진 (보여 줄 순서)',
      resolve: (ad, _args, ctx) => findAdvertisementImages(ctx, ad),
    }),
    companyName: t.exposeString('companyName', { nullable: true }),
    contactName: t.exposeString('contactName', { nullable: true }),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
    tags: t.exposeStringList('tags'),
    startDate: t.exposeString('startDate', {
      nullable: true,
      description: 'YYYY-MM-DD (한국 날짜)',
    }),
    endDate: t.exposeString('endDate', {
      nullable: true,
      description: 'YYYY-MM-DD, 이날까지 게시',
    }),
  }),
});

builder.queryFields((t) => ({
  advertisementsForTop: t.field({
    ...authRule.public,
    type: [BannerRef],
    description:
      '상단 배너: 게시중(ACTIVE)이고 오늘(한국 날짜)이 기간 안인 것, 우선순위 높은 순 (최대 10개). 기본 위치 HOME_TOP',
    args: { location: t.arg.string() },
    resolve: (_root, args, ctx) => listTopBanners(ctx, args.location),
  }),
  advertisements: t.field({
    ...authRule.public,
    type: [AdvertisementRef],
    description:
      '광고 목록: 승인·게시중이고 오늘(한국 날짜)이 기간 안인 것, 최근 시작한 순 (기본 8, 최대 20)',
    args: { first: t.arg.int() },
    resolve: (_root, args, ctx) => listAdvertisements(ctx, args.first),
  }),
}));

builder.mutationFields((t) => ({
  recordEventAction: t.boolean({
    ...authRule.public,
    description:
      "이벤트 기록 (로그인 없이도): slug 예 'banner:12', 'advertisement:3', 'home.signup-cta'; actionType VIEW 또는 CLICK. 배너·광고의 CLICK은 클릭 수에 더해집니다",
    args: {
      slug: t.arg.string({ required: true }),
      actionType: t.arg.string({ required: true }),
      visitorId: t.arg.string({ description: '방문자 식별값 (있으면)' }),
    },
    resolve: (_root, args, ctx) =>
      recordEventAction(ctx, {
        slug: args.slug,
        actionType: args.actionType,
        visitorId: args.visitorId,
      }),
  }),
}));
