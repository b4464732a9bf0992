import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { PagingInputRef } from '../../graphql/connection';
import {
  AnnouncementTempConnectionRef,
  AnnouncementTempRef,
  AnnouncementTypeRef,
  FieldInfoRef,
  ServicePriceTypeRef,
  WorkScopeRef,
  WorkTypeRef,
} from '../announcements/announcement.refs';
import { reCreateAnnouncement } from '../announcements';
import { AnnouncementInputRef } from '../announcements/announcements.graphql';
import { CategoryRef } from '../categories/categories.graphql';
import { OrderTypeRef } from '../enterprises/enterprises.graphql';
import { FileRef } from '../files/files.graphql';
import { LicenseRef } from '../licenses/licenses.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  createAnnouncementTemp,
  deleteAnnouncementTemp,
  findAnnouncementTemp,
  findTempCategories,
  findTempDocuments,
  findTempImages,
  findTempInvitationProfile,
  findTempLicenses,
  findTempMainImage,
  findTempTitle,
  listMyAnnouncementTemps,
  updateAnnouncementTemp,
} from './announcement-temps.service';

builder.objectFields(AnnouncementTempRef, (t) => ({
  step: t.exposeInt('step', { description: '마지막으로 저장한 단계 1–8' }),
  invitationProfileId: t.exposeID('invitationProfileId', { nullable: true }),
  invitationProfile: t.field({
    type: ProfileRef,
    nullable: true,
    resolve: (temp, _args, ctx) => findTempInvitationProfile(ctx, temp),
  }),
  title: t.string({
    description: "목록 표시용 (업종이 없으면 '작성 중인 견적 요청')",
    resolve: (temp, _args, ctx) => findTempTitle(ctx, temp),
  }),
  isReCreated: t.exposeBoolean('isReCreated'),
  categories: t.field({
    type: [CategoryRef],
    resolve: (temp, _args, ctx) => findTempCategories(ctx, temp),
  }),
  type: t.field({
    type: AnnouncementTypeRef,
    nullable: true,
    resolve: (temp) => temp.data.type ?? null,
  }),
  workType: t.field({
    type: WorkTypeRef,
    nullable: true,
    resolve: (temp) => temp.data.workType ?? null,
  }),
  workTypeEtc: t.string({ nullable: true, resolve: (temp) => temp.data.workTypeEtc ?? null }),
  orderType: t.field({
    type: OrderTypeRef,
    nullable: true,
    resolve: (temp) => temp.data.orderType ?? null,
  }),
  fieldInfo: t.field({
    type: FieldInfoRef,
    nullable: true,
    resolve: (temp) => temp.data.fieldInfo ?? null,
  }),
  fieldInfoEtc: t.string({ nullable: true, resolve: (temp) => temp.data.fieldInfoEtc ?? null }),
  sigungu: t.string({ nullable: true, resolve: (temp) => temp.data.sigungu ?? null }),
  address: t.string({ nullable: true, resolve: (temp) => temp.data.address ?? null }),
  addressDetail: t.string({ nullable: true, resolve: (temp) => temp.data.addressDetail ?? null }),
  latitude: t.float({ nullable: true, resolve: (temp) => temp.data.latitude ?? null }),
  longitude: t.float({ nullable: true, resolve: (temp) => temp.data.longitude ?? null }),
  bCode: t.string({ nullable: true, resolve: (temp) => temp.data.bCode ?? null }),
  bun: t.string({ nullable: true, resolve: (temp) => temp.data.bun ?? null }),
  ji: t.string({ nullable: true, resolve: (temp) => temp.data.ji ?? null }),
  workScope: t.field({
    type: WorkScopeRef,
    nullable: true,
    resolve: (temp) => temp.data.workScope ?? null,
  }),
  workScopeEtc: t.string({ nullable: true, resolve: (temp) => temp.data.workScopeEtc ?? null }),
  hasLicense: t.boolean({ nullable: true, resolve: (temp) => temp.data.hasLicense ?? null }),
  licenses: t.field({
    type: [LicenseRef],
    resolve: (temp, _args, ctx) => findTempLicenses(ctx, temp),
  }),
  isPossibleTaxBillIssue: t.boolean({
    nullable: true,
    resolve: (temp) => temp.data.isPossibleTaxBillIssue ?? null,
  }),
  isReqRentLedgerSubmitPossible: t.boolean({
    nullable: true,
    resolve: (temp) => temp.data.isReqRentLedgerSubmitPossible ?? null,
  }),
  description: t.string({ nullable: true, resolve: (temp) => temp.data.description ?? null }),
  images: t.field({
    type: [FileRef],
    resolve: (temp, _args, ctx) => findTempImages(ctx, temp),
  }),
  files: t.field({
    type: [FileRef],
    resolve: (temp, _args, ctx) => findTempDocuments(ctx, temp),
  }),
  mainImage: t.field({
    type: FileRef,
    nullable: true,
    resolve: (temp, _args, ctx) => findTempMainImage(ctx, temp),
  }),
  workStartSoon: t.boolean({ nullable: true, resolve: (temp) => temp.data.workStartSoon ?? null }),
  servicePriceType: t.field({
    type: ServicePriceTypeRef,
    nullable: true,
    resolve: (temp) => temp.data.servicePriceType ?? null,
  }),
  servicePrice: t.float({ nullable: true, resolve: (temp) => temp.data.servicePrice ?? null }),
  dailyWorkTermStart: t.string({
    nullable: true,
    resolve: (temp) => temp.data.dailyWorkTermStart ?? null,
  }),
  dailyWorkTermEnd: t.string({
    nullable: true,
    resolve: (temp) => temp.data.dailyWorkTermEnd ?? null,
  }),
  publisherName: t.string({ nullable: true, resolve: (temp) => temp.data.publisherName ?? null }),
  emergencyContact: t.string({
    nullable: true,
    resolve: (temp) => temp.data.emergencyContact ?? null,
  }),
  noticeTxt: t.string({ nullable: true, resolve: (temp) => temp.data.noticeTxt ?? null }),
  isEmergency: t.boolean({ nullable: true, resolve: (temp) => temp.data.isEmergency ?? null }),
  postingDay: t.int({ nullable: true, resolve: (temp) => temp.data.postingDay ?? null }),
  createdAt: t.field({ type: 'DateTime', resolve: (temp) => temp.createdAt }),
  updatedAt: t.field({ type: 'DateTime', resolve: (temp) => temp.updatedAt }),
}));

