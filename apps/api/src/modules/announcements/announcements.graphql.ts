import type { GraphQLResolveInfo } from 'graphql';
import { getAutoCompleteAt } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { DEFAULT_COUNT_CAP, PagingInputRef } from '../../graphql/connection';
import { readConnectionSelection } from '../../graphql/selection';
import { CategoryRef } from '../categories/categories.graphql';
import { OrderTypeRef } from '../enterprises/enterprises.graphql';
import { FileRef } from '../files/files.graphql';
import { createInvitationInTransaction } from '../invitations';
import { LicenseRef } from '../licenses/licenses.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  AnnouncementConnectionRef,
  AnnouncementRef,
  AnnouncementStateRef,
  AnnouncementTypeRef,
  FieldInfoRef,
  ServicePriceTypeRef,
  WorkScopeRef,
  WorkTypeRef,
} from './announcement.refs';
import { createAnnouncement, updateAnnouncement } from './announcement-publish.service';
import {
  addFavoriteAnnouncement,
  canEditAnnouncementView,
  canSeeAnnouncementContact,
  cancelAnnouncement,
  completeAnnouncement,
  confirmAnnouncementCompletion,
  deleteAnnouncement,
  findAnnouncement,
  findAnnouncementCategories,
  findAnnouncementDocuments,
  findAnnouncementImages,
  findAnnouncementLicenses,
  findAnnouncementMainImage,
  findAnnouncementProfile,
  findAnnouncementTitle,
  findIsFavoriteAnnouncement,
  findMyAnnouncementDashboard,
  hasNewAppliesForOwner,
  isAnnouncementMine,
  listAnnouncements,
  type AnnouncementListSelection,
  listFavoriteAnnouncements,
  listMyAnnouncements,
  removeFavoriteAnnouncement,
  type AnnouncementDashboardView,
} from './announcements.service';

/**
 * Announcement fields that read nothing of the row beyond ANNOUNCEMENT_CARD_COLUMNS (the rest
 * load by id): the /bid card. Any other field (description, type, fields other modules add …)
 * makes the list read whole rows.
 */
const CARD_ONLY_ANNOUNCEMENT_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'id',
  'uniqueId',
  'title',
  'state',
  'workType',
  'sigungu',
  'servicePriceType',
  'servicePrice',
  'postingEndAt',
  'choosingEndAt',
  'applyCnt',
  'isEmergency',
  'hasNewApplies',
  'categories',
  'licenses',
  'images',
  'files',
  'mainImage',
  'isMine',
  'isFavorite',
  'canEdit',
]);

function readListSelection(info: GraphQLResolveInfo): AnnouncementListSelection {
  const { connectionFields, nodeFieldNames: names } = readConnectionSelection(info);
  const has = (...fields: string[]) => fields.some((field) => names.includes(field));
  return {
    isCardOnly: names.every((name) => CARD_ONLY_ANNOUNCEMENT_FIELDS.has(name)),
    // The web's list asks for the default limit; another limit counts on demand.
    cappedCountLimit: connectionFields.has('totalCountCapped') ? DEFAULT_COUNT_CAP : null,
    prefetch: {
      categories: has('title', 'categories'),
      files: has('mainImage', 'images', 'files'),
      isFavorite: has('isFavorite'),
    },
  };
}

