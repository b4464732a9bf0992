import { builder } from '../../builder';
import { PagingInputRef, defineConnection } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import { listAuditLogs, type AuditLogView } from './audit.service';

const AuditLogRef = builder.objectRef<AuditLogView>('AuditLog').implement({
  description: '감사 기록 한 줄 (추가만 가능, 수정·삭제 불가)',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actorUserId: t.id({ nullable: true, resolve: (row) => row.actorUserId }),
    actorRole: t.exposeString('actorRole', { nullable: true }),
    action: t.exposeString('action', { description: '예: points.spent, announcement.cancelled' }),
    targetType: t.exposeString('targetType'),
    targetId: t.id({ nullable: true, resolve: (row) => row.targetId }),
    detail: t.expose('detail', { type: 'JSON' }),
    requestId: t.exposeString('requestId', { nullable: true }),
    clientIp: t.exposeString('clientIp', { nullable: true }),
  }),
});

const AuditLogConnectionRef = defineConnection('AuditLog', AuditLogRef);

builder.queryField('auditLogs', (t) =>
  t.field({
    ...authRule.admin,
    type: AuditLogConnectionRef,
    description: '감사 기록 (최근 순, 관리자만)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => listAuditLogs(ctx, args.paging ?? {}),
  }),
);