builder.queryFields((t) => {
  // SPEC §7 names both myAnnouncementTemps and announcementTemps: one definition (rule, arguments,
  // resolver) under two names, so they cannot drift apart.
  const myTemps = (description: string) =>
    t.field({
      ...authRule.member,
      type: AnnouncementTempConnectionRef,
      description,
      args: { paging: t.arg({ type: PagingInputRef }) },
      resolve: (_root, args, ctx) => listMyAnnouncementTemps(ctx, args.paging),
    });
  return {
    myAnnouncementTemps: myTemps('내 임시 저장 견적 요청 (최근 저장 순, 로그인 필요)'),
    announcementTemps: myTemps('myAnnouncementTemps 의 다른 이름 (SPEC §7): 같은 규칙, 같은 결과'),
    announcementTemp: t.field({
      ...authRule.ownerOf('announcementTemp'),
      type: AnnouncementTempRef,
      description: '임시 저장본 하나 (본인 것만, 아니면 FORBIDDEN)',
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => findAnnouncementTemp(ctx, String(args.id)),
    }),
  };
});

builder.mutationFields((t) => ({
  createAnnouncementTemp: t.field({
    ...authRule.member,
    type: AnnouncementTempRef,
    description: '첫 임시 저장. tempId: 클라이언트가 만든 키(재시도해도 한 건만 생김). 프로필 필요',
    args: {
      data: t.arg({ type: AnnouncementInputRef, required: true }),
      tempId: t.arg.string(),
    },
    resolve: (_root, args, ctx) => createAnnouncementTemp(ctx, args.data, args.tempId),
  }),
  updateAnnouncementTemp: t.field({
    ...authRule.ownerOf('announcementTemp'),
    type: AnnouncementTempRef,
    description: '임시 저장 갱신 (본인 것만). 보낸 항목만 바뀌고 빠진 항목은 그대로',
    args: {
      data: t.arg({ type: AnnouncementInputRef, required: true }),
      updateAnnouncementTempId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      updateAnnouncementTemp(ctx, String(args.updateAnnouncementTempId), args.data),
  }),
  deleteAnnouncementTemp: t.id({
    ...authRule.ownerOf('announcementTemp'),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteAnnouncementTemp(ctx, String(args.id)),
  }),
  reCreateAnnouncement: t.field({
    ...authRule.ownerOf('announcement'),
    type: AnnouncementTempRef,
    description: '마감·선정완료·취소된 공고를 새 임시 저장본으로 복사 (isReCreated)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reCreateAnnouncement(ctx, String(args.id)),
  }),
}));