builder.objectFields(AnnouncementRef, (t) => ({
  uniqueId: t.exposeString('uniqueId', { description: '공고 번호 (숫자 8자리, 검색 가능)' }),
  title: t.string({
    description: "카드·제목용: '서울 강남구 철근공사 외 2건' 처럼 지역 + 첫 업종 (+ 나머지 수)",
    resolve: (announcement, _args, ctx) => findAnnouncementTitle(ctx, announcement),
  }),
  type: t.field({ type: AnnouncementTypeRef, resolve: (announcement) => announcement.type }),
  state: t.field({
    type: AnnouncementStateRef,
    description: '읽는 시점에 계산된 상태 (게시 종료·선정 기한이 지나면 자동으로 선정중/마감)',
    resolve: (announcement) => announcement.state,
  }),
  workType: t.field({ type: WorkTypeRef, resolve: (announcement) => announcement.workType }),
  workTypeEtc: t.exposeString('workTypeEtc', { nullable: true }),
  orderType: t.field({ type: OrderTypeRef, resolve: (announcement) => announcement.orderType }),
  fieldInfo: t.field({ type: FieldInfoRef, resolve: (announcement) => announcement.fieldInfo }),
  fieldInfoEtc: t.exposeString('fieldInfoEtc', { nullable: true }),
  si: t.exposeString('si', { nullable: true }),
  sigungu: t.exposeString('sigungu', { nullable: true }),
  address: t.exposeString('address', { nullable: true }),
  addressDetail: t.string({
    nullable: true,
    description: '상세 주소: 작성자와 지원한 업체에게만 (그 외 null)',
    resolve: async (announcement, _args, ctx) =>
      (await canSeeAnnouncementContact(ctx, announcement)) ? announcement.addressDetail : null,
  }),
  latitude: t.exposeFloat('latitude', { nullable: true }),
  longitude: t.exposeFloat('longitude', { nullable: true }),
  bCode: t.exposeString('bCode', { nullable: true }),
  bun: t.exposeString('bun', { nullable: true }),
  ji: t.exposeString('ji', { nullable: true }),
  permitStatus: t.exposeString('permitStatus', { nullable: true }),
  workScope: t.field({
    type: WorkScopeRef,
    nullable: true,
    resolve: (announcement) => announcement.workScope,
  }),
  workScopeEtc: t.exposeString('workScopeEtc', { nullable: true }),
  hasLicense: t.exposeBoolean('hasLicense', {
    nullable: true,
    description: '면허 필요 여부 (null: 무관/미응답)',
  }),
  licenses: t.field({
    type: [LicenseRef],
    resolve: (announcement, _args, ctx) => findAnnouncementLicenses(ctx, announcement),
  }),
  isPossibleTaxBillIssue: t.exposeBoolean('isPossibleTaxBillIssue', { nullable: true }),
  isReqRentLedgerSubmitPossible: t.exposeBoolean('isReqRentLedgerSubmitPossible', {
    nullable: true,
  }),
  description: t.exposeString('description', { nullable: true }),
  workStartSoon: t.exposeBoolean('workStartSoon'),
  postingDay: t.exposeInt('postingDay'),
  postingEndAt: t.field({ type: 'DateTime', resolve: (announcement) => announcement.postingEndAt }),
  choosingEndAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: '선정 기한 (게시 종료 + ANNOUNCEMENT_CHOOSING_DAYS)',
    resolve: (announcement) => announcement.choosingEndAt,
  }),
  autoCompleteAt: t.field({
    type: 'DateTime',
    nullable: true,
    description:
      '선정완료일 때, 의뢰인이 완료로 바꾸지 않아도 완료가 되는 때 (선정 + ANNOUNCEMENT_AUTO_COMPLETE_DAYS, ADR 0027)',
    resolve: (announcement) =>
      announcement.state === 'CHOSEN' && announcement.chosenAt
        ? getAutoCompleteAt(announcement.chosenAt)
        : null,
  }),
  completedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: '완료된 때: 의뢰인이 공사 완료로 바꾼 때, 또는 자동 완료 시점 (ADR 0027)',
    resolve: (announcement) => {
      if (announcement.state !== 'COMPLETED') return null;
      if (announcement.completedAt) return announcement.completedAt;
      return announcement.chosenAt ? getAutoCompleteAt(announcement.chosenAt) : null;
    },
  }),
  completionConfirmedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: '선정된 업체가 공사 완료를 확인한 때 (완료 확인)',
    resolve: (announcement) => announcement.completionConfirmedAt,
  }),
  servicePriceType: t.field({
    type: ServicePriceTypeRef,
    resolve: (announcement) => announcement.servicePriceType,
  }),
  servicePrice: t.exposeFloat('servicePrice', {
    nullable: true,
    description: '원. WRITE·OVER_10000·NURI_AGENCY 일 때만',
  }),
  dailyWorkTermStart: t.exposeString('dailyWorkTermStart', {
    nullable: true,
    description: 'YYYY-MM-DD',
  }),
  dailyWorkTermEnd: t.exposeString('dailyWorkTermEnd', { nullable: true }),
  publisherName: t.exposeString('publisherName', { nullable: true }),
  emergencyContact: t.string({
    nullable: true,
    description: '긴급 연락처: 작성자와 지원한 업체에게만 (그 외 null)',
    resolve: async (announcement, _args, ctx) =>
      (await canSeeAnnouncementContact(ctx, announcement)) ? announcement.emergencyContact : null,
  }),
  noticeTxt: t.exposeString('noticeTxt', { nullable: true }),
  isEmergency: t.exposeBoolean('isEmergency'),
  isHaveDocs: t.exposeBoolean('isHaveDocs'),
  isHaveVideo: t.exposeBoolean('isHaveVideo'),
  isReCreated: t.exposeBoolean('isReCreated'),
  applyCnt: t.int({
    description: '지원(제출)한 업체 수',
    resolve: (announcement) => announcement.applyCount,
  }),
  hasNewApplies: t.boolean({
    description: '작성자에게만: 확인하지 않은 새 지원이 있는지 (그 외 false)',
    resolve: (announcement, _args, ctx) => hasNewAppliesForOwner(ctx, announcement),
  }),
  categories: t.field({
    type: [CategoryRef],
    resolve: (announcement, _args, ctx) => findAnnouncementCategories(ctx, announcement),
  }),
  images: t.field({
    type: [FileRef],
    resolve: (announcement, _args, ctx) => findAnnouncementImages(ctx, announcement),
  }),
  files: t.field({
    type: [FileRef],
    description: '이미지 외 첨부 문서',
    resolve: (announcement, _args, ctx) => findAnnouncementDocuments(ctx, announcement),
  }),
  mainImage: t.field({
    type: FileRef,
    nullable: true,
    resolve: (announcement, _args, ctx) => findAnnouncementMainImage(ctx, announcement),
  }),
  profile: t.field({
    type: ProfileRef,
    description: '작성자의 프로필',
    resolve: (announcement, _args, ctx) => findAnnouncementProfile(ctx, announcement),
  }),
  isMine: t.boolean({
    resolve: (announcement, _args, ctx) => isAnnouncementMine(ctx, announcement),
  }),
  isFavorite: t.boolean({
    description: '로그인한 회원이 관심 공고로 담았는지',
    resolve: (announcement, _args, ctx) => findIsFavoriteAnnouncement(ctx, announcement),
  }),
  canEdit: t.boolean({
    description: '작성자가 지금 수정·삭제할 수 있는지 (모집중이고 지원자가 없음)',
    resolve: (announcement, _args, ctx) => canEditAnnouncementView(ctx, announcement),
  }),
  createdAt: t.field({ type: 'DateTime', resolve: (announcement) => announcement.createdAt }),
  updatedAt: t.field({ type: 'DateTime', resolve: (announcement) => announcement.updatedAt }),
}));

