import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { AuthTokenRef, SignUpProfileInput } from '../auth/auth.graphql';
import { linkSocial, signInSocial, signUpSocial, type SocialSignInResult } from './social.service';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from './social-provider-client';

const SocialSignInResultRef = builder
  .objectRef<SocialSignInResult>('SocialSignInResult')
  .implement({
    description:
      '카카오·네이버 로그인 결과. 가입된 계정이면 token 이 있고, 아니면 가입 단계로 이어집니다.',
    fields: (t) => ({
      isRegistered: t.exposeBoolean('isRegistered', {
        description: '이 소셜 계정으로 가입한(또는 연결한) 회원이 있는지',
      }),
      token: t.field({
        type: AuthTokenRef,
        nullable: true,
        description: '가입된 계정일 때만 있습니다.',
        resolve: (result) => result.token,
      }),
      email: t.exposeString('email', { nullable: true, description: '제공자가 알려 준 이메일' }),
      name: t.exposeString('name', { nullable: true, description: '제공자가 알려 준 이름' }),
      hasEmailAccount: t.exposeBoolean('hasEmailAccount', {
        description:
          '가입되지 않았고, 제공자의 이메일로 가입한 이메일 계정이 있을 때 true: 그 계정으로 로그인한 뒤 연결할 수 있습니다.',
      }),
    }),
  });

const SocialSignUpInput = builder.inputType('SocialSignUpInput', {
  description:
    '카카오·네이버 회원가입 정보. 로그인은 소셜 계정으로 하므로 이메일·비밀번호가 없습니다.',
  fields: (t) => ({
    name: t.string({ required: true }),
    nickname: t.string({ required: true }),
    phoneNumber: t.string({ required: true, description: 'validateAuthNumber 로 인증한 번호' }),
    profile: t.field({ type: SignUpProfileInput, required: true }),
  }),
});

const PROVIDER_FIELD_NAMES: Record<SocialProvider, string> = { KAKAO: 'Kakao', NAVER: 'Naver' };

for (const provider of ['KAKAO', 'NAVER'] as const) {
  const suffix = PROVIDER_FIELD_NAMES[provider];
  const name = SOCIAL_PROVIDER_NAMES[provider];

  builder.mutationField(`signIn${suffix}`, (t) =>
    t.field({
      ...authRule.public,
      type: SocialSignInResultRef,
      description: `${name} 로그인. accessToken 은 ${name}에서 받은 사용자 토큰이며, ${name}에 확인합니다(만료되면 BAD_USER_INPUT).`,
      args: { accessToken: t.arg.string({ required: true }) },
      resolve: (_root, args, ctx) => signInSocial(ctx, provider, args),
    }),
  );

  builder.mutationField(`signUp${suffix}`, (t) =>
    t.field({
      ...authRule.public,
      type: AuthTokenRef,
      description:
        `${name} 회원가입. 비밀번호 없이 회원·프로필·포인트 지갑을 만들고 ${name} 계정을 연결한 뒤 로그인합니다. ` +
        '이메일은 제공자의 이메일을 다른 회원이 쓰지 않을 때만 저장합니다. 이미 가입된 소셜 계정이면 CONFLICT 입니다.',
      args: {
        accessToken: t.arg.string({ required: true }),
        data: t.arg({ type: SocialSignUpInput, required: true }),
        requestId: t.arg.string({ required: true }),
        isMarketingNoti: t.arg.boolean({ description: '마케팅 수신 동의' }),
        isAllowGeolocation: t.arg.boolean({ description: '위치정보 이용 동의' }),
        isAllowThirdParty: t.arg.boolean({ description: '제3자 제공 동의' }),
      },
      resolve: (_root, args, ctx) => signUpSocial(ctx, provider, args),
    }),
  );

  builder.mutationField(`link${suffix}`, (t) =>
    t.boolean({
      ...authRule.ownerOf('account'),
      description:
        `로그인한 회원 계정에 ${name} 계정을 연결합니다. userId 는 본인이어야 하며(아니면 FORBIDDEN), ` +
        `${name} 계정이 다른 회원에 연결되어 있으면 CONFLICT 입니다.`,
      args: {
        accessToken: t.arg.string({ required: true }),
        userId: t.arg.id({ required: true }),
      },
      resolve: (_root, args, ctx) => linkSocial(ctx, provider, args),
    }),
  );
}
