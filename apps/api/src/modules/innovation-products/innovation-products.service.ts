import {
  canCreateInnovationProduct,
  firstZodMessage,
  INNOVATION_PRODUCT_REFUSAL,
  innovationProductInputSchema,
  isInnovationProductCategory,
  rejectReasonSchema,
  toDateInputValue,
  type InnovationProductData,
  type InnovationProductInput,
  type InnovationProductSort,
} from '@gongsa/domain';
import type { AppDependencies, Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors';
import { parseClientId } from '../../platform/ids';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { defineBatchLoader, groupBy } from '../../platform/request-scope';
import { findPublicFileOrNull, selectAttachableFiles, type FileView } from '../files';
import { requireProfileOfUser } from '../profiles';
import {
  findLiveProduct,
  findLiveProductForUpdate,
  incrementProductLinkClickCount,
  incrementProductViewCount,
  insertLinkClickOnce,
  insertProduct,
  isProductListed,
  readProductLinkClickCount,
  replaceProductImages,
  selectListedProductPage,
  selectNewestListedProducts,
  selectOwnProductPage,
  selectProductImageFileIds,
  setProductActive,
  setProductReview,
  updateProductRow,
  type InnovationProductListFilter,
  type InnovationProductRow,
  type InnovationProductValues,
} from './innovation-products.repository';

export type InnovationProductView = InnovationProductRow;

type ReadDeps = Pick<Context, 'db' | 'viewer'>;
type WriteDeps = Pick<Context, 'db' | 'viewer'>;

export const INNOVATION_PRODUCT_MESSAGES = {
  notFound: '혁신제품을 찾을 수 없습니다.',
  notOwner: '내가 등록한 혁신제품만 수정할 수 있습니다.',
  refusal: INNOVATION_PRODUCT_REFUSAL,
  unknownImage: '사진을 다시 올려 주세요.',
  notImage: '사진은 이미지 파일만 올릴 수 있습니다.',
  badFilter: '검색 조건이 올바르지 않습니다.',
  notPending: '심사 중인 혁신제품만 승인하거나 반려할 수 있습니다.',
} as const;

/** How many products the home page strip shows at most. */
export const FEATURED_PRODUCT_MAX = 4;
const SEARCH_MAX = 50;
/** A browser's visitor id (getVisitorId: a UUID), or any short opaque token of that alphabet. */

function parseProductId(value: string): number {
  return parseClientId(value, () => new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound));
}

/** Today in Korea ('YYYY-MM-DD'): the designation period and the click's day are Korean days. */
export function toSeoulDay(now: Date): string {
  return toDateInputValue(now.toISOString());
}

// --- reading -----------------------------------------------------------------------------------

const loadImageFileIds = defineBatchLoader<ReadDeps, number[]>(async (ctx, ids) => {
  const rows = await selectProductImageFileIds(ctx.db, ids);
  return new Map(
    [...groupBy(rows, (row) => row.productId)].map(([id, group]) => [
      id,
      group.map((row) => row.fileId),
    ]),
  );
}, []);

export async function findInnovationProductImages(
  ctx: Pick<AppDependencies, 'db' | 'storage' | 'env'> & ReadDeps,
  product: InnovationProductView,
): Promise<FileView[]> {
  const fileIds = await loadImageFileIds(ctx, product.id);
  const files = await Promise.all(fileIds.map((id) => findPublicFileOrNull(ctx, id)));
  return files.filter((file): file is FileView => file !== null);
}

export function isInnovationProductMine(
  ctx: Pick<Context, 'viewer'>,
  product: InnovationProductView,
): boolean {
  return findViewerUserId(ctx.viewer) === product.userId;
}

export type InnovationProductFilterInput = {
  category?: string | null;
  search?: string | null;
};

/**
 * innovationProducts(filter, sort, paging): listed products — approved, not hidden, within their
 * designation period today — newest first or by purchase-link clicks (POPULAR).
 */
export async function listInnovationProducts(
  ctx: ReadDeps,
  filter: InnovationProductFilterInput | null | undefined,
  sort: InnovationProductSort | null | undefined,
  paging: ConnectionArgs | null | undefined,
  now: Date = new Date(),
): Promise<Connection<InnovationProductView>> {
  const listFilter: InnovationProductListFilter = { today: toSeoulDay(now) };
  if (filter?.category) {
    if (!isInnovationProductCategory(filter.category)) {
      throw new BadUserInputError(INNOVATION_PRODUCT_MESSAGES.badFilter, { field: 'category' });
    }
    listFilter.category = filter.category;
  }
  const search = filter?.search?.trim().slice(0, SEARCH_MAX);
  if (search) listFilter.search = search;
  const sortKey = sort ?? 'NEW';
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectListedProductPage(ctx.db, listFilter, sortKey, request);
  const connection = toConnection(rows, request, totalCount, (row) => ({
    sortValue: sortKey === 'NEW' ? row.createdAt.toISOString() : row.linkClickCount,
    id: row.id,
    sortKey,
  }));
  await loadImageFileIds.prefetch(
    ctx,
    connection.nodes.map((node) => node.id),
  );
  return connection;
}