export const AnnouncementInputRef = builder.inputType('AnnouncementInput', {
  description:
    '견적 요청 입력 (SPEC §3 payload). 임시 저장은 모든 항목이 선택, 게시(createAnnouncement/updateAnnouncement)는 필수 항목 검사',
  fields: (t) => ({
    categories__ids: t.idList(),
    type: t.field({ type: AnnouncementTypeRef }),
    workType: t.field({ type: WorkTypeRef }),
    workTypeEtc: t.string(),
    orderType: t.field({ type: OrderTypeRef }),
    fieldInfo: t.field({ type: FieldInfoRef }),
    fieldInfoEtc: t.string(),
    sigungu: t.string(),
    address: t.string(),
    addressDetail: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    bCode: t.string(),
    bun: t.string(),
    ji: t.string(),
    workScope: t.field({ type: WorkScopeRef }),
    workScopeEtc: t.string(),
    hasLicense: t.boolean(),
    license__ids: t.idList(),
    isPossibleTaxBillIssue: t.boolean(),
    isReqRentLedgerSubmitPossible: t.boolean(),
    description: t.string(),
    images__ids: t.idList(),
    files__ids: t.idList(),
    mainImage__id: t.id(),
    workStartSoon: t.boolean(),
    servicePriceType: t.field({ type: ServicePriceTypeRef }),
    servicePrice: t.float({ description: '원' }),
    dailyWorkTermStart: t.string({ description: 'ISO 날짜 (YYYY-MM-DD 또는 ISO DateTime)' }),
    dailyWorkTermEnd: t.string(),
    publisherName: t.string(),
    emergencyContact: t.string(),
    noticeTxt: t.string(),
    isEmergency: t.boolean(),
    postingDay: t.int(),
    invitationProfileId: t.id({ description: '임시 저장에서만 (게시 입력에서는 무시)' }),
    step: t.int({
      description: '임시 저장에서만: 마지막으로 저장한 단계 1–8 (게시 입력에서는 무시)',
    }),
  }),
});

