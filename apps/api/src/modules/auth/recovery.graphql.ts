import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { SocialTypeRef } from '../users/users.graphql';
import {
  changePasswordFromPhoneAuth,
  validateFindEmailPhoneAuth,
  type FindEmailResult,
} from './recovery.service';

const FindEmailResultRef = builder.objectRef<FindEmailResult>('FindEmailResult').implement({
  description: '이메일 찾기 결과',
  fields: (t) => ({
    loginId: t.exposeString('loginId', {
      nullable: true,
      description:
        '가려진 로그인 이메일: 아이디 앞 2글자만 보이고 나머지는 * (예: co*****@gongsa.test). ' +
        '소셜 로그인만 쓰는 계정은 null',
    }),
    socialTypes: t.field({
      type: [SocialTypeRef],
      description: '이 계정으로 로그인할 수 있는 방법 (EMAIL, KAKAO, NAVER)',
      resolve: (result) => result.socialTypes,
    }),
  }),
});

builder.mutationFields((t) => ({
  validateFindEmailPhoneAuth: t.field({
    ...authRule.public,
    type: FindEmailResultRef,
    description:
      '이메일 찾기: 이름과 인증한 휴대폰 번호가 같은 계정의 로그인 이메일을 가려서 돌려줍니다. ' +
      '여러 계정이면 가장 최근에 가입한 계정입니다. requestId 는 계정을 찾았을 때 쓰입니다. ' +
      '일치하는 계정이 없으면 NOT_FOUND 입니다.',
    args: {
      name: t.arg.string({ required: true }),
      phoneNumber: t.arg.string({ required: true }),
      requestId: t.arg.string({ required: true, description: 'validateAuthNumber 의 결과' }),
    },
    resolve: (_root, args, ctx) => validateFindEmailPhoneAuth(ctx, args),
  }),
  changePasswordFromPhoneAuth: t.boolean({
    ...authRule.public,
    description:
      '비밀번호 재설정: 이메일과 인증한 휴대폰 번호가 같은 계정의 비밀번호를 바꾸고, ' +
      '그 계정의 모든 로그인(refreshToken)을 끝냅니다. 일치하는 계정이 없으면 NOT_FOUND, ' +
      '비밀번호 규칙에 맞지 않으면 BAD_USER_INPUT 이며 아무것도 바뀌지 않습니다.',
    args: {
      email: t.arg.string({ required: true }),
      phoneNumber: t.arg.string({ required: true }),
      requestId: t.arg.string({ required: true, description: 'validateAuthNumber 의 결과' }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => changePasswordFromPhoneAuth(ctx, args),
  }),
}));
