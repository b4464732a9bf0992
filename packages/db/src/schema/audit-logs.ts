import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idRef } from './columns';
import { userRoleEnum } from './enums';

/**
 * Append-only record of privileged writes (money moving, admin actions, an account leaving, a
 * request's winner chosen or cancelled). No `updated_at`/`deleted_at`: a trigger in the migration
 * refuses UPDATE and DELETE, so a row, once written, is what happened.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who did it; null for the system (jobs, development helpers without a signed-in user). */
    actorUserId: idRef('actor_user_id'),
    actorRole: userRoleEnum('actor_role'),
    /** A stable dotted name, e.g. `points.spent`, `announcement.cancelled`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    requestId: text('request_id'),
    clientIp: text('client_ip'),
  },
  (t) => [
    index('audit_logs_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
    index('audit_logs_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);
