import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { defineProfileListQuery } from '../profiles/profile-list.graphql';
import { ProfileRef } from '../profiles/profiles.graphql';
import { UserRef } from '../users/users.graphql';
import {
  findFollowerCount,
  findFollowingCount,
  findMyFollowings,
  followEnterprise,
  isFollowingProfile,
  unfollowEnterprise,
} from './follows.service';

builder.objectFields(ProfileRef, (t) => ({
  isFollowing: t.boolean({
    description:
      '로그인한 회원이 이 업체를 팔로우하는지 (비로그인 false). SPEC §3 User.isFollowing',
    resolve: (profile, _args, ctx) => isFollowingProfile(ctx, profile),
  }),
  followerCount: t.int({
    description: '이 업체의 팔로워 수',
    resolve: (profile, _args, ctx) => findFollowerCount(ctx, profile),
  }),
}));

builder.mutationFields((t) => ({
  followEnterprise: t.field({
    ...authRule.member,
    type: ProfileRef,
    description:
      '업체 팔로우 (이미 팔로우했으면 그대로). 업체(법인·개인 사업자·기술자)만, 내 업체는 안 됩니다. 반환: 팔로우한 뒤의 업체',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => followEnterprise(ctx, String(args.profileId)),
  }),
  unfollowEnterprise: t.field({
    ...authRule.member,
    type: ProfileRef,
    description: '업체 팔로우 취소 (팔로우하지 않았으면 그대로)',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unfollowEnterprise(ctx, String(args.profileId)),
  }),
}));

defineProfileListQuery({
  queryName: 'myFollowings',
  queryDescription: '내가 팔로우하는 업체 (최근 팔로우한 순, 로그인 필요)',
  typeName: 'Following',
  typeDescription: '팔로우하는 업체',
  atField: 'createdAt',
  resolve: findMyFollowings,
});

builder.objectField(UserRef, 'followingCount', (t) =>
  t.int({
    description: '내가 팔로우하는 업체 수',
    resolve: (user, _args, ctx) => findFollowingCount(ctx, user.id),
  }),
);