const AnnouncementFilterInputRef = builder.inputType('AnnouncementFilterInput', {
  fields: (t) => ({
    search: t.string({
      description: '업종 이름(초성 가능)·지역(시/군/구)·공고 번호(숫자 8자리, 정확히 일치)',
    }),
    locations: t.stringList({ description: "'서울특별시' 또는 '서울특별시 강남구'" }),
    workTypes: t.field({ type: [WorkTypeRef] }),
    orderTypes: t.field({ type: [OrderTypeRef] }),
    fieldInfos: t.field({ type: [FieldInfoRef] }),
    priceRanges: t.stringList({
      description:
        'PRICE_RANGES 값 (금액 구간, DAILY_WORK, NURI_AGENCY). WRITE 금액은 해당 구간으로 분류',
    }),
    isEmergency: t.boolean({ description: 'true 면 긴급 공고만' }),
    states: t.field({ type: [AnnouncementStateRef], description: '기본: [RECRUITING]' }),
  }),
});

const AnnouncementDashboardRef = builder
  .objectRef<AnnouncementDashboardView>('AnnouncementDashboard')
  .implement({
    description: '내 공고 상태별 개수',
    fields: (t) => ({
      tempCount: t.exposeInt('tempCount'),
      recruitingCount: t.exposeInt('recruitingCount'),
      choosingCount: t.exposeInt('choosingCount'),
      chosenCount: t.exposeInt('chosenCount'),
      completedCount: t.exposeInt('completedCount'),
      closedCount: t.exposeInt('closedCount'),
      canceledCount: t.exposeInt('canceledCount'),
      newAppliesCount: t.exposeInt('newAppliesCount', {
        description: '새 지원자가 있는 내 공고 수',
      }),
    }),
  });

