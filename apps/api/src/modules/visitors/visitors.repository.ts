import { announcements, users, visitorLogs, visitorMetas } from '@gongsa/db';
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';

export type Utm = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export type VisitorMetaValues = Utm & { visitorId: string; firstLandingUrl: string };

/**
 * The first createVisitorMeta of a visitor wins: a later one changes nothing. A row that a link
 * created first (no landing page yet) takes the first meta that follows.
 */
export async function upsertVisitorMeta(db: Database, values: VisitorMetaValues): Promise<void> {
  await db
    .insert(visitorMetas)
    .values(values)
    .onConflictDoUpdate({
      target: visitorMetas.visitorId,
      set: {
        utmSource: values.utmSource,
        utmMedium: values.utmMedium,
        utmCampaign: values.utmCampaign,
        firstLandingUrl: values.firstLandingUrl,
      },
      setWhere: isNull(visitorMetas.firstLandingUrl),
    });
}

export type VisitorLogValues = Utm & {
  visitorId: string;
  refererUrl: string | null;
  userAgent: string | null;
  userId: number | null;
};

export async function insertVisitorLog(db: Database, values: VisitorLogValues): Promise<void> {
  await db.insert(visitorLogs).values(values);
}

/**
 * Links the visitor to the user unless it is linked already (the first link stays), creating the
 * meta row when the link comes before it. Returns the user the visitor is linked to now.
 */
export async function linkVisitorMeta(
  db: Database,
  input: { visitorId: string; userId: number; now: Date },
): Promise<number | null> {
  const [linked] = await db
    .insert(visitorMetas)
    .values({ visitorId: input.visitorId, userId: input.userId, linkedAt: input.now })
    .onConflictDoUpdate({
      target: visitorMetas.visitorId,
      set: { userId: input.userId, linkedAt: input.now },
      setWhere: isNull(visitorMetas.userId),
    })
    .returning({ userId: visitorMetas.userId });
  if (linked) return linked.userId;
  const [existing] = await db
    .select({ userId: visitorMetas.userId })
    .from(visitorMetas)
    .where(eq(visitorMetas.visitorId, input.visitorId));
  return existing?.userId ?? null;
}

export type CampaignCountRow = Utm & { count: number };
type Range = { from: Date; to: Date };

/** Each user's first-visit meta (the earliest linked to them): one campaign per user. */
function firstMetaOfUsers(db: Database) {
  return db
    .selectDistinctOn([visitorMetas.userId], {
      userId: visitorMetas.userId,
      utmSource: visitorMetas.utmSource,
      utmMedium: visitorMetas.utmMedium,
      utmCampaign: visitorMetas.utmCampaign,
    })
    .from(visitorMetas)
    .where(isNotNull(visitorMetas.userId))
    .orderBy(visitorMetas.userId, asc(visitorMetas.createdAt), asc(visitorMetas.id))
    .as('first_meta');
}

/**
 * Rows of `table` whose `at` falls in the range, counted by the campaign of the first visit of the
 * account `userId` names (null utm values: no linked visit).
 */
async function countByFirstCampaign(
  db: Database,
  source: { table: typeof users | typeof announcements; userId: PgColumn; at: PgColumn },
  range: Range,
  extraCondition?: SQL,
): Promise<CampaignCountRow[]> {
  const firstMeta = firstMetaOfUsers(db);
  return db
    .select({
      utmSource: firstMeta.utmSource,
      utmMedium: firstMeta.utmMedium,
      utmCampaign: firstMeta.utmCampaign,
      count: count(),
    })
    .from(source.table)
    .leftJoin(firstMeta, eq(firstMeta.userId, source.userId))
    .where(and(gte(source.at, range.from), lt(source.at, range.to), extraCondition))
    .groupBy(firstMeta.utmSource, firstMeta.utmMedium, firstMeta.utmCampaign);
}

