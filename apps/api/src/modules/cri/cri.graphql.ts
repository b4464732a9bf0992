import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { listCriGrades, type CriGradeView } from './cri.service';

export const CriRef = builder.objectRef<CriGradeView>('Cri').implement({
  description: '기업 신용등급 (priority 가 작을수록 우량)',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    priority: t.exposeInt('priority'),
  }),
});

builder.queryField('cri', (t) =>
  t.field({
    ...authRule.public,
    type: [CriRef],
    description: '신용등급 목록 (우량 등급부터)',
    resolve: (_root, _args, ctx) => listCriGrades(ctx),
  }),
);