builder.queryFields((t) => ({
  announcements: t.field({
    ...authRule.public,
    type: AnnouncementConnectionRef,
    description: "공고 목록·검색 (비로그인 가능). sort: BID_SORTINGS ('3' 최신순 기본)",
    args: {
      filter: t.arg({ type: AnnouncementFilterInputRef }),
      sort: t.arg.string(),
      paging: t.arg({ type: PagingInputRef }),
      categoryIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx, info) => listAnnouncements(ctx, args, readListSelection(info)),
  }),
  announcement: t.field({
    ...authRule.public,
    type: AnnouncementRef,
    description:
      '공고 상세. 초대받은 업체가 열면 초대가 확인됨으로 바뀝니다. 없거나 삭제됐으면 NOT_FOUND',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findAnnouncement(ctx, String(args.id)),
  }),
  myAnnouncements: t.field({
    ...authRule.member,
    type: AnnouncementConnectionRef,
    description: '내 공고 (로그인 필요). states 없으면 전체, 최신순',
    args: {
      states: t.arg({ type: [AnnouncementStateRef] }),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) => listMyAnnouncements(ctx, args),
  }),
  myAnnouncementDashboard: t.field({
    ...authRule.member,
    type: AnnouncementDashboardRef,
    description: '내 공고 상태별 개수 (로그인 필요)',
    resolve: (_root, _args, ctx) => findMyAnnouncementDashboard(ctx),
  }),
  favoriteAnnouncements: t.field({
    ...authRule.member,
    type: AnnouncementConnectionRef,
    description: '관심 공고 (최근 담은 순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => listFavoriteAnnouncements(ctx, args.paging),
  }),
}));

builder.mutationFields((t) => ({
  createAnnouncement: t.field({
    ...authRule.ownerOf('announcementTemp'),
    type: AnnouncementRef,
    description:
      '게시: 필수 항목 검사 → 공고 번호 부여, postingEndAt = 지금 + postingDay일. announcementTempId 가 있으면 그 임시 저장본을 지우고 그 초대 업체에 초대를 보냅니다 (한 트랜잭션)',
    args: {
      data: t.arg({ type: AnnouncementInputRef, required: true }),
      announcementTempId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      createAnnouncement(
        ctx,
        args.data,
        args.announcementTempId === null || args.announcementTempId === undefined
          ? null
          : String(args.announcementTempId),
        // The draft's invitation: announcements may not import invitations (it depends on us).
        createInvitationInTransaction,
      ),
  }),
  updateAnnouncement: t.field({
    ...authRule.ownerOf('announcement'),
    type: AnnouncementRef,
    description: '수정: 작성자만, 모집중이고 지원자가 없을 때만',
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: AnnouncementInputRef, required: true }),
    },
    resolve: (_root, args, ctx) => updateAnnouncement(ctx, String(args.id), args.data),
  }),
  deleteAnnouncement: t.id({
    ...authRule.ownerOf('announcement'),
    description: '삭제: 작성자만, 지원자가 없을 때만',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteAnnouncement(ctx, String(args.id)),
  }),
  completeAnnouncement: t.field({
    ...authRule.ownerOf('announcement'),
    type: AnnouncementRef,
    description:
      '공사 완료: 작성자만, 선정완료일 때 → 완료. 선정된 업체에 완료 확인 요청 알림. 이미 완료면 그대로 (ADR 0027)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => completeAnnouncement(ctx, String(args.id)),
  }),
  confirmAnnouncementCompletion: t.field({
    ...authRule.counterpartOf('announcement'),
    type: AnnouncementRef,
    description: '완료 확인: 선정된 업체만, 완료일 때. 이미 확인했으면 그대로 (ADR 0027)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => confirmAnnouncementCompletion(ctx, String(args.id)),
  }),
  cancelAnnouncement: t.field({
    ...authRule.ownerOf('announcement'),
    type: AnnouncementRef,
    description: '모집 취소: 작성자만, 모집중·선정중일 때. 지원자에게 알림',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => cancelAnnouncement(ctx, String(args.id)),
  }),
  addFavoriteAnnouncement: t.field({
    ...authRule.member,
    type: AnnouncementRef,
    description: '관심 공고 담기 (이미 담았으면 그대로)',
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => addFavoriteAnnouncement(ctx, String(args.announcementId)),
  }),
  deleteFavoriteAnnouncement: t.field({
    ...authRule.member,
    type: AnnouncementRef,
    description: '관심 공고 해제 (담지 않았으면 그대로)',
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removeFavoriteAnnouncement(ctx, String(args.announcementId)),
  }),
}));
