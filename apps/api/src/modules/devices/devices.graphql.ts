import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { removeFcmToken, setFcmToken } from './devices.service';

builder.mutationFields((t) => ({
  setFCMToken: t.boolean({
    ...authRule.member,
    description:
      '앱의 푸시 알림 토큰을 로그인한 회원에게 등록합니다. 같은 토큰이 다른 회원에게 있었다면 옮겨 옵니다.',
    args: {
      fcmRegistrationToken: t.arg.string({ required: true }),
      os: t.arg.string({ description: '예: android, ios' }),
    },
    resolve: (_root, args, ctx) => setFcmToken(ctx, args),
  }),
  removeFCMToken: t.boolean({
    ...authRule.member,
    description: '로그아웃할 때 이 기기의 푸시 알림 토큰을 지웁니다. 내 토큰이었으면 true 입니다.',
    args: { fcmRegistrationToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => removeFcmToken(ctx, args),
  }),
}));