/** The home page's strip: the newest listed products, up to FEATURED_PRODUCT_MAX. */
export function listFeaturedInnovationProducts(
  ctx: ReadDeps,
  first: number | null | undefined,
  now: Date = new Date(),
): Promise<InnovationProductView[]> {
  const limit = Math.min(Math.max(first ?? FEATURED_PRODUCT_MAX, 1), FEATURED_PRODUCT_MAX);
  return selectNewestListedProducts(ctx.db, toSeoulDay(now), limit);
}

/** myInnovationProducts(paging): the viewer's own, in every state, newest first. */
export async function listMyInnovationProducts(
  ctx: ReadDeps,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<InnovationProductView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectOwnProductPage(ctx.db, userId, request);
  return toConnection(rows, request, totalCount, (row) => ({
    sortValue: row.createdAt.toISOString(),
    id: row.id,
    sortKey: 'NEW',
  }));
}

/**
 * innovationProduct(id): a listed product for anyone; its owner also sees it pending, refused,
 * hidden or out of its period. Anyone else is told it does not exist. A view by someone other
 * than the owner counts one more view.
 */
export async function findInnovationProduct(
  ctx: ReadDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<InnovationProductView> {
  const id = parseProductId(idInput);
  const row = await findLiveProduct(ctx.db, id);
  if (!row) throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
  if (isInnovationProductMine(ctx, row)) return row;
  if (!(await isProductListed(ctx.db, id, toSeoulDay(now)))) {
    throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
  }
  const viewCount = await incrementProductViewCount(ctx.db, id);
  return { ...row, viewCount: viewCount ?? row.viewCount };
}

/**
 * increaseInnovationProductLinkClick(id): 구매하러 가기 was followed by a member (the mall is
 * for members, SPEC §2). Counts once per member per Korean day through the unique click row and
 * the counter in one transaction, and answers the count. Only members count: a browser's own id
 * could be made up afresh for every call, and the count orders 인기순 (ADR 0036). The owner's own
 * clicks and products not listed today count nothing.
 */
export async function increaseInnovationProductLinkClick(
  ctx: ReadDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<number> {
  const id = parseProductId(idInput);
  const userId = requireUserId(ctx.viewer);
  const today = toSeoulDay(now);
  const row = await findLiveProduct(ctx.db, id);
  if (!row) throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
  if (row.userId === userId) return row.linkClickCount;
  if (!(await isProductListed(ctx.db, id, today))) {
    throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
  }
  return ctx.db.transaction(async (tx) => {
    const isFirst = await insertLinkClickOnce(tx, {
      productId: id,
      visitorKey: `user:${userId}`,
      clickDate: today,
      userId,
    });
    return isFirst ? incrementProductLinkClickCount(tx, id) : readProductLinkClickCount(tx, id);
  });
}

// --- writing -----------------------------------------------------------------------------------

function parseInput(input: InnovationProductInput): InnovationProductData {
  const result = innovationProductInputSchema.safeParse(input);
  if (!result.success) {
    const field = result.error.issues[0]?.path[0];
    throw new BadUserInputError(firstZodMessage(result.error), {
      field: typeof field === 'string' ? field : 'data',
    });
  }
  return result.data;
}

/** The member's own uploads, images only (what zod cannot see). */
async function checkImages(ctx: ReadDeps, userId: number, data: InnovationProductData) {
  const imageFileIds = data.imageIds.map(Number);
  const attachable = await selectAttachableFiles(ctx.db, userId, imageFileIds);
  const mimetypes = new Map(attachable.map((file) => [file.id, file.mimetype]));
  for (const id of imageFileIds) {
    const mimetype = mimetypes.get(id);
    if (mimetype === undefined) {
      throw new BadUserInputError(INNOVATION_PRODUCT_MESSAGES.unknownImage, { field: 'imageIds' });
    }
    if (!mimetype.startsWith('image/')) {
      throw new BadUserInputError(INNOVATION_PRODUCT_MESSAGES.notImage, { field: 'imageIds' });
    }
  }
  return imageFileIds;
}

function toValues(
  data: InnovationProductData,
  companyName: string | null,
): InnovationProductValues {
  return {
    category: data.category,
    name: data.name,
    designationNumber: data.designationNumber,
    designationStartDate: data.designationStartDate,
    designationEndDate: data.designationEndDate,
    price: data.price,
    summary: data.summary,
    description: data.description,
    purchaseUrl: data.purchaseUrl,
    mainImageFileId: data.mainImageId === null ? null : Number(data.mainImageId),
    companyName,
  };
}

async function requireSellerProfile(ctx: WriteDeps, userId: number) {
  const profile = await requireProfileOfUser(ctx, userId);
  if (!canCreateInnovationProduct(profile.type)) {
    throw new BadUserInputError(INNOVATION_PRODUCT_MESSAGES.refusal, {
      reason: 'NOT_BUSINESS_PROFILE',
    });
  }
  return profile;
}

async function requireOwnProduct(
  ctx: ReadDeps,
  userId: number,
  id: number,
): Promise<InnovationProductView> {
  const row = await findLiveProduct(ctx.db, id);
  if (!row) throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
  if (row.userId !== userId) throw new ForbiddenError(INNOVATION_PRODUCT_MESSAGES.notOwner);
  return row;
}

/**
 * createInnovationProduct(data): a business's product, saved whole with its photos in one
 * transaction; it waits for an operator's approval (PENDING) before the mall lists it.
 */
export async function createInnovationProduct(
  ctx: WriteDeps,
  input: InnovationProductInput,
  now: Date = new Date(),
): Promise<InnovationProductView> {
  const userId = requireUserId(ctx.viewer);
  const profile = await requireSellerProfile(ctx, userId);
  const data = parseInput(input);
  const imageFileIds = await checkImages(ctx, userId, data);
  const id = await ctx.db.transaction(async (tx) => {
    const productId = await insertProduct(
      tx,
      { userId, profileId: profile.id },
      toValues(data, profile.companyName),
      now,
    );
    await replaceProductImages(tx, productId, imageFileIds);
    return productId;
  });
  return requireOwnProduct(ctx, userId, id);
}

/**
 * updateInnovationProduct(id, data): the owner replaces the whole product; it goes back to
 * PENDING, since what the mall shows is what an operator approved.
 */
export async function updateInnovationProduct(
  ctx: WriteDeps,
  idInput: string,
  input: InnovationProductInput,
  now: Date = new Date(),
): Promise<InnovationProductView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseProductId(idInput);
  // Whose it is comes before what was sent: a stranger learns nothing from validation.
  await requireOwnProduct(ctx, userId, id);
  const profile = await requireSellerProfile(ctx, userId);
  const data = parseInput(input);
  const imageFileIds = await checkImages(ctx, userId, data);
  await ctx.db.transaction(async (tx) => {
    const row = await findLiveProductForUpdate(tx, id);
    if (!row) throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
    if (row.userId !== userId) throw new ForbiddenError(INNOVATION_PRODUCT_MESSAGES.notOwner);
    await updateProductRow(tx, id, toValues(data, profile.companyName), now);
    await replaceProductImages(tx, id, imageFileIds);
  });
  return requireOwnProduct(ctx, userId, id);
}

/** setInnovationProductHidden(id, isHidden): the owner takes it off the mall, or back. */
export async function setInnovationProductHidden(
  ctx: WriteDeps,
  idInput: string,
  isHidden: boolean,
  now: Date = new Date(),
): Promise<InnovationProductView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseProductId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await findLiveProductForUpdate(tx, id);
    if (!row) throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
    if (row.userId !== userId) throw new ForbiddenError(INNOVATION_PRODUCT_MESSAGES.notOwner);
    await setProductActive(tx, id, !isHidden, now);
  });
  return requireOwnProduct(ctx, userId, id);
}

