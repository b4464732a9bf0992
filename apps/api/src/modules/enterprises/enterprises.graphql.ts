import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { DEFAULT_COUNT_CAP, defineConnection, PagingInputRef } from '../../graphql/connection';
import { readConnectionSelection } from '../../graphql/selection';
import { CriRef } from '../cri/cri.graphql';
import { FileRef } from '../files/files.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  findEnterpriseDistance,
  findEnterprisesByIds,
  listEnterprises,
  readEnterpriseCard,
  listPopularEnterprises,
  recommendEnterprises,
  type EnterpriseListSelection,
  type EnterpriseRecommendationView,
} from './enterprises.service';

builder.objectFields(ProfileRef, (t) => ({
  rating: t.float({
    description: '평균 평점 0–5 (소수 둘째 자리)',
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.rating),
  }),
  reviewCount: t.int({
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.reviewCount),
  }),
  portfolioCount: t.int({
    resolve: (profile, _args, ctx) =>
      readEnterpriseCard(ctx, profile, (card) => card.portfolioCount),
  }),
  latitude: t.float({
    nullable: true,
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.latitude),
  }),
  longitude: t.float({
    nullable: true,
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.longitude),
  }),
  si: t.string({
    nullable: true,
    description: '대표 주소의 시/도 (예: 서울특별시)',
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.si),
  }),
  sigungu: t.string({
    nullable: true,
    description: "대표 주소의 '시/도 시/군/구' (예: 서울특별시 강남구)",
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.sigungu),
  }),
  distance: t.int({
    nullable: true,
    description:
      '보는 사람 위치(deviceLocation 또는 내 프로필 위치)에서의 거리, 정수 km. 위치를 모르면 null',
    resolve: (profile, _args, ctx) => findEnterpriseDistance(ctx, profile),
  }),
  cri: t.field({
    type: CriRef,
    nullable: true,
    description: '신용등급 (목록 필터와 같은 값, 무료)',
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.cri),
  }),
  mainCategoryPath: t.stringList({
    description:
      '대표 업종의 이름 경로 (예: [전문공사, 철근·콘크리트공사, 철근공사]). 없으면 빈 목록',
    resolve: (profile, _args, ctx) =>
      readEnterpriseCard(ctx, profile, (card) => card.mainCategoryPath),
  }),
  licenseNames: t.stringList({
    description: '목록 카드용 면허 이름 (우선순위 순)',
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.licenseNames),
  }),
  logoImg: t.field({
    type: FileRef,
    nullable: true,
    description: '로고 (업체·기술자·소비자 공통). 없으면 null: uniqueId 첫 글자로 기본 이미지',
    resolve: (profile, _args, ctx) => readEnterpriseCard(ctx, profile, (card) => card.logo),
  }),
}));

/** The Profile fields read from the card row (ENTERPRISE_CARD_COLUMNS' joins), not the page row. */
const CARD_FIELDS: ReadonlySet<string> = new Set([
  'rating',
  'reviewCount',
  'portfolioCount',
  'latitude',
  'longitude',
  'si',
  'sigungu',
  'distance',
  'cri',
  'mainCategoryPath',
  'licenseNames',
  'logoImg',
]);

/**
 * Profile fields that read nothing of the parent row beyond ENTERPRISE_CARD_COLUMNS (the rest
 * load by profile id). Any other field (info, isCompleted, fields added later) makes the list
 * load the whole row.
 */
const CARD_ONLY_PROFILE_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'id',
  'type',
  'uniqueId',
  'progress',
  'rateOfCreation',
  'isNiceCertified',
  'isMine',
  'companyName',
  ...CARD_FIELDS,
  'isFavorite',
  'isViewedFinancialInfo',
  'canRead',
]);

function readListSelection(info: GraphQLResolveInfo): EnterpriseListSelection {
  const { connectionFields, nodeFieldNames } = readConnectionSelection(info);
  return {
    isCountSelected: connectionFields.has('totalCount'),
    // Started early with the default limit (what the web asks for); another limit counts on demand.
    cappedCountLimit: connectionFields.has('totalCountCapped') ? DEFAULT_COUNT_CAP : null,
    isCardOnly: nodeFieldNames.every((name) => CARD_ONLY_PROFILE_FIELDS.has(name)),
    isCardSelected: nodeFieldNames.some((name) => CARD_FIELDS.has(name)),
  };
}

