import {
  describeInnovationProductStatus,
  INNOVATION_PRODUCT_CATEGORIES,
  INNOVATION_PRODUCT_SORTS,
} from '@gongsa/domain';
import { builder } from '../../builder';
import { defineConnection, PagingInputRef } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import { FileRef } from '../files/files.graphql';
import { findPublicFileOrNull } from '../files';
import { findLinkedProfile } from '../profiles';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  createInnovationProduct,
  findInnovationProduct,
  findInnovationProductImages,
  increaseInnovationProductLinkClick,
  isInnovationProductMine,
  listFeaturedInnovationProducts,
  listInnovationProducts,
  listMyInnovationProducts,
  setInnovationProductHidden,
  toSeoulDay,
  updateInnovationProduct,
  type InnovationProductView,
} from './innovation-products.service';

const InnovationProductCategoryRef = builder.enumType('InnovationProductCategory', {
  description:
    '혁신제품몰 분류 (건축자재, 토목자재, 안전, 환경·에너지, 전기·통신, 스마트 건설, 장비·기계, 기타)',
  values: INNOVATION_PRODUCT_CATEGORIES,
});

const InnovationProductSortRef = builder.enumType('InnovationProductSort', {
  description: 'NEW: 최신순, POPULAR: 인기순 (구매하러 가기 클릭 수)',
  values: INNOVATION_PRODUCT_SORTS,
});

const InnovationProductReviewStateRef = builder.enumType('InnovationProductReviewState', {
  description: '운영자 심사: PENDING 심사 중, APPROVED 승인, REJECTED 반려',
  values: ['PENDING', 'APPROVED', 'REJECTED'] as const,
});

const InnovationProductStatusRef = builder.enumType('InnovationProductStatus', {
  description:
    '목록 배지: PENDING 심사 중, LISTED 게시 중, REJECTED 반려, HIDDEN 숨김, OUT_OF_PERIOD 지정 기간 아님',
  values: ['PENDING', 'LISTED', 'REJECTED', 'HIDDEN', 'OUT_OF_PERIOD'] as const,
});

export const InnovationProductRef = builder
  .objectRef<InnovationProductView>('InnovationProduct')
  .implement({
    description: '혁신제품: 혁신제품 지정을 받은 업체의 제품 (지정번호·기간, 가격, 구매 링크)',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      category: t.field({
        type: InnovationProductCategoryRef,
        resolve: (product) => product.category,
      }),
      designationNumber: t.exposeString('designationNumber', { description: '혁신제품 지정번호' }),
      designationStartDate: t.exposeString('designationStartDate', {
        description: '지정 시작일 (YYYY-MM-DD)',
      }),
      designationEndDate: t.exposeString('designationEndDate', {
        description: '지정 종료일 (YYYY-MM-DD, 그날까지 게시)',
      }),
      price: t.exposeFloat('price', { nullable: true, description: '원 (없으면 가격 문의)' }),
      summary: t.exposeString('summary', { nullable: true }),
      description: t.exposeString('description', { nullable: true }),
      purchaseUrl: t.exposeString('purchaseUrl', {
        nullable: true,
        description: '구매 페이지 (http/https, 새 탭으로 엽니다)',
      }),
      companyName: t.exposeString('companyName', { nullable: true }),
      company: t.field({
        type: ProfileRef,
        nullable: true,
        description: '올린 업체',
        resolve: (product, _args, ctx) =>
          product.profileId === null
            ? null
            : findLinkedProfile(ctx, { profileId: product.profileId }),
      }),
      mainImage: t.field({
        type: FileRef,
        nullable: true,
        resolve: (product, _args, ctx) =>
          product.mainImageFileId === null
            ? null
            : findPublicFileOrNull(ctx, product.mainImageFileId),
      }),
      images: t.field({
        type: [FileRef],
        description: '사진 (보여 줄 순서)',
        resolve: (product, _args, ctx) => findInnovationProductImages(ctx, product),
      }),
      viewCount: t.exposeInt('viewCount'),
      linkClickCount: t.exposeInt('linkClickCount', {
        description: '구매하러 가기 클릭 수 (방문자·회원마다 하루 한 번)',
      }),
      reviewState: t.field({
        type: InnovationProductReviewStateRef,
        resolve: (product) => product.reviewState,
      }),
      rejectReason: t.exposeString('rejectReason', { nullable: true, description: '반려 사유' }),
      isHidden: t.boolean({ resolve: (product) => !product.isActive }),
      status: t.field({
        type: InnovationProductStatusRef,
        description: '목록 배지 (숨김 → 심사 → 지정 기간 순으로 판단)',
        resolve: (product) => describeInnovationProductStatus(product, toSeoulDay(new Date())),
      }),
      isMine: t.boolean({
        resolve: (product, _args, ctx) => isInnovationProductMine(ctx, product),
      }),
      createdAt: t.field({ type: 'DateTime', resolve: (product) => product.createdAt }),
    }),
  });

