import { advertisementImages, advertisements, banners, eventActions } from '@gongsa/db';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';

export type BannerRow = {
  id: number;
  title: string;
  location: string;
  state: string;
  startDate: string | null;
  endDate: string | null;
  url: string | null;
  imageFileId: number | null;
  mobileImageFileId: number | null;
};

export type AdvertisementRow = {
  id: number;
  title: string;
  price: number | null;
  summary: string | null;
  description: string | null;
  purchaseUrl: string | null;
  mainImageFileId: number | null;
  companyName: string | null;
  contactName: string | null;
  contactPhone: string | null;
  tags: string[];
  startDate: string | null;
  endDate: string | null;
};

/** A period of date columns (either end open) that contains `today` (YYYY-MM-DD, Asia/Seoul). */
function isInPeriod(
  start: typeof banners.startDate | typeof advertisements.startDate,
  end: typeof banners.endDate | typeof advertisements.endDate,
  today: string,
): SQL {
  return and(or(isNull(start), lte(start, today)), or(isNull(end), gte(end, today))) as SQL;
}

/**
 * Banners of one slot that show today: live, ACTIVE, in their period. Higher priority first,
 * then the one registered first (id), so the order never changes between two requests.
 */
export function selectListedBanners(
  db: Database,
  location: string,
  today: string,
  limit: number,
): Promise<BannerRow[]> {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      location: banners.location,
      state: banners.state,
      startDate: banners.startDate,
      endDate: banners.endDate,
      url: banners.url,
      imageFileId: banners.imageFileId,
      mobileImageFileId: banners.mobileImageFileId,
    })
    .from(banners)
    .where(
      and(
        eq(banners.location, location),
        eq(banners.state, 'ACTIVE'),
        isNull(banners.deletedAt),
        isInPeriod(banners.startDate, banners.endDate, today),
      ),
    )
    .orderBy(desc(banners.priority), asc(banners.id))
    .limit(limit);
}

/**
 * Advertisements that show today: live, approved, active, in their period. The campaign that
 * started last first (an open start counts as the oldest), then the newest row: a stable order.
 */
export function selectListedAdvertisements(
  db: Database,
  today: string,
  limit: number,
): Promise<AdvertisementRow[]> {
  return db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      price: advertisements.price,
      summary: advertisements.summary,
      description: advertisements.description,
      purchaseUrl: advertisements.purchaseUrl,
      mainImageFileId: advertisements.mainImageFileId,
      companyName: advertisements.companyName,
      contactName: advertisements.contactName,
      contactPhone: advertisements.contactPhone,
      tags: advertisements.tags,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
    })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.isApproved, true),
        eq(advertisements.isActive, true),
        isNull(advertisements.deletedAt),
        isInPeriod(advertisements.startDate, advertisements.endDate, today),
      ),
    )
    .orderBy(sql`${advertisements.startDate} desc nulls last`, desc(advertisements.id))
    .limit(limit);
}

export async function selectAdvertisementImageFileIds(
  db: Database,
  advertisementIds: readonly number[],
): Promise<Array<{ advertisementId: number; fileId: number }>> {
  if (advertisementIds.length === 0) return [];
  return db
    .select({
      advertisementId: advertisementImages.advertisementId,
      fileId: advertisementImages.fileId,
    })
    .from(advertisementImages)
    .where(
      and(
        inArray(advertisementImages.advertisementId, [...advertisementIds]),
        isNull(advertisementImages.deletedAt),
      ),
    )
    .orderBy(
      asc(advertisementImages.advertisementId),
      asc(advertisementImages.priority),
      asc(advertisementImages.id),
    );
}

export async function insertEventAction(
  db: Database,
  values: { slug: string; actionType: string; userId: number | null; visitorId: string | null },
): Promise<void> {
  await db.insert(eventActions).values(values);
}

/** Views and clicks to add to one row. */
export type CounterIncrement = { id: number; views: number; clicks: number };

/**
 * Adds a flush's increments with one UPDATE: `counter = counter + n` from a VALUES list, so two
 * API processes flushing at once both land (each row's update queues on its row lock) and rows
 * deleted meanwhile are skipped.
 */
async function addCounts(
  db: Database,
  table: typeof advertisements | typeof banners,
  clickColumn: 'link_click_count' | 'click_count',
  increments: readonly CounterIncrement[],
): Promise<void> {
  if (increments.length === 0) return;
  const clicks = sql.identifier(clickColumn);
  await db.execute(sql`
    update ${table} as t
    set view_count = t.view_count + v.views, ${clicks} = t.${clicks} + v.clicks
    from (values ${toValues(increments)}) as v(id, views, clicks)
    where t.id = v.id`);
}

export function addAdvertisementCounts(
  db: Database,
  increments: readonly CounterIncrement[],
): Promise<void> {
  return addCounts(db, advertisements, 'link_click_count', increments);
}

export function addBannerCounts(
  db: Database,
  increments: readonly CounterIncrement[],
): Promise<void> {
  return addCounts(db, banners, 'click_count', increments);
}

function toValues(increments: readonly CounterIncrement[]): SQL {
  return sql.join(
    increments.map(
      (row) => sql`(${row.id}::bigint, ${row.views}::integer, ${row.clicks}::integer)`,
    ),
    sql`, `,
  );
}

/** Live banners of a slot with one of these titles (the demo seed's idempotency). */
export async function selectLiveBannerTitles(
  db: Database,
  location: string,
  titles: readonly string[],
): Promise<Set<string>> {
  if (titles.length === 0) return new Set();
  const rows = await db
    .select({ title: banners.title })
    .from(banners)
    .where(
      and(
        eq(banners.location, location),
        inArray(banners.title, [...titles]),
        isNull(banners.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.title));
}

export async function insertBanner(
  db: Database,
  values: typeof banners.$inferInsert,
): Promise<void> {
  await db.insert(banners).values(values);
}

export async function selectLiveAdvertisementTitles(
  db: Database,
  titles: readonly string[],
): Promise<Set<string>> {
  if (titles.length === 0) return new Set();
  const rows = await db
    .select({ title: advertisements.title })
    .from(advertisements)
    .where(and(inArray(advertisements.title, [...titles]), isNull(advertisements.deletedAt)));
  return new Set(rows.map((row) => row.title));
}

/** An advertisement with its photos in order (the first is also the main image). */
export async function insertAdvertisement(
  db: Database,
  values: typeof advertisements.$inferInsert,
  imageFileIds: readonly number[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(advertisements)
      .values(values)
      .returning({ id: advertisements.id });
    const id = row!.id;
    if (imageFileIds.length > 0) {
      await tx
        .insert(advertisementImages)
        .values(
          imageFileIds.map((fileId, priority) => ({ advertisementId: id, fileId, priority })),
        );
    }
    return id;
  });
}

/**
 * Deletes up to `limit` recorded actions made before `before` (they carry a visitor id and a
 * member: kept as long as visit logs, ADR 0035); the visitors' daily cleanup calls it.
 */
export async function deleteEventActionsBefore(
  db: Database,
  input: { before: Date; limit: number },
): Promise<number> {
  const old = db
    .select({ id: eventActions.id })
    .from(eventActions)
    .where(lt(eventActions.createdAt, input.before))
    .limit(input.limit);
  const deleted = await db
    .delete(eventActions)
    .where(inArray(eventActions.id, old))
    .returning({ id: eventActions.id });
  return deleted.length;
}
