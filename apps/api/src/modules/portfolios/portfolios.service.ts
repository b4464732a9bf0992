import {
  canCreatePortfolio,
  describePortfolioSimilarity,
  firstZodMessage,
  PORTFOLIO_CONSUMER_REFUSAL,
  portfolioInputSchema,
  type PortfolioData,
  type PortfolioInput,
} from '@gongsa/domain';
import type { AppDependencies, Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors';
import { parseClientId, parseClientIds } from '../../platform/ids';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { defineBatchLoader, groupBy } from '../../platform/request-scope';
import { findLinkedCategories, selectLiveCategoriesByIds, type CategoryView } from '../categories';
import { requireOpenableCompany } from '../enterprise-detail';
import { findPublicFileOrNull, selectAttachableFiles, type FileView } from '../files';
import { applyPortfolioCountChange, requireProfileOfUser } from '../profiles';
import { isLiveSigungu } from '../regions';
import { awardRewardOnce } from '../rewards';
import {
  countLivePortfoliosOfUsers,
  findLivePortfolio,
  findLivePortfolioForUpdate,
  insertPortfolio,
  PORTFOLIO_CATEGORY_LINK,
  replacePortfolioLinks,
  selectLivePortfoliosByIds,
  selectNewestPortfoliosWithImage,
  selectPortfolioImageFileIds,
  selectPortfolioPage,
  selectSimilarPortfolios,
  softDeletePortfolio,
  updatePortfolioRow,
  type PortfolioListFilter,
  type PortfolioRow,
  type PortfolioValues,
} from './portfolios.repository';

export type PortfolioView = PortfolioRow;
export type PortfolioRecommendationView = { portfolio: PortfolioView; reason: string };

type PortfolioDeps = Pick<Context, 'db' | 'viewer'>;
type WriteDeps = Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp'>;

export const PORTFOLIO_MESSAGES = {
  notFound: '포트폴리오를 찾을 수 없습니다.',
  notOwner: '내 포트폴리오만 수정하거나 삭제할 수 있습니다.',
  consumer: PORTFOLIO_CONSUMER_REFUSAL,
  unknownCategory: '업종을 다시 선택해 주세요.',
  notLeafCategory: '업종은 세부 업종으로 선택해 주세요.',
  unknownRegion: '시/군/구를 다시 선택해 주세요.',
  unknownImage: '사진을 다시 올려 주세요.',
  notImage: '사진은 이미지 파일만 올릴 수 있습니다.',
  badFilter: '검색 조건이 올바르지 않습니다.',
  badFirst: (max: number) => `한 번에 1~${max}개까지 조회할 수 있습니다.`,
} as const;

export const DEFAULT_PORTFOLIO_COUNT = 12;
export const MAX_PORTFOLIO_COUNT = 100;
/** recommendPortfolios looks at this many of the newest portfolios with a photo. */
const RECOMMEND_WINDOW = 200;

function parsePortfolioId(value: string): number {
  return parseClientId(value, () => new NotFoundError(PORTFOLIO_MESSAGES.notFound));
}

function readFirst(first: number | null | undefined, fallback: number, max: number): number {
  const limit = first ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new BadUserInputError(PORTFOLIO_MESSAGES.badFirst(max), { field: 'first' });
  }
  return limit;
}

// --- reading -----------------------------------------------------------------------------------

const loadCategories = defineBatchLoader<PortfolioDeps, CategoryView[]>(
  (ctx, ids) => findLinkedCategories(ctx, PORTFOLIO_CATEGORY_LINK, ids),
  [],
);

const loadImageFileIds = defineBatchLoader<PortfolioDeps, number[]>(async (ctx, ids) => {
  const rows = await selectPortfolioImageFileIds(ctx.db, ids);
  return new Map(
    [...groupBy(rows, (row) => row.portfolioId)].map(([id, group]) => [
      id,
      group.map((row) => row.fileId),
    ]),
  );
}, []);

