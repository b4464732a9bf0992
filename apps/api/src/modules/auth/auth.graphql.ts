import { builder } from '../../builder';
import { signIn, type AuthToken } from './auth.service';

export const AuthTokenRef = builder.objectRef<AuthToken>('AuthToken').implement({
  description:
    '로그인 토큰. accessToken 은 Authorization: Bearer 로 보내고, 만료되면 refreshToken 으로 갱신합니다.',
  fields: (t) => ({
    tokenType: t.exposeString('tokenType'),
    accessToken: t.exposeString('accessToken'),
    expiresIn: t.exposeInt('expiresIn', { description: 'accessToken 만료까지 남은 초' }),
    refreshToken: t.exposeString('refreshToken'),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: AuthTokenRef,
    description: '이메일·비밀번호 로그인',
    args: {
      loginId: t.arg.string({ required: true, description: '이메일' }),
      password: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => signIn(ctx, args),
  }),
);
