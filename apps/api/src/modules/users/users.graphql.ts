import { SOCIAL_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { FileRef } from '../files/files.graphql';
import { findPublicFileOrNull } from '../files';
import { ProfileRef } from '../profiles/profiles.graphql';
import { findProfileOfUser } from '../profiles';
import {
  findMe,
  isExistEmail,
  listSignInSocialTypes,
  updateMe,
  type NotificationSettingView,
  type UserView,
} from './users.service';

export const SocialTypeRef = builder.enumType('SocialType', {
  description: 'EMAIL 이메일, KAKAO 카카오, NAVER 네이버',
  values: SOCIAL_TYPES,
});

const NotificationSettingRef = builder
  .objectRef<NotificationSettingView>('NotificationSetting')
  .implement({
    description: '알림 설정',
    fields: (t) => ({
      marketing: t.exposeBoolean('marketing', { description: '마케팅 정보 수신' }),
      keyword: t.exposeBoolean('keyword', { description: '키워드 알림' }),
      notice: t.exposeBoolean('notice', { description: '공지 알림' }),
      chat: t.exposeBoolean('chat', { description: '채팅 알림' }),
      follow: t.exposeBoolean('follow', { description: '팔로우 알림' }),
      communityPost: t.exposeBoolean('communityPost', { description: '커뮤니티 글 알림' }),
      communityCommend: t.exposeBoolean('communityCommend', { description: '커뮤니티 추천 알림' }),
      locationRange: t.exposeInt('locationRange', {
        nullable: true,
        description: '알림 받을 거리 (km). null 이면 전국',
      }),
      categoryRange: t.exposeIDList('categoryRange', { description: '알림 받을 업종 id' }),
    }),
  });

const UserAllowRef = builder.objectRef<UserView['allow']>('UserAllow').implement({
  description: '선택 동의 항목',
  fields: (t) => ({
    geolocation: t.exposeBoolean('geolocation', { description: '위치정보 이용 동의' }),
    thirdParty: t.exposeBoolean('thirdParty', { description: '제3자 정보 제공 동의' }),
  }),
});

export const UserRef = builder.objectRef<UserView>('User').implement({
  description: '회원',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    nickname: t.exposeString('nickname', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    avatar: t.field({
      type: FileRef,
      nullable: true,
      resolve: (user, _args, ctx) =>
        user.avatarFileId === null ? null : findPublicFileOrNull(ctx, user.avatarFileId),
    }),
    profile: t.field({
      type: ProfileRef,
      nullable: true,
      resolve: (user, _args, ctx) => findProfileOfUser(ctx, user.id),
    }),
    socialType: t.field({
      type: SocialTypeRef,
      description: '가입 방법',
      resolve: (user) => user.socialType,
    }),
    socialTypes: t.field({
      type: [SocialTypeRef],
      description: '로그인할 수 있는 방법: 비밀번호가 있으면 EMAIL, 연결된 카카오·네이버',
      resolve: (user, _args, ctx) => listSignInSocialTypes(ctx, user),
    }),
    joinedAt: t.field({ type: 'DateTime', resolve: (user) => user.joinedAt }),
    notificationSetting: t.field({
      type: NotificationSettingRef,
      resolve: (user) => user.notificationSetting,
    }),
    allow: t.field({ type: UserAllowRef, resolve: (user) => user.allow }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    ...authRule.public,
    type: UserRef,
    nullable: true,
    description: '로그인한 회원. 로그인하지 않았으면 null',
    resolve: (_root, _args, ctx) => findMe(ctx),
  }),
);

builder.mutationField('isExistEmail', (t) =>
  t.boolean({
    ...authRule.public,
    description:
      '이미 가입된 이메일인지 확인합니다(대소문자 구분 없음). 탈퇴한 계정의 이메일은 다시 쓸 수 있습니다.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => isExistEmail(ctx, args),
  }),
);

const NotificationSettingInputRef = builder.inputType('NotificationSettingInput', {
  description: '보낸 항목만 바뀝니다. locationRange 에 null 을 보내면 전국입니다.',
  fields: (t) => ({
    marketing: t.boolean(),
    keyword: t.boolean(),
    notice: t.boolean(),
    chat: t.boolean(),
    follow: t.boolean(),
    communityPost: t.boolean(),
    communityCommend: t.boolean(),
    locationRange: t.int(),
    categoryRange: t.idList(),
  }),
});

const UserAllowInputRef = builder.inputType('UserAllowInput', {
  description: '보낸 항목만 바뀝니다.',
  fields: (t) => ({
    geolocation: t.boolean(),
    thirdParty: t.boolean(),
  }),
});

const UpdateMeInputRef = builder.inputType('UpdateMeInput', {
  description:
    '보낸 항목만 바뀝니다. 휴대폰 번호를 바꾸려면 새 번호로 받은 validateAuthNumber 의 requestId 가 필요합니다.',
  fields: (t) => ({
    name: t.string(),
    nickname: t.string({ description: '2~8자, 한글·영문·숫자' }),
    phoneNumber: t.string(),
    requestId: t.string({ description: '휴대폰 번호를 바꿀 때 필수' }),
    avatarId: t.id({ description: 'null 이면 프로필 사진 삭제' }),
    notificationSetting: t.field({ type: NotificationSettingInputRef }),
    allow: t.field({ type: UserAllowInputRef }),
  }),
});

builder.mutationField('updateMe', (t) =>
  t.field({
    ...authRule.member,
    type: UserRef,
    description: '내 정보 수정',
    args: { data: t.arg({ type: UpdateMeInputRef, required: true }) },
    resolve: (_root, args, ctx) => updateMe(ctx, args.data),
  }),
);
