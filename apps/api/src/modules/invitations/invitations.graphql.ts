import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { AnnouncementRef } from '../announcements/announcement.refs';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  createAnnouncementInvitation,
  findInvitationAnnouncement,
  findInvitationCountsByProfile,
  findInvitationProfile,
  findInvitationsByAnnouncement,
  findInvitationsByProfile,
  findMyAnnouncementIdsInviting,
  markInvitationsChecked,
  type InvitationCountsView,
  type InvitationView,
} from './invitations.service';

export const InvitationRef = builder.objectRef<InvitationView>('Invitation').implement({
  description: '견적 요청 초대',
  fields: (t) => ({
    id: t.exposeID('id'),
    announcementId: t.exposeID('announcementId'),
    profileId: t.exposeID('profileId'),
    profile: t.field({
      type: ProfileRef,
      description: '초대받은 업체',
      resolve: (invitation, _args, ctx) => findInvitationProfile(ctx, invitation),
    }),
    isChecked: t.exposeBoolean('isChecked', { description: '초대받은 업체가 열어 봤는지' }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    announcement: t.field({
      type: AnnouncementRef,
      resolve: (invitation, _args, ctx) => findInvitationAnnouncement(ctx, invitation),
    }),
  }),
});

const InvitationConnectionRef = defineConnection('Invitation', InvitationRef);

const InvitationCountsRef = builder.objectRef<InvitationCountsView>('InvitationCounts').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    uncheckedCount: t.exposeInt('uncheckedCount'),
  }),
});

builder.queryFields((t) => ({
  getInvitationsByProfile: t.field({
    ...authRule.member,
    type: InvitationConnectionRef,
    description: '내 프로필이 받은 초대 (최신순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findInvitationsByProfile(ctx, args.paging ?? {}),
  }),
  getInvitationsByProfileCounts: t.field({
    ...authRule.member,
    type: InvitationCountsRef,
    resolve: (_root, _args, ctx) => findInvitationCountsByProfile(ctx),
  }),
  myAnnouncementIdsInviting: t.idList({
    ...authRule.member,
    description: '이 업체를 이미 초대한 내 견적 요청의 id (초대 창이 초대함으로 표시, 로그인 필요)',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findMyAnnouncementIdsInviting(ctx, String(args.profileId)),
  }),
  getInvitationsByAnnouncement: t.field({
    ...authRule.ownerOf('announcement'),
    type: [InvitationRef],
    description: '공고의 초대 목록 (공고 작성자만)',
    args: { announcementId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findInvitationsByAnnouncement(ctx, String(args.announcementId)),
  }),
}));

builder.mutationFields((t) => ({
  createAnnouncementInvitation: t.field({
    ...authRule.ownerOf('announcement'),
    type: InvitationRef,
    description: '초대 보내기: 내 모집중 공고를 업체에 보냄. 본인·소비자 프로필·이미 초대는 오류',
    args: {
      announcementId: t.arg.id({ required: true }),
      profileId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      createAnnouncementInvitation(ctx, {
        announcementId: String(args.announcementId),
        profileId: String(args.profileId),
      }),
  }),
  markInvitationsChecked: t.int({
    ...authRule.member,
    description: '내가 받은 초대를 확인함으로 (ids 없으면 전부). 반환: 바뀐 수',
    args: { ids: t.arg.idList() },
    resolve: (_root, args, ctx) => markInvitationsChecked(ctx, args.ids),
  }),
}));
