import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { ProfileTypeRef } from '../profiles/profiles.graphql';
import { refreshToken, signIn, signOut, type AuthToken } from './auth.service';
import { requestAuthNumber, validateAuthNumber } from './phone-auth.service';
import { signUp } from './sign-up.service';

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
    ...authRule.public,
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
    ...authRule.public,
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
    ...authRule.public,
    description:
      '로그아웃: refreshToken 이 속한 로그인을 끝냅니다(모든 탭). 토큰이 없거나 알 수 없어도 true 입니다.',
    args: { refreshToken: t.arg.string() },
    resolve: (_root, args, ctx) => signOut(ctx, args),
  }),
);

builder.mutationField('requestAuthNumber', (t) =>
  t.boolean({
    ...authRule.public,
    description:
      '휴대폰으로 6자리 인증번호를 보냅니다(3분 유효). 한 번호에 1시간 5회, 한 IP에 1시간 20회까지이며 ' +
      '넘으면 TOO_MANY_REQUESTS 입니다. 발송에 실패하면 "인증번호 전송 중 오류가 발생했습니다." 입니다.',
    args: { phoneNumber: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => requestAuthNumber(ctx, args),
  }),
);

builder.mutationField('validateAuthNumber', (t) =>
  t.string({
    ...authRule.public,
    description:
      '마지막으로 받은 인증번호를 확인하고, 맞으면 signUp 에 한 번 쓸 수 있는 requestId(30분 유효)를 돌려줍니다. ' +
      '틀릴 때마다 남은 횟수를 알려 주고, 5회 틀리면 그 인증번호는 더 쓸 수 없습니다.',
    args: {
      phoneNumber: t.arg.string({ required: true }),
      authNumber: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => validateAuthNumber(ctx, args),
  }),
);

export const SignUpProfileInput = builder.inputType('SignUpProfileInput', {
  description:
    '가입 3단계의 기본 프로필. 법인·개인 사업자는 상호명, 대표자명, 사업자등록번호가 필요합니다.',
  fields: (t) => ({
    type: t.field({ type: ProfileTypeRef, required: true }),
    companyName: t.string({ description: '상호명' }),
    ownerName: t.string({ description: '대표자명' }),
    businessNumber: t.string({ description: '사업자등록번호 10자리(하이픈 선택)' }),
  }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    name: t.string({ required: true }),
    nickname: t.string({ required: true }),
    phoneNumber: t.string({ required: true, description: 'validateAuthNumber 로 인증한 번호' }),
    profile: t.field({ type: SignUpProfileInput, required: true }),
  }),
});

builder.mutationField('signUp', (t) =>
  t.field({
    ...authRule.public,
    type: AuthTokenRef,
    description:
      '이메일 회원가입. 회원·프로필·포인트 지갑을 한 번에 만들고 바로 로그인합니다. ' +
      'requestId 는 같은 휴대폰 번호로 받은 것이어야 하며 한 번만 쓸 수 있습니다.',
    args: {
      data: t.arg({ type: SignUpInput, required: true }),
      requestId: t.arg.string({ required: true }),
      isMarketingNoti: t.arg.boolean({ description: '마케팅 수신 동의' }),
      isAllowGeolocation: t.arg.boolean({ description: '위치정보 이용 동의' }),
      isAllowThirdParty: t.arg.boolean({ description: '제3자 제공 동의' }),
    },
    resolve: (_root, args, ctx) => signUp(ctx, args),
  }),
);