const EnterpriseFilterInputRef = builder.inputType('EnterpriseFilterInput', {
  fields: (t) => ({
    search: t.string({
      description: '업체 고유번호(정확히 일치) 또는 업체명 검색어 (초성 가능, 1자 이상)',
    }),
    licenseIds: t.idList(),
    criIds: t.idList(),
    salesAmounts: t.stringList({ description: 'SALES_AMOUNT_BANDS (@gongsa/domain)' }),
    locations: t.stringList({ description: "'서울특별시' (시/도 전체) 또는 '서울특별시 강남구'" }),
    priceRanges: t.stringList({
      description: 'PRICE_BANDS: 주요 사업 금액(mainBusinessPrice) 구간',
    }),
    statRanges: t.stringList({ description: 'STAT_RANGES (@gongsa/domain)' }),
    portfolioVisible: t.boolean({ description: 'true 면 포트폴리오가 있는 업체만' }),
  }),
});

const DeviceLocationInputRef = builder.inputType('DeviceLocationInput', {
  fields: (t) => ({
    latitude: t.float({ required: true }),
    longitude: t.float({ required: true }),
  }),
});

export const OrderTypeRef = builder.enumType('OrderType', {
  values: ['PRIVATE', 'PUBLIC'] as const,
});

const EnterpriseConnectionRef = defineConnection('Enterprise', ProfileRef);

const EnterpriseRecommendationRef = builder
  .objectRef<EnterpriseRecommendationView>('EnterpriseRecommendation')
  .implement({
    description: '추천 기업과 추천 이유 한 줄',
    fields: (t) => ({
      profile: t.field({ type: ProfileRef, resolve: (recommendation) => recommendation.profile }),
      reason: t.exposeString('reason', {
        description:
          "예: '관심 업종 철근공사를 시공해요' / '같은 지역(서울특별시 강남구) 업체예요' / '리뷰 12개, 평점 4.8'",
      }),
    }),
  });

builder.queryFields((t) => ({
  enterprises: t.field({
    ...authRule.public,
    type: EnterpriseConnectionRef,
    description: "업체 목록·검색. sort 는 COMPANY_SORTINGS ('1' 추천순 기본). 비로그인도 조회 가능",
    args: {
      filter: t.arg({ type: EnterpriseFilterInputRef }),
      sort: t.arg.string(),
      paging: t.arg({ type: PagingInputRef }),
      categoryIds: t.arg.idList(),
      deviceLocation: t.arg({ type: DeviceLocationInputRef }),
      orderType: t.arg({ type: OrderTypeRef }),
    },
    resolve: (_root, args, ctx, info) => listEnterprises(ctx, args, readListSelection(info)),
  }),
  enterprisesByIds: t.field({
    ...authRule.public,
    type: [ProfileRef],
    description: '주어진 id 순서대로 (없는·삭제된 id 는 건너뜀, 최대 100개)',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => findEnterprisesByIds(ctx, args.ids),
  }),
  recommendEnterprises: t.field({
    ...authRule.member,
    type: [EnterpriseRecommendationRef],
    description:
      '로그인한 회원의 프로필(업종·지역·활동)에 맞춘 추천 기업 (최대 first 개, 기본 10). 로그인 필요',
    args: { first: t.arg.int() },
    resolve: (_root, args, ctx) => recommendEnterprises(ctx, args.first),
  }),
  popularEnterprises: t.field({
    ...authRule.public,
    type: [EnterpriseRecommendationRef],
    description:
      '로그인하지 않은 방문자에게 보여 줄 추천 기업: 최근 30일 견적 요청이 많은 업종의 평점 높은 업체를 업종마다 번갈아 (최대 first 개, 기본 10)',
    args: { first: t.arg.int() },
    resolve: (_root, args, ctx) => listPopularEnterprises(ctx, args.first),
  }),
}));
