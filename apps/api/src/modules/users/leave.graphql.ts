import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { canLeaveUser, leavingUser, type CanLeaveResult } from './leave.service';

const CanLeaveResultRef = builder.objectRef<CanLeaveResult>('CanLeaveResult').implement({
  description: '회원 탈퇴 가능 여부',
  fields: (t) => ({
    canLeave: t.exposeBoolean('canLeave'),
    reasons: t.exposeStringList('reasons', {
      description: '탈퇴할 수 없는 이유 (진행 중인 공고, 선정을 기다리는 지원, 처리 중인 환불 등)',
    }),
  }),
});

builder.queryField('canLeaveUser', (t) =>
  t.field({
    ...authRule.member,
    type: CanLeaveResultRef,
    description:
      '로그인한 회원이 지금 탈퇴할 수 있는지와 그 이유. 확인에 실패하면 "알 수 없는 오류가 발생했습니다." 입니다.',
    resolve: (_root, _args, ctx) => canLeaveUser(ctx),
  }),
);

builder.mutationField('leavingUser', (t) =>
  t.boolean({
    ...authRule.member,
    description:
      '회원 탈퇴: 개인정보를 지우고 모든 로그인을 끝내며 프로필을 숨깁니다. 이메일은 다시 가입에 쓸 수 있습니다. ' +
      '탈퇴할 수 없으면 BAD_USER_INPUT(extensions.reasons) 이고 아무것도 바뀌지 않습니다.',
    resolve: (_root, _args, ctx) => leavingUser(ctx),
  }),
);