// --- operators (the back office calls these; no GraphQL field yet) ------------------------------

async function decide(
  ctx: Pick<Context, 'db'>,
  idInput: string,
  review: { state: 'APPROVED' | 'REJECTED'; reason: string | null },
  now: Date,
): Promise<void> {
  const id = parseProductId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await findLiveProductForUpdate(tx, id);
    if (!row) throw new NotFoundError(INNOVATION_PRODUCT_MESSAGES.notFound);
    if (row.reviewState !== 'PENDING') {
      throw new BadUserInputError(INNOVATION_PRODUCT_MESSAGES.notPending, {
        reason: 'NOT_PENDING',
      });
    }
    await setProductReview(tx, id, review, now);
    // The decision travels with the job: an edit before it runs (back to 심사 중) loses nothing.
    await enqueue(tx, 'notification.innovationProductReviewed', {
      productId: id,
      recipientUserId: row.userId,
      decision: review.state,
      rejectReason: review.reason,
    });
  });
}

/** An operator approves a pending product: the mall lists it within its period; the owner is told. */
export function approveInnovationProduct(
  ctx: Pick<Context, 'db'>,
  idInput: string,
  now: Date = new Date(),
): Promise<void> {
  return decide(ctx, idInput, { state: 'APPROVED', reason: null }, now);
}

/** An operator refuses a pending product with a reason the owner reads; the owner is told. */
export async function rejectInnovationProduct(
  ctx: Pick<Context, 'db'>,
  idInput: string,
  reasonInput: string,
  now: Date = new Date(),
): Promise<void> {
  const reason = rejectReasonSchema.safeParse(reasonInput);
  if (!reason.success) {
    throw new BadUserInputError(firstZodMessage(reason.error), { field: 'reason' });
  }
  return decide(ctx, idInput, { state: 'REJECTED', reason: reason.data }, now);
}
