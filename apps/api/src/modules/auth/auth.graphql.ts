import { builder } from '../../builder';
import { refreshToken, signIn, signOut, type AuthToken } from './auth.service';

export const AuthTokenRef = builder.objectRef<AuthToken>('AuthToken').implement({
  description:
    '로그인 토큰. accessToken 은 Authorization: Bearer 로 보내고, 만료되면 refreshToken 으로 갱신합니다.',
  fields: (t) => ({
    tokenType: t.exposeString('tokenType'),
    accessToken: t.exposeString('accessToken'),
    expiresIn: t.exposeInt('expiresIn', { description: 'accessToken 만료까지 남은 초' }),
    refreshToken: t.exposeString('refreshToken', {
      description:
        '한 번만 쓸 수 있는 갱신 토큰. 로그인 상태 유지는 마지막 갱신부터 1년, 아니면 1일 동안 유효합니다.',
    }),
  }),
});

builder.mutationField('signIn', (t) =>
  t.field({
    type: AuthTokenRef,
    description: '이메일·비밀번호 로그인',
    args: {
      loginId: t.arg.string({ required: true, description: '이메일' }),
      password: t.arg.string({ required: true }),
      isKeepLogin: t.arg.boolean({
        defaultValue: false,
        description: '로그인 상태 유지: refreshToken 을 1년 동안 쓸 수 있게 합니다',
      }),
    },
    resolve: (_root, args, ctx) => signIn(ctx, args),
  }),
);

builder.mutationField('refreshToken', (t) =>
  t.field({
    type: AuthTokenRef,
    description:
      '갱신 토큰을 새 accessToken·refreshToken 으로 바꿉니다. 제시한 refreshToken 은 더 이상 쓸 수 없고, ' +
      '이미 쓴 토큰을 다시 보내면 그 로그인 전체가 끝납니다. 실패하면 FORBIDDEN 입니다.',
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refreshToken(ctx, args),
  }),
);

builder.mutationField('signOut', (t) =>
  t.boolean({
    description:
      '로그아웃: refreshToken 이 속한 로그인을 끝냅니다(모든 탭). 토큰이 없거나 알 수 없어도 true 입니다.',
    args: { refreshToken: t.arg.string() },
    resolve: (_root, args, ctx) => signOut(ctx, args),
  }),
);
