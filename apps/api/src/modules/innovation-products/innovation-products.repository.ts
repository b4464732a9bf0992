import {
  innovationProductImages,
  innovationProductLinkClicks,
  innovationProducts,
  profiles,
} from '@gongsa/db';
import type { InnovationProductCategory, InnovationProductReviewState } from '@gongsa/domain';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';

export const INNOVATION_PRODUCT_COLUMNS = {
  id: innovationProducts.id,
  userId: innovationProducts.userId,
  profileId: innovationProducts.profileId,
  category: innovationProducts.category,
  name: innovationProducts.name,
  designationNumber: innovationProducts.designationNumber,
  designationStartDate: innovationProducts.designationStartDate,
  designationEndDate: innovationProducts.designationEndDate,
  summary: innovationProducts.summary,
  description: innovationProducts.description,
  price: innovationProducts.price,
  purchaseUrl: innovationProducts.purchaseUrl,
  mainImageFileId: innovationProducts.mainImageFileId,
  companyName: innovationProducts.companyName,
  viewCount: innovationProducts.viewCount,
  linkClickCount: innovationProducts.linkClickCount,
  reviewState: innovationProducts.reviewState,
  rejectReason: innovationProducts.rejectReason,
  isActive: innovationProducts.isActive,
  createdAt: innovationProducts.createdAt,
};

export type InnovationProductRow = {
  id: number;
  userId: number;
  profileId: number | null;
  category: InnovationProductCategory;
  name: string;
  designationNumber: string;
  designationStartDate: string;
  designationEndDate: string;
  summary: string | null;
  description: string | null;
  price: number | null;
  purchaseUrl: string | null;
  mainImageFileId: number | null;
  companyName: string | null;
  viewCount: number;
  linkClickCount: number;
  reviewState: InnovationProductReviewState;
  rejectReason: string | null;
  isActive: boolean;
  createdAt: Date;
};

/** What createInnovationProduct and updateInnovationProduct write (the photos are a table apart). */
export type InnovationProductValues = {
  category: InnovationProductCategory;
  name: string;
  designationNumber: string;
  designationStartDate: string;
  designationEndDate: string;
  price: number | null;
  summary: string;
  description: string | null;
  purchaseUrl: string;
  mainImageFileId: number | null;
  companyName: string | null;
};

export type InnovationProductSortKey = 'NEW' | 'POPULAR';

export type InnovationProductListFilter = {
  category?: InnovationProductCategory;
  /** Words matched against the name, the summary and the company name. */
  search?: string;
  /** Korean calendar day: only products whose designation period contains it. */
  today: string;
};

/** A product is shown while its company is (a company that left takes its products along). */
const OF_LIVE_COMPANY = sql`exists (select 1 from ${profiles}
  where ${profiles.id} = ${innovationProducts.profileId} and ${profiles.deletedAt} is null)`;

/** Listed: approved, not hidden, not deleted, of a live company, within its period today. */
function isListed(today: string): SQL {
  return and(
    eq(innovationProducts.reviewState, 'APPROVED'),
    eq(innovationProducts.isActive, true),
    isNull(innovationProducts.deletedAt),
    sql`${innovationProducts.designationStartDate} <= ${today}::date`,
    sql`${innovationProducts.designationEndDate} >= ${today}::date`,
    OF_LIVE_COMPANY,
  )!;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function toListConditions(filter: InnovationProductListFilter): SQL {
  const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    isListed(filter.today),
    filter.category === undefined ? undefined : eq(innovationProducts.category, filter.category),
    pattern === null
      ? undefined
      : or(
          ilike(innovationProducts.name, pattern),
          ilike(innovationProducts.summary, pattern),
          ilike(innovationProducts.companyName, pattern),
        ),
  )!;
}

export const INNOVATION_PRODUCT_KEYSETS: Record<InnovationProductSortKey, KeysetOrder> = {
  NEW: {
    sort: { column: innovationProducts.createdAt, type: 'date', key: 'NEW' },
    id: innovationProducts.id,
    order: 'desc',
  },
  POPULAR: {
    sort: { column: innovationProducts.linkClickCount, type: 'number', key: 'POPULAR' },
    id: innovationProducts.id,
    order: 'desc',
  },
};

/** A page of products matching `where`, in the keyset's order, and how many match. */
function selectProductPage(
  db: Database,
  where: SQL,
  keysetOrder: KeysetOrder,
  request: PageRequest,
): Promise<{ rows: InnovationProductRow[]; totalCount: number }> {
  return findKeysetPage(
    keysetOrder,
    request,
    (keyset) =>
      db
        .select(INNOVATION_PRODUCT_COLUMNS)
        .from(innovationProducts)
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: sql<number>`count(*)::int` })
        .from(innovationProducts)
        .where(where),
  );
}

/** A page of listed products in the sort's order (served by the two partial indexes). */
export function selectListedProductPage(
  db: Database,
  filter: InnovationProductListFilter,
  sort: InnovationProductSortKey,
  request: PageRequest,
): Promise<{ rows: InnovationProductRow[]; totalCount: number }> {
  return selectProductPage(db, toListConditions(filter), INNOVATION_PRODUCT_KEYSETS[sort], request);
}

/** The owner's products (any state, hidden too), newest first. */
export function selectOwnProductPage(
  db: Database,
  userId: number,
  request: PageRequest,
): Promise<{ rows: InnovationProductRow[]; totalCount: number }> {
  const where = and(eq(innovationProducts.userId, userId), isNull(innovationProducts.deletedAt))!;
  return selectProductPage(db, where, INNOVATION_PRODUCT_KEYSETS.NEW, request);
}

