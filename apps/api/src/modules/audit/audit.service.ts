import type { Database } from '../../app/database';
import type { Context, Viewer } from '../../context';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { requireAdmin } from '../../platform/authz/require';
import { findAuditLogPage, insertAuditLog, type AuditLogRow } from './audit.repository';

/** Stable names of audited actions: `<resource>.<what happened>`. */
export type AuditAction =
  | 'points.granted'
  | 'points.spent'
  | 'points.refundRequested'
  | 'points.refundAdvanced'
  | 'order.paid'
  | 'order.reconciled'
  | 'paymentMethod.registered'
  | 'paymentMethod.deleted'
  | 'subscription.requested'
  | 'subscription.charged'
  | 'subscription.declined'
  | 'subscription.canceled'
  | 'subscription.abandoned'
  | 'subscription.chargeUnresolved'
  | 'subscription.ended'
  | 'account.left'
  | 'announcement.cancelled'
  | 'announcement.deleted'
  | 'announcement.completed'
  | 'announcement.completionConfirmed'
  | 'apply.selected';

export type AuditEntry = {
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  detail?: Record<string, unknown>;
};

/** Who acted and from where; a job or a development helper acts without a viewer. */
export type AuditActor = Partial<Pick<Context, 'viewer' | 'requestId' | 'clientIp'>>;

/**
 * Records a privileged write in the caller's transaction, so the log line exists exactly when the
 * change does. Every money movement, admin action, account removal and lifecycle decision that
 * others depend on calls this.
 */
export async function recordAudit(
  tx: Database,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  const viewer: Viewer | undefined = actor.viewer;
  await insertAuditLog(tx, {
    actorUserId: viewer?.isAuthenticated ? viewer.userId : null,
    actorRole: viewer?.isAuthenticated ? viewer.role : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    requestId: actor.requestId ?? null,
    clientIp: actor.clientIp ?? null,
  });
}

export type AuditLogView = AuditLogRow;

/** The log for operators, newest first. ADMIN only, here as well as at the GraphQL edge. */
export async function listAuditLogs(
  ctx: Pick<Context, 'db' | 'viewer'>,
  paging: ConnectionArgs,
): Promise<Connection<AuditLogView>> {
  requireAdmin(ctx.viewer);
  const request = toPageRequest(paging);
  const { rows, totalCount } = await findAuditLogPage(ctx.db, request);
  return toConnection(rows, request, totalCount, (row) => ({ sortValue: null, id: row.id }));
}
