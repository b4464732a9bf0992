import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { defineProfileListQuery } from '../profiles/profile-list.graphql';
import { deleteMyViewLog, findMyViewEnterprises } from './view-logs.service';

defineProfileListQuery({
  queryName: 'myViewEnterprises',
  queryDescription: '최근 본 기업 (최근 순, 로그인 필요)',
  typeName: 'EnterpriseViewLog',
  typeDescription: '최근 본 기업',
  atField: 'viewedAt',
  resolve: findMyViewEnterprises,
});

builder.mutationField('deleteEnterpriseViewLog', (t) =>
  t.id({
    ...authRule.member,
    description: '최근 본 기업 기록 삭제 (본인 기록만). 반환: 삭제한 기록 id',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteMyViewLog(ctx, String(args.id)),
  }),
);