/** The newest listed products (the home page's strip). */
export async function selectNewestListedProducts(
  db: Database,
  today: string,
  limit: number,
): Promise<InnovationProductRow[]> {
  const keyset = INNOVATION_PRODUCT_KEYSETS.NEW;
  return db
    .select(INNOVATION_PRODUCT_COLUMNS)
    .from(innovationProducts)
    .where(isListed(today))
    .orderBy(sql`${innovationProducts.createdAt} desc`, sql`${keyset.id} desc`)
    .limit(limit);
}

/** A live (not deleted) product of a live company, whatever its state. */
export async function findLiveProduct(
  db: Database,
  id: number,
): Promise<InnovationProductRow | null> {
  const [row] = await db
    .select(INNOVATION_PRODUCT_COLUMNS)
    .from(innovationProducts)
    .where(
      and(eq(innovationProducts.id, id), isNull(innovationProducts.deletedAt), OF_LIVE_COMPANY),
    );
  return row ?? null;
}

/** The live product under its row lock, for a change. */
export async function findLiveProductForUpdate(
  tx: Database,
  id: number,
): Promise<InnovationProductRow | null> {
  const [row] = await tx
    .select(INNOVATION_PRODUCT_COLUMNS)
    .from(innovationProducts)
    .where(and(eq(innovationProducts.id, id), isNull(innovationProducts.deletedAt)))
    .for('update');
  return row ?? null;
}

/** Whether the product is listed today (the click counter counts only those). */
export async function isProductListed(db: Database, id: number, today: string): Promise<boolean> {
  const [row] = await db
    .select({ id: innovationProducts.id })
    .from(innovationProducts)
    .where(and(eq(innovationProducts.id, id), isListed(today)));
  return row !== undefined;
}

export async function insertProduct(
  tx: Database,
  owner: { userId: number; profileId: number },
  values: InnovationProductValues,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(innovationProducts)
    .values({ ...owner, ...values, createdAt: now, updatedAt: now })
    .returning({ id: innovationProducts.id });
  return row!.id;
}

/**
 * The owner's edit: the whole product, and back to PENDING (an operator reviews what the mall
 * will show; an approved product leaves the list until approved again).
 */
export async function updateProductRow(
  tx: Database,
  id: number,
  values: InnovationProductValues,
  now: Date,
): Promise<void> {
  await tx
    .update(innovationProducts)
    .set({
      ...values,
      reviewState: 'PENDING',
      rejectReason: null,
      reviewedAt: null,
      updatedAt: now,
    })
    .where(eq(innovationProducts.id, id));
}

export async function setProductActive(
  tx: Database,
  id: number,
  isActive: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(innovationProducts)
    .set({ isActive, updatedAt: now })
    .where(eq(innovationProducts.id, id));
}

/** An operator's decision; the row's state and reason change together. */
export async function setProductReview(
  tx: Database,
  id: number,
  review: { state: 'APPROVED' | 'REJECTED'; reason: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(innovationProducts)
    .set({
      reviewState: review.state,
      rejectReason: review.reason,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(eq(innovationProducts.id, id));
}

/** Replaces the ordered photos of a product (the form saves them whole). */
export async function replaceProductImages(
  tx: Database,
  productId: number,
  fileIds: readonly number[],
): Promise<void> {
  await tx
    .delete(innovationProductImages)
    .where(eq(innovationProductImages.innovationProductId, productId));
  if (fileIds.length > 0) {
    await tx
      .insert(innovationProductImages)
      .values(
        fileIds.map((fileId, priority) => ({ innovationProductId: productId, fileId, priority })),
      );
  }
}

/** The photos of each product, in their order. */
export async function selectProductImageFileIds(
  db: Database,
  productIds: readonly number[],
): Promise<Array<{ productId: number; fileId: number }>> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: innovationProductImages.innovationProductId,
      fileId: innovationProductImages.fileId,
    })
    .from(innovationProductImages)
    .where(
      and(
        inArray(innovationProductImages.innovationProductId, [...productIds]),
        isNull(innovationProductImages.deletedAt),
      ),
    )
    .orderBy(
      asc(innovationProductImages.innovationProductId),
      asc(innovationProductImages.priority),
      asc(innovationProductImages.id),
    );
}

/** One more view, in one statement (no read-modify-write to race). */
export async function incrementProductViewCount(db: Database, id: number): Promise<number | null> {
  const [row] = await db
    .update(innovationProducts)
    .set({ viewCount: sql`${innovationProducts.viewCount} + 1` })
    .where(eq(innovationProducts.id, id))
    .returning({ viewCount: innovationProducts.viewCount });
  return row?.viewCount ?? null;
}

/**
 * The day's click of this visitor, once: true when this call inserted it. A parallel call with
 * the same key waits on the unique index until the first commits, then inserts nothing.
 */
export async function insertLinkClickOnce(
  tx: Database,
  click: { productId: number; visitorKey: string; clickDate: string; userId: number | null },
): Promise<boolean> {
  const rows = await tx
    .insert(innovationProductLinkClicks)
    .values({
      innovationProductId: click.productId,
      visitorKey: click.visitorKey,
      clickDate: click.clickDate,
      userId: click.userId,
    })
    .onConflictDoNothing()
    .returning({ id: innovationProductLinkClicks.id });
  return rows.length > 0;
}

export async function incrementProductLinkClickCount(tx: Database, id: number): Promise<number> {
  const [row] = await tx
    .update(innovationProducts)
    .set({ linkClickCount: sql`${innovationProducts.linkClickCount} + 1` })
    .where(eq(innovationProducts.id, id))
    .returning({ linkClickCount: innovationProducts.linkClickCount });
  return row!.linkClickCount;
}

export async function readProductLinkClickCount(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ linkClickCount: innovationProducts.linkClickCount })
    .from(innovationProducts)
    .where(eq(innovationProducts.id, id));
  return row?.linkClickCount ?? 0;
}
