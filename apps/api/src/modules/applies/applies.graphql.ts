import { builder } from '../../builder';
import { findLinkedAnnouncement } from '../announcements';
import { findLinkedProfile } from '../profiles';
import { findReviewOrNull } from '../reviews';
import { authRule } from '../../platform/authz/auth-rules';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { AnnouncementRef, ApplyStateRef } from '../announcements/announcement.refs';
import { FileRef } from '../files/files.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import { ReviewRef } from '../reviews/reviews.graphql';
import {
  applyAnnouncement,
  canApplyToAnnouncement,
  canReviewApply,
  canSeeApplyDetails,
  deleteAnnouncementApplyEstimateFiles,
  findAnnouncementApplies,
  findAnnouncementApply,
  findApplyEstimateFiles,
  findMyAnnouncementApplies,
  findMyApplyDashboard,
  findMyApplyForAnnouncement,
  findMyBidNotice,
  giveUpAnnouncementApply,
  hasNewAppliesForMyAnnouncements,
  hasSubmittedApply,
  isApplyMine,
  selectAnnouncementApply,
  submitAnnouncementApply,
  type AnnouncementApplyView,
  type ApplyDashboardView,
  type MyBidNoticeView,
} from './applies.service';

export const AnnouncementApplyRef = builder
  .objectRef<AnnouncementApplyView>('AnnouncementApply')
  .implement({
    description: '업체의 지원 (견적)',
    fields: (t) => ({
      id: t.exposeID('id'),
      state: t.field({ type: ApplyStateRef, resolve: (apply) => apply.state }),
      managerName: t.string({
        nullable: true,
        description: '담당자·연락처·견적 금액·파일은 공고 작성자와 지원한 본인에게만',
        resolve: (apply, _args, ctx) =>
          canSeeApplyDetails(ctx.viewer, apply) ? apply.managerName : null,
      }),
      phoneNumber: t.string({
        nullable: true,
        resolve: (apply, _args, ctx) =>
          canSeeApplyDetails(ctx.viewer, apply) ? apply.phoneNumber : null,
      }),
      estimatedAmount: t.float({
        nullable: true,
        description: '원',
        resolve: (apply, _args, ctx) =>
          canSeeApplyDetails(ctx.viewer, apply) ? apply.estimatedAmount : null,
      }),
      estimateFiles: t.field({
        type: [FileRef],
        resolve: (apply, _args, ctx) => findApplyEstimateFiles(ctx, apply),
      }),
      hasChecked: t.exposeBoolean('hasChecked', {
        description: '공고 작성자가 이 지원을 열어 봤는지',
      }),
      profile: t.field({
        type: ProfileRef,
        description: '지원한 업체',
        resolve: (apply, _args, ctx) => findLinkedProfile(ctx, apply),
      }),
      announcement: t.field({
        type: AnnouncementRef,
        resolve: (apply, _args, ctx) => findLinkedAnnouncement(ctx, apply),
      }),
      isMine: t.boolean({ resolve: (apply, _args, ctx) => isApplyMine(ctx.viewer, apply) }),
      distanceFromSite: t.exposeInt('distanceFromSite', {
        nullable: true,
        description: '공사 현장(공고 위치)과 업체 대표 주소 사이 거리, 정수 km (모르면 null)',
      }),
      review: t.field({
        type: ReviewRef,
        nullable: true,
        description: '이 지원에 작성된 리뷰 (없으면 null)',
        resolve: (apply, _args, ctx) =>
          apply.reviewId === null ? null : findReviewOrNull(ctx, apply.reviewId),
      }),
      canReview: t.boolean({
        description:
          '로그인한 회원(공고 작성자)이 지금 리뷰를 쓸 수 있는지: 선정된 지원이고 아직 리뷰 없음',
        resolve: (apply, _args, ctx) => canReviewApply(ctx.viewer, apply),
      }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
      selectedAt: t.expose('selectedAt', { type: 'DateTime', nullable: true }),
    }),
  });

const AnnouncementApplyConnectionRef = defineConnection('AnnouncementApply', AnnouncementApplyRef);

const AnnouncementApplyInputRef = builder.inputType('AnnouncementApplyInput', {
  fields: (t) => ({
    managerName: t.string({ required: true }),
    phoneNumber: t.string({ required: true }),
    estimatedAmount: t.float({ required: true, description: '원, 1 이상' }),
    estimateFiles__ids: t.idList({ description: '업로드한 파일 id (최대 ESTIMATE_FILES_MAX)' }),
  }),
});

const ApplyDashboardRef = builder.objectRef<ApplyDashboardView>('ApplyDashboard').implement({
  description: '내 지원 상태별 개수',
  fields: (t) => ({
    writingCount: t.exposeInt('writingCount'),
    submittedCount: t.exposeInt('submittedCount'),
    selectedCount: t.exposeInt('selectedCount'),
    notSelectedCount: t.exposeInt('notSelectedCount'),
    gaveUpCount: t.exposeInt('gaveUpCount'),
  }),
});

const MyBidNoticeRef = builder.objectRef<MyBidNoticeView>('MyBidNotice').implement({
  description: '내 입찰 빨간 점 (SPEC §4): 확인 안 한 초대, 내 공고의 새 지원자',
  fields: (t) => ({
    hasUncheckedInvitations: t.exposeBoolean('hasUncheckedInvitations'),
    hasNewApplies: t.exposeBoolean('hasNewApplies'),
  }),
});

builder.objectFields(AnnouncementRef, (t) => ({
  isApply: t.boolean({
    description: '로그인한 회원이 제출한 지원이 있는지',
    resolve: (announcement, _args, ctx) => hasSubmittedApply(ctx, announcement),
  }),
  myApply: t.field({
    type: AnnouncementApplyRef,
    nullable: true,
    description: '로그인한 회원의 지원 (작성중 포함, 없으면 null)',
    resolve: (announcement, _args, ctx) => findMyApplyForAnnouncement(ctx, announcement),
  }),
  canApply: t.boolean({
    description:
      '로그인한 회원이 지금 지원할 수 있는지 (모집중, 본인 공고 아님, 지원 가능한 프로필 유형, 아직 지원 안 함)',
    resolve: (announcement, _args, ctx) => canApplyToAnnouncement(ctx, announcement),
  }),
}));

builder.queryFields((t) => ({
  announcementApplies: t.field({
    ...authRule.ownerOf('announcement'),
    type: AnnouncementApplyConnectionRef,
    description:
      "공고의 지원 목록: 공고 작성자만 (FORBIDDEN). 작성중·포기는 제외. sort: 'latest'(기본) | 'amount' | 'rating' | 'distance'",
    args: {
      announcementId: t.arg.id({ required: true }),
      sort: t.arg.string(),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) =>
      findAnnouncementApplies(ctx, {
        announcementId: String(args.announcementId),
        sort: args.sort,
        paging: args.paging ?? {},
      }),
  }),
  announcementApply: t.field({
    ...authRule.counterpartOf('apply'),
    type: AnnouncementApplyRef,
    description: '지원 하나: 공고 작성자(열면 hasChecked)나 지원한 본인만',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findAnnouncementApply(ctx, String(args.id)),
  }),
  myAnnouncementApplies: t.field({
    ...authRule.member,
    type: AnnouncementApplyConnectionRef,
    description: '내 지원 (로그인 필요). states 없으면 전체, 최신순',
    args: {
      states: t.arg({ type: [ApplyStateRef] }),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) =>
      findMyAnnouncementApplies(ctx, { states: args.states, paging: args.paging ?? {} }),
  }),
  myApplyDashboard: t.field({
    ...authRule.member,
    type: ApplyDashboardRef,
    description: '내 지원 상태별 개수',
    resolve: (_root, _args, ctx) => findMyApplyDashboard(ctx),
  }),
  hasNewAppliesForMyAnnouncements: t.boolean({
    ...authRule.public,
    description: '내 공고 중 확인하지 않은 지원이 있는지 (비로그인 false)',
    resolve: (_root, _args, ctx) => hasNewAppliesForMyAnnouncements(ctx),
  }),
  myBidNotice: t.field({
    ...authRule.public,
    type: MyBidNoticeRef,
    description: '내 입찰 탭의 빨간 점 재료 (비로그인 둘 다 false)',
    resolve: (_root, _args, ctx) => findMyBidNotice(ctx),
  }),
}));

builder.mutationFields((t) => ({
  applyAnnouncement: t.field({
    ...authRule.member,
    type: AnnouncementApplyRef,
    description:
      '지원서 작성·수정 (작성중 상태로 저장). 본인 공고·이미 제출·모집중 아님·지원 불가 유형은 오류',
    args: {
      announcementId: t.arg.id({ required: true }),
      data: t.arg({ type: AnnouncementApplyInputRef, required: true }),
    },
    resolve: (_root, args, ctx) =>
      applyAnnouncement(ctx, { announcementId: String(args.announcementId), data: args.data }),
  }),
  submitAnnouncementApply: t.field({
    ...authRule.ownerOf('apply'),
    type: AnnouncementApplyRef,
    description: '작성중 지원 제출 → 지원완료. 공고 작성자에게 알림',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => submitAnnouncementApply(ctx, String(args.id)),
  }),
  giveUpAnnouncementApply: t.field({
    ...authRule.ownerOf('apply'),
    type: AnnouncementApplyRef,
    description: '지원 포기 (모집중일 때만)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => giveUpAnnouncementApply(ctx, String(args.id)),
  }),
  deleteAnnouncementApplyEstimateFiles: t.field({
    ...authRule.ownerOf('apply'),
    type: AnnouncementApplyRef,
    description: '견적 파일 삭제 (지원한 본인, 모집중일 때만)',
    args: { id: t.arg.id({ required: true }), fileIds: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) =>
      deleteAnnouncementApplyEstimateFiles(ctx, { id: String(args.id), fileIds: args.fileIds }),
  }),
  selectedAnnouncementApply: t.field({
    ...authRule.ownerOf('announcement'),
    type: AnnouncementApplyRef,
    description:
      '선정: 공고 작성자만, 제출된 지원 하나 → 공고 선정완료, 나머지 미선정. 모든 지원자에게 알림',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => selectAnnouncementApply(ctx, String(args.id)),
  }),
}));
