import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { commonColumns, idRef, timestampTz } from './columns';
import { users } from './users';

/** First-visit attribution of an anonymous visitor (createVisitorMeta), linked after login. */
export const visitorMetas = pgTable(
  'visitor_metas',
  {
    ...commonColumns(),
    visitorId: text('visitor_id').notNull(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    firstLandingUrl: text('first_landing_url'),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestampTz('linked_at'),
  },
  (t) => [
    uniqueIndex('visitor_metas_visitor_id_unique').on(t.visitorId),
    index('visitor_metas_user_id_idx').on(t.userId),
  ],
);

/**
 * One row per visit (logVisitor). No foreign key to visitor_metas: a log may arrive before the
 * first-visit meta is saved.
 */
export const visitorLogs = pgTable(
  'visitor_logs',
  {
    ...commonColumns(),
    visitorId: text('visitor_id').notNull(),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    refererUrl: text('referer_url'),
    userAgent: text('user_agent'),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('visitor_logs_visitor_id_idx').on(t.visitorId, t.createdAt.desc()),
    index('visitor_logs_created_at_idx').on(t.createdAt),
  ],
);

/** recordEventAction(slug, actionType): a named user action for marketing funnels. */
export const eventActions = pgTable(
  'event_actions',
  {
    ...commonColumns(),
    slug: text('slug').notNull(),
    actionType: text('action_type').notNull(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
  },
  (t) => [index('event_actions_slug_action_idx').on(t.slug, t.actionType, t.createdAt)],
);
