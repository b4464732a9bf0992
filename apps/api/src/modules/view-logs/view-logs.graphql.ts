import { builder } from '../../builder';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { ProfileRef } from '../profiles/profiles.graphql';
import {
  deleteMyViewLog,
  findMyViewEnterprises,
  type EnterpriseViewLogView,
} from './view-logs.service';

const EnterpriseViewLogRef = builder
  .objectRef<EnterpriseViewLogView>('EnterpriseViewLog')
  .implement({
    description: '최근 본 기업',
    fields: (t) => ({
      id: t.exposeID('id'),
      viewedAt: t.expose('viewedAt', { type: 'DateTime' }),
      profile: t.field({ type: ProfileRef, resolve: (log) => log.profile }),
    }),
  });

const EnterpriseViewLogConnectionRef = defineConnection('EnterpriseViewLog', EnterpriseViewLogRef);

builder.queryField('myViewEnterprises', (t) =>
  t.field({
    type: EnterpriseViewLogConnectionRef,
    description: '최근 본 기업 (최근 순, 로그인 필요)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyViewEnterprises(ctx, args.paging ?? {}),
  }),
);

builder.mutationField('deleteEnterpriseViewLog', (t) =>
  t.id({
    description: '최근 본 기업 기록 삭제 (본인 기록만). 반환: 삭제한 기록 id',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteMyViewLog(ctx, String(args.id)),
  }),
);
