import { builder } from '../../builder';
import { FileRef } from '../files/files.graphql';
import { findFileOrNull } from '../files/files.service';
import { ProfileRef } from '../profiles/profiles.graphql';
import { findProfileOfUser } from '../profiles/profiles.service';
import { findMe, isExistEmail, type UserView } from './users.service';

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
        user.avatarFileId === null ? null : findFileOrNull(ctx, user.avatarFileId),
    }),
    profile: t.field({
      type: ProfileRef,
      nullable: true,
      resolve: (user, _args, ctx) => findProfileOfUser(ctx, user.id),
    }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: '로그인한 회원. 로그인하지 않았으면 null',
    resolve: (_root, _args, ctx) => findMe(ctx),
  }),
);

builder.mutationField('isExistEmail', (t) =>
  t.boolean({
    description:
      '이미 가입된 이메일인지 확인합니다(대소문자 구분 없음). 탈퇴한 계정의 이메일은 다시 쓸 수 있습니다.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => isExistEmail(ctx, args),
  }),
);