export const InnovationProductConnectionRef = defineConnection(
  'InnovationProduct',
  InnovationProductRef,
);

const InnovationProductFilterRef = builder.inputType('InnovationProductFilter', {
  fields: (t) => ({
    category: t.field({ type: InnovationProductCategoryRef }),
    search: t.string({ description: '제품명·한 줄 소개·업체명 (50자까지)' }),
  }),
});

const InnovationProductInputRef = builder.inputType('InnovationProductInput', {
  description: '혁신제품 전체 (한 번에 저장, 저장하면 다시 심사)',
  fields: (t) => ({
    name: t.string({ required: true }),
    category: t.field({ type: InnovationProductCategoryRef, required: true }),
    designationNumber: t.string({ required: true, description: '혁신제품 지정번호' }),
    designationStartDate: t.string({ required: true, description: 'YYYY-MM-DD' }),
    designationEndDate: t.string({ required: true, description: 'YYYY-MM-DD, 시작일 이후' }),
    price: t.float({ description: '원, 0 이상 (없으면 가격 문의)' }),
    summary: t.string({ required: true }),
    description: t.string(),
    purchaseUrl: t.string({ required: true, description: 'http:// 또는 https:// 주소' }),
    imageIds: t.idList({ required: true, description: '올린 사진 파일, 보여 줄 순서 (최대 10장)' }),
    mainImageId: t.id({ description: '대표 사진 (imageIds 중 하나, 없으면 첫 사진)' }),
  }),
});

function toInput(data: typeof InnovationProductInputRef.$inferInput) {
  return {
    ...data,
    imageIds: data.imageIds.map(String),
    mainImageId:
      data.mainImageId === null || data.mainImageId === undefined ? null : String(data.mainImageId),
  };
}

builder.queryFields((t) => ({
  innovationProducts: t.field({
    ...authRule.public,
    type: InnovationProductConnectionRef,
    description: '혁신제품몰 목록: 승인되고 숨기지 않았고 지정 기간 안인 제품 (최신순·인기순)',
    args: {
      filter: t.arg({ type: InnovationProductFilterRef }),
      sort: t.arg({ type: InnovationProductSortRef }),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) => listInnovationProducts(ctx, args.filter, args.sort, args.paging),
  }),
  featuredInnovationProducts: t.field({
    ...authRule.public,
    type: [InnovationProductRef],
    description: '홈 화면의 혁신제품: 게시 중인 최근 제품 (최대 4개)',
    args: { first: t.arg.int() },
    resolve: (_root, args, ctx) => listFeaturedInnovationProducts(ctx, args.first),
  }),
  innovationProduct: t.field({
    ...authRule.public,
    type: InnovationProductRef,
    description:
      '혁신제품 한 건: 게시 중인 제품은 누구나, 심사 중·반려·숨김은 올린 업체만 (다른 사람에게는 NOT_FOUND). 올린 업체가 아닌 사람이 보면 조회 수가 오릅니다',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findInnovationProduct(ctx, String(args.id)),
  }),
  myInnovationProducts: t.field({
    ...authRule.member,
    type: InnovationProductConnectionRef,
    description: '내 혁신제품 (모든 상태, 최신순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => listMyInnovationProducts(ctx, args.paging),
  }),
}));

builder.mutationFields((t) => ({
  createInnovationProduct: t.field({
    ...authRule.member,
    type: InnovationProductRef,
    description: '혁신제품 등록 (법인·개인 사업자). 운영자 승인 후 혁신제품몰에 보입니다',
    args: { data: t.arg({ type: InnovationProductInputRef, required: true }) },
    resolve: (_root, args, ctx) => createInnovationProduct(ctx, toInput(args.data)),
  }),
  updateInnovationProduct: t.field({
    ...authRule.ownerOf('innovationProduct'),
    type: InnovationProductRef,
    description: '혁신제품 수정: 올린 업체만, 전체를 바꾸고 다시 심사를 받습니다',
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: InnovationProductInputRef, required: true }),
    },
    resolve: (_root, args, ctx) =>
      updateInnovationProduct(ctx, String(args.id), toInput(args.data)),
  }),
  setInnovationProductHidden: t.field({
    ...authRule.ownerOf('innovationProduct'),
    type: InnovationProductRef,
    description: '혁신제품 숨기기·다시 보이기: 올린 업체만',
    args: { id: t.arg.id({ required: true }), isHidden: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setInnovationProductHidden(ctx, String(args.id), args.isHidden),
  }),
  increaseInnovationProductLinkClick: t.int({
    ...authRule.member,
    description:
      '구매하러 가기 클릭 기록: 회원마다 제품마다 하루 한 번 셉니다 (소유자의 클릭은 세지 않음). 지금 클릭 수를 돌려줍니다',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => increaseInnovationProductLinkClick(ctx, String(args.id)),
  }),
}));