/** Accounts that joined in the range (operators excepted), by their first visit's campaign. */
export function countSignupsByCampaign(db: Database, range: Range): Promise<CampaignCountRow[]> {
  return countByFirstCampaign(
    db,
    { table: users, userId: users.id, at: users.joinedAt },
    range,
    ne(users.role, 'ADMIN'),
  );
}

/**
 * Requests published in the range, by their author's first visit's campaign. A request cancelled
 * or deleted later still counts: it was published.
 */
export function countPublishedRequestsByCampaign(
  db: Database,
  range: Range,
): Promise<CampaignCountRow[]> {
  return countByFirstCampaign(
    db,
    { table: announcements, userId: announcements.userId, at: announcements.createdAt },
    range,
  );
}

/** First visits (metas saved by createVisitorMeta) in the range, by campaign. */
export async function countFirstVisitsByCampaign(
  db: Database,
  range: Range,
): Promise<CampaignCountRow[]> {
  return db
    .select({
      utmSource: visitorMetas.utmSource,
      utmMedium: visitorMetas.utmMedium,
      utmCampaign: visitorMetas.utmCampaign,
      count: count(),
    })
    .from(visitorMetas)
    .where(
      and(
        isNotNull(visitorMetas.firstLandingUrl),
        gte(visitorMetas.createdAt, range.from),
        lt(visitorMetas.createdAt, range.to),
      ),
    )
    .groupBy(visitorMetas.utmSource, visitorMetas.utmMedium, visitorMetas.utmCampaign);
}

/** Deletes up to `limit` visit logs written before `before`; returns how many went. */
export async function deleteVisitorLogsBefore(
  db: Database,
  input: { before: Date; limit: number },
): Promise<number> {
  const old = db
    .select({ id: visitorLogs.id })
    .from(visitorLogs)
    .where(lt(visitorLogs.createdAt, input.before))
    .limit(input.limit);
  const deleted = await db
    .delete(visitorLogs)
    .where(inArray(visitorLogs.id, old))
    .returning({ id: visitorLogs.id });
  return deleted.length;
}

/**
 * Deletes up to `limit` first-visit metas saved before `before` that no account is linked to (a
 * linked one is the account's attribution and stays while the account does).
 */
export async function deleteUnlinkedVisitorMetasBefore(
  db: Database,
  input: { before: Date; limit: number },
): Promise<number> {
  const old = db
    .select({ id: visitorMetas.id })
    .from(visitorMetas)
    .where(and(isNull(visitorMetas.userId), lt(visitorMetas.createdAt, input.before)))
    .limit(input.limit);
  const deleted = await db
    .delete(visitorMetas)
    .where(inArray(visitorMetas.id, old))
    .returning({ id: visitorMetas.id });
  return deleted.length;
}

/** What is stored about one visitor: the first-visit meta and the visits, oldest first. */
export async function selectVisitorRecord(db: Database, visitorId: string) {
  const [meta] = await db
    .select({
      utmSource: visitorMetas.utmSource,
      utmMedium: visitorMetas.utmMedium,
      utmCampaign: visitorMetas.utmCampaign,
      firstLandingUrl: visitorMetas.firstLandingUrl,
      userId: visitorMetas.userId,
      linkedAt: visitorMetas.linkedAt,
      createdAt: visitorMetas.createdAt,
    })
    .from(visitorMetas)
    .where(eq(visitorMetas.visitorId, visitorId));
  const logs = await db
    .select({
      utmSource: visitorLogs.utmSource,
      utmMedium: visitorLogs.utmMedium,
      utmCampaign: visitorLogs.utmCampaign,
      refererUrl: visitorLogs.refererUrl,
      userAgent: visitorLogs.userAgent,
      userId: visitorLogs.userId,
      createdAt: visitorLogs.createdAt,
    })
    .from(visitorLogs)
    .where(eq(visitorLogs.visitorId, visitorId))
    .orderBy(asc(visitorLogs.id));
  return { meta: meta ?? null, logs };
}