const loadPortfolio = defineBatchLoader<PortfolioDeps, PortfolioView | null>(async (ctx, ids) => {
  const rows = await selectLivePortfoliosByIds(ctx.db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}, null);

const loadUserPortfolioCount = defineBatchLoader<PortfolioDeps, number>(
  (ctx, ids) => countLivePortfoliosOfUsers(ctx.db, ids),
  0,
);

export function findPortfolioCategories(
  ctx: PortfolioDeps,
  portfolio: PortfolioView,
): CategoryView[] | Promise<CategoryView[]> {
  return loadCategories.read(ctx, portfolio.id, (categories) => categories);
}

export async function findPortfolioImages(
  ctx: Pick<AppDependencies, 'db' | 'storage' | 'env'> & PortfolioDeps,
  portfolio: PortfolioView,
): Promise<FileView[]> {
  const fileIds = await loadImageFileIds(ctx, portfolio.id);
  const files = await Promise.all(fileIds.map((id) => findPublicFileOrNull(ctx, id)));
  return files.filter((file): file is FileView => file !== null);
}

export function isPortfolioMine(ctx: Pick<Context, 'viewer'>, portfolio: PortfolioView): boolean {
  return findViewerUserId(ctx.viewer) === portfolio.userId;
}

/** User.portfolioCount: the member's live portfolios. */
export function countPortfoliosOfUser(ctx: PortfolioDeps, userId: number): Promise<number> {
  return loadUserPortfolioCount(ctx, userId);
}

/** Portfolios by id (live ones only), in the order asked: favourites list them this way. */
export async function findPortfoliosByIds(
  ctx: PortfolioDeps,
  ids: readonly number[],
): Promise<PortfolioView[]> {
  const rows = await Promise.all(ids.map((id) => loadPortfolio(ctx, id)));
  return rows.filter((row): row is PortfolioView => row !== null);
}

/** A live portfolio or NOT_FOUND (a favourite's target, portfolio(id)). */
export async function requireLivePortfolio(
  ctx: PortfolioDeps,
  idInput: string,
): Promise<PortfolioView> {
  const portfolio = await loadPortfolio(ctx, parsePortfolioId(idInput));
  if (!portfolio) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
  return portfolio;
}

async function prefetchCards(ctx: PortfolioDeps, rows: readonly PortfolioView[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  await Promise.allSettled([
    loadCategories.prefetch(ctx, ids),
    loadImageFileIds.prefetch(ctx, ids),
  ]);
}

async function toPortfolioConnection(
  ctx: PortfolioDeps,
  filter: PortfolioListFilter,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<PortfolioView>> {
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectPortfolioPage(ctx.db, filter, request);
  const connection = toConnection(rows, request, totalCount, (row) => ({
    sortValue: row.createdAt.toISOString(),
    id: row.id,
  }));
  await prefetchCards(ctx, connection.nodes);
  return connection;
}

export type PortfolioFilterInput = {
  categoryIds?: readonly (string | number)[] | null;
  locationSi?: string | null;
  locationDo?: string | null;
  profileId?: string | number | null;
};

/** portfolios(filter, paging): every company's live portfolios, newest first. */
export async function listPortfolios(
  ctx: PortfolioDeps,
  filter: PortfolioFilterInput | null | undefined,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<PortfolioView>> {
  const badFilter = () => new BadUserInputError(PORTFOLIO_MESSAGES.badFilter, { field: 'filter' });
  const categoryIds = filter?.categoryIds ? parseClientIds(filter.categoryIds, badFilter) : [];
  const listFilter: PortfolioListFilter = {
    categoryIds: categoryIds.slice(0, 50),
    locationSi: filter?.locationSi?.trim() || undefined,
    locationDo: filter?.locationDo?.trim() || undefined,
  };
  if (filter?.profileId !== null && filter?.profileId !== undefined) {
    listFilter.profileId = (await requireOpenableCompany(ctx, filter.profileId)).id;
  }
  return toPortfolioConnection(ctx, listFilter, paging);
}

/** myPortfolios(paging): the viewer's own, newest first. */
export function listMyPortfolios(
  ctx: PortfolioDeps,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<PortfolioView>> {
  const userId = requireUserId(ctx.viewer);
  return toPortfolioConnection(ctx, { userId }, paging);
}

export function findPortfolio(ctx: PortfolioDeps, idInput: string): Promise<PortfolioView> {
  return requireLivePortfolio(ctx, idInput);
}

/**
 * recommendPortfolios(first): the newest portfolios that have a photo, one per company before a
 * company's second one, so a company that posts ten at once does not fill the strip. Looks at the
 * newest RECOMMEND_WINDOW only: a recommendation is about what is fresh.
 */
export async function recommendPortfolios(
  ctx: PortfolioDeps,
  first: number | null | undefined,
): Promise<PortfolioView[]> {
  const limit = readFirst(first, DEFAULT_PORTFOLIO_COUNT, MAX_PORTFOLIO_COUNT);
  const rows = await selectNewestPortfoliosWithImage(ctx.db, RECOMMEND_WINDOW);
  const seen = new Set<number>();
  const firsts: PortfolioView[] = [];
  const rest: PortfolioView[] = [];
  for (const row of rows) {
    (seen.has(row.profileId) ? rest : firsts).push(row);
    seen.add(row.profileId);
  }
  const picked = [...firsts, ...rest].slice(0, limit);
  await prefetchCards(ctx, picked);
  return picked;
}

/** portfolioRecommendations(portfolioId, first): similar work, same trade first, then region. */
export async function findPortfolioRecommendations(
  ctx: PortfolioDeps,
  portfolioIdInput: string,
  first: number | null | undefined,
): Promise<PortfolioRecommendationView[]> {
  const limit = readFirst(first, 6, 30);
  const portfolio = await requireLivePortfolio(ctx, portfolioIdInput);
  const rows = await selectSimilarPortfolios(ctx.db, portfolio, limit);
  await prefetchCards(ctx, rows);
  return rows.map(({ sameTrade, sameRegion, ...row }) => ({
    portfolio: row,
    reason: describePortfolioSimilarity({ sameTrade, sameRegion }),
  }));
}

// --- writing -----------------------------------------------------------------------------------

function parseInput(input: PortfolioInput): PortfolioData {
  const result = portfolioInputSchema.safeParse(input);
  if (!result.success) {
    const field = result.error.issues[0]?.path[0];
    throw new BadUserInputError(firstZodMessage(result.error), {
      field: typeof field === 'string' ? field : 'data',
    });
  }
  return result.data;
}

/** What zod cannot see: live leaf trades, a 시/군/구 of the 시/도, the member's own photos. */
async function checkReferences(
  ctx: PortfolioDeps,
  userId: number,
  data: PortfolioData,
): Promise<{ categoryIds: number[]; imageFileIds: number[]; mainImageFileId: number | null }> {
  const categoryIds = data.categoryIds.map(Number);
  const imageFileIds = data.imageIds.map(Number);
  const [liveCategories, isRegion, attachable] = await Promise.all([
    selectLiveCategoriesByIds(ctx.db, categoryIds),
    isLiveSigungu(ctx.db, data.locationSi, data.locationDo),
    selectAttachableFiles(ctx.db, userId, imageFileIds),
  ]);
  if (liveCategories.length !== categoryIds.length) {
    throw new BadUserInputError(PORTFOLIO_MESSAGES.unknownCategory, { field: 'categoryIds' });
  }
  if (liveCategories.some((category) => category.type !== 'DEPTH_3')) {
    throw new BadUserInputError(PORTFOLIO_MESSAGES.notLeafCategory, { field: 'categoryIds' });
  }
  if (!isRegion) {
    throw new BadUserInputError(PORTFOLIO_MESSAGES.unknownRegion, { field: 'locationDo' });
  }
  const mimetypes = new Map(attachable.map((file) => [file.id, file.mimetype]));
  for (const id of imageFileIds) {
    const mimetype = mimetypes.get(id);
    if (mimetype === undefined) {
      throw new BadUserInputError(PORTFOLIO_MESSAGES.unknownImage, { field: 'imageIds' });
    }
    if (!mimetype.startsWith('image/')) {
      throw new BadUserInputError(PORTFOLIO_MESSAGES.notImage, { field: 'imageIds' });
    }
  }
  return {
    categoryIds,
    imageFileIds,
    mainImageFileId: data.mainImageId === null ? null : Number(data.mainImageId),
  };
}

function toValues(data: PortfolioData, mainImageFileId: number | null): PortfolioValues {
  return {
    title: data.title,
    constructionType: data.constructionType,
    locationSi: data.locationSi,
    locationDo: data.locationDo,
    projectSize: data.projectSize,
    servicePriceType: data.servicePriceType,
    servicePrice: data.servicePrice,
    serviceTermStart: data.serviceTermStart,
    serviceTermEnd: data.serviceTermEnd,
    description: data.description,
    mainImageFileId,
  };
}

/**
 * createPortfolio(data): a company's finished work, saved whole in one transaction with its
 * trades and photos, the company's counter and completion bonus, the first-portfolio reward
 * (once per account) and the followers' notification job.
 */
export async function createPortfolio(
  ctx: WriteDeps,
  input: PortfolioInput,
  now: Date = new Date(),
): Promise<PortfolioView> {
  const userId = requireUserId(ctx.viewer);
  const profile = await requireProfileOfUser(ctx, userId);
  if (!canCreatePortfolio(profile.type)) {
    throw new BadUserInputError(PORTFOLIO_MESSAGES.consumer, { reason: 'CONSUMER_PROFILE' });
  }
  const data = parseInput(input);
  const links = await checkReferences(ctx, userId, data);
  const id = await ctx.db.transaction(async (tx) => {
    const portfolioId = await insertPortfolio(
      tx,
      { userId, profileId: profile.id },
      toValues(data, links.mainImageFileId),
      now,
    );
    await replacePortfolioLinks(tx, portfolioId, links);
    const counted = await applyPortfolioCountChange(tx, profile.id, 1);
    if (counted?.portfolioCount === 1) {
      await awardRewardOnce(tx, ctx, userId, 'FIRST_PORTFOLIO');
    }
    await enqueue(tx, 'notification.portfolioPublished', { portfolioId });
    return portfolioId;
  });
  return requireOwnLivePortfolio(ctx, userId, id);
}

async function requireOwnLivePortfolio(
  ctx: PortfolioDeps,
  userId: number,
  id: number,
): Promise<PortfolioView> {
  const row = await findLivePortfolio(ctx.db, id);
  if (!row) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
  if (row.userId !== userId) throw new ForbiddenError(PORTFOLIO_MESSAGES.notOwner);
  return row;
}

/** updatePortfolio(id, data): the owner replaces the whole portfolio (photos and trades too). */
export async function updatePortfolio(
  ctx: WriteDeps,
  idInput: string,
  input: PortfolioInput,
  now: Date = new Date(),
): Promise<PortfolioView> {
  const userId = requireUserId(ctx.viewer);
  const id = parsePortfolioId(idInput);
  // Whose it is comes before what was sent: a stranger learns nothing from validation.
  await requireOwnLivePortfolio(ctx, userId, id);
  const data = parseInput(input);
  const links = await checkReferences(ctx, userId, data);
  await ctx.db.transaction(async (tx) => {
    const row = await findLivePortfolioForUpdate(tx, id);
    if (!row) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
    if (row.userId !== userId) throw new ForbiddenError(PORTFOLIO_MESSAGES.notOwner);
    await updatePortfolioRow(tx, id, toValues(data, links.mainImageFileId), now);
    await replacePortfolioLinks(tx, id, links);
  });
  return requireOwnLivePortfolio(ctx, userId, id);
}

/**
 * deletePortfolio(id): the owner's soft delete; the counter and, with the last one, the completion
 * bonus go in the same transaction. Favourites of it stay but list nothing (lists join live rows).
 */
export async function deletePortfolio(
  ctx: WriteDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<string> {
  const userId = requireUserId(ctx.viewer);
  const id = parsePortfolioId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await findLivePortfolioForUpdate(tx, id);
    if (!row) throw new NotFoundError(PORTFOLIO_MESSAGES.notFound);
    if (row.userId !== userId) throw new ForbiddenError(PORTFOLIO_MESSAGES.notOwner);
    await softDeletePortfolio(tx, id, now);
    await applyPortfolioCountChange(tx, row.profileId, -1);
  });
  return String(id);
}
