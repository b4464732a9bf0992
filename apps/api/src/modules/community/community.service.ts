import {
  COMMUNITY_HIDDEN_LABEL,
  COMMUNITY_REPORTS_TO_HIDE,
  communityPostInputSchema,
  communityReplyContentSchema,
  communityReportInputSchema,
  formatMemberDisplayName,
  type CommunityPostData,
  type CommunityPostInput,
} from '@gongsa/domain';
import type { z } from 'zod';
import type { AppDependencies, Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import {
  BadUserInputError,
  ForbiddenError,
  NotFoundError,
  toBadUserInputError,
  TooManyRequestsError,
} from '../../errors';
import { toMinutesUntil, tryHitRateLimit } from '../../platform/rate-limit/rate-limit';
import { requireAdmin } from '../../platform/authz/require';
import { parseClientId } from '../../platform/ids';
import { enqueue } from '../../platform/jobs/enqueue';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { defineBatchLoader, groupBy, requestScopeOf } from '../../platform/request-scope';
import { findPublicFileOrNull, selectAttachableFiles, type FileView } from '../files';
import {
  addToPostCounter,
  CATEGORY_FAVORITE,
  countReports,
  deletePostMark,
  dismissReports,
  findLiveReply,
  findReadablePost,
  insertCommunityPost,
  insertPostMark,
  insertPostView,
  insertReply,
  insertReport,
  isLiveCategory,
  lockLivePost,
  POST_FAVORITE,
  POST_LIKE,
  replacePostLinks,
  selectCommunityPostPage,
  selectLiveCategories,
  selectMarkedPostIds,
  selectMembersByNicknames,
  selectPostFileIds,
  selectPostHashtags,
  selectPostUsertags,
  selectReadablePostsByIds,
  selectReplyPage,
  softDeleteCommunityPost,
  softDeleteReplyThread,
  updateCommunityPostRow,
  updatePostModeration,
  type CommunityAuthorRow,
  type CommunityCategoryRow,
  type CommunityPostListFilter,
  type CommunityPostRow,
  type CommunityReader,
  type CommunityReplyRow,
  type PostMark,
} from './community.repository';

export type CommunityPostView = CommunityPostRow;
export type CommunityReplyView = CommunityReplyRow;
export type CommunityCategoryView = CommunityCategoryRow;
export type CommunityAuthorView = { id: number; nickname: string };

type ReadDeps = Pick<Context, 'db' | 'viewer'>;
type WriteDeps = Pick<Context, 'db' | 'viewer' | 'requestId' | 'clientIp'>;

export const COMMUNITY_MESSAGES = {
  notFound: '게시글을 찾을 수 없습니다.',
  notOwner: '내 게시글만 수정하거나 삭제할 수 있습니다.',
  replyNotFound: '댓글을 찾을 수 없습니다.',
  replyNotOwner: '내 댓글만 삭제할 수 있습니다.',
  replyToReply: '답글에는 답글을 달 수 없습니다.',
  unknownCategory: '게시판을 다시 선택해 주세요.',
  unknownImage: '사진을 다시 올려 주세요.',
  notImage: '사진은 이미지 파일만 올릴 수 있습니다.',
  unknownMember: (nickname: string) => `'${nickname}' 회원을 찾을 수 없습니다.`,
  ownReport: '내 게시글은 신고할 수 없습니다.',
  alreadyReported: '이미 신고한 게시글입니다.',
  badFilter: '검색 조건이 올바르지 않습니다.',
  tooManyWrites: (minutes: number) =>
    `글과 댓글을 너무 자주 올렸습니다. ${minutes}분 후 다시 올려 주세요.`,
  tooManyReports: (minutes: number) => `신고를 너무 자주 했습니다. ${minutes}분 후 다시 해 주세요.`,
} as const;

/**
 * Per-account budgets (checked after the input, so a refused form costs nothing): posts and
 * replies share one — each reply sends its post's author a push — and reports have their own.
 */
export const COMMUNITY_WRITE_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };
export const COMMUNITY_REPORT_LIMIT = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };

async function assertWithinBudget(
  ctx: Pick<Context, 'db'>,
  key: string,
  budget: { limit: number; windowMs: number },
  message: (minutes: number) => string,
  now: Date,
): Promise<void> {
  const check = await tryHitRateLimit(ctx.db, key, budget, now);
  if (!check.isAllowed) throw new TooManyRequestsError(message(toMinutesUntil(check.retryAt, now)));
}

/** What a member's name shows as on the board: the nickname, else the masked name. */
export function toAuthorView(row: CommunityAuthorRow): CommunityAuthorView {
  return { id: row.id, nickname: formatMemberDisplayName(row.nickname, row.name) };
}

function parsePostId(value: string | number): number {
  return parseClientId(String(value), () => new NotFoundError(COMMUNITY_MESSAGES.notFound));
}

function parseReplyId(value: string | number): number {
  return parseClientId(String(value), () => new NotFoundError(COMMUNITY_MESSAGES.replyNotFound));
}

function readerOf(viewer: Context['viewer']): CommunityReader {
  return {
    userId: findViewerUserId(viewer),
    isAdmin: viewer.isAuthenticated && viewer.role === 'ADMIN',
  };
}

/** The shared schema's first Korean message, with the field it is about; nothing changed. */
function parseWith<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.output<TSchema> {
  const result = schema.safeParse(input);
  if (!result.success) throw toBadUserInputError(result.error);
  return result.data;
}

/** The Seoul calendar day of an instant (a member's views count once per such day). */
function seoulDay(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

// --- reading -----------------------------------------------------------------------------------

const loadFileIds = defineBatchLoader<ReadDeps, number[]>(async (ctx, ids) => {
  const rows = await selectPostFileIds(ctx.db, ids);
  return new Map(
    [...groupBy(rows, (row) => row.postId)].map(([id, group]) => [id, group.map((r) => r.fileId)]),
  );
}, []);

const loadHashtags = defineBatchLoader<ReadDeps, string[]>(async (ctx, ids) => {
  const rows = await selectPostHashtags(ctx.db, ids);
  return new Map(
    [...groupBy(rows, (row) => row.postId)].map(([id, group]) => [id, group.map((r) => r.name)]),
  );
}, []);

const loadUsertags = defineBatchLoader<ReadDeps, CommunityAuthorView[]>(async (ctx, ids) => {
  const rows = await selectPostUsertags(ctx.db, ids);
  return new Map(
    [...groupBy(rows, (row) => row.postId)].map(([id, group]) => [id, group.map(toAuthorView)]),
  );
}, []);

function markLoader(mark: PostMark) {
  return defineBatchLoader<ReadDeps, boolean>(async (ctx, ids) => {
    const userId = findViewerUserId(ctx.viewer);
    if (userId === null) return new Map();
    const marked = await selectMarkedPostIds(ctx.db, mark, userId, ids);
    return new Map(marked.map((id) => [id, true]));
  }, false);
}

const loadIsLike = markLoader(POST_LIKE);
const loadIsFavorite = markLoader(POST_FAVORITE);
const loadIsFavoriteCategory = markLoader(CATEGORY_FAVORITE);

async function prefetchCards(ctx: ReadDeps, rows: readonly CommunityPostView[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  await Promise.allSettled([
    loadFileIds.prefetch(ctx, ids),
    loadHashtags.prefetch(ctx, ids),
    loadIsLike.prefetch(ctx, ids),
    loadIsFavorite.prefetch(ctx, ids),
  ]);
}

export async function findPostImages(
  ctx: Pick<AppDependencies, 'db' | 'storage' | 'env'> & ReadDeps,
  post: CommunityPostView,
): Promise<FileView[]> {
  const fileIds = await loadFileIds(ctx, post.id);
  const files = await Promise.all(fileIds.map((id) => findPublicFileOrNull(ctx, id)));
  return files.filter((file): file is FileView => file !== null);
}

export function findPostHashtags(ctx: ReadDeps, post: CommunityPostView) {
  return loadHashtags.read(ctx, post.id, (tags) => tags);
}

export function findPostUsertags(ctx: ReadDeps, post: CommunityPostView) {
  return loadUsertags(ctx, post.id);
}

export function isPostLiked(ctx: ReadDeps, post: CommunityPostView) {
  return loadIsLike.read(ctx, post.id, (value) => value);
}

export function isPostFavorite(ctx: ReadDeps, post: CommunityPostView) {
  return loadIsFavorite.read(ctx, post.id, (value) => value);
}

export function isCategoryFavorite(ctx: ReadDeps, category: { id: number }) {
  return loadIsFavoriteCategory(ctx, category.id);
}

export function isPostMine(ctx: Pick<Context, 'viewer'>, post: { authorId: number }): boolean {
  return findViewerUserId(ctx.viewer) === post.authorId;
}

/** 숨김 처리됨 for the author (and operators) of a hidden post; null otherwise. */
export function describePostHidden(post: CommunityPostView): string | null {
  return post.isHide ? COMMUNITY_HIDDEN_LABEL : null;
}

const CATEGORIES_ONCE = {};

/** communityCategories: the boards in their order (현장 이야기, 질문, 자유…). */
export function listCommunityCategories(ctx: ReadDeps): Promise<CommunityCategoryView[]> {
  return requestScopeOf(ctx).once(CATEGORIES_ONCE, () => selectLiveCategories(ctx.db));
}

export type CommunityPostFilterInput = {
  categoryId?: string | number | null;
  hashtag?: string | null;
  search?: string | null;
  mine?: boolean | null;
};

/** communityPosts(filter, paging): readable posts, pinned first, then newest first. */
export async function listCommunityPosts(
  ctx: ReadDeps,
  filter: CommunityPostFilterInput | null | undefined,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<CommunityPostView>> {
  const listFilter: CommunityPostListFilter = {};
  if (filter?.categoryId !== null && filter?.categoryId !== undefined) {
    listFilter.categoryId = parseClientId(
      String(filter.categoryId),
      () => new BadUserInputError(COMMUNITY_MESSAGES.badFilter, { field: 'categoryId' }),
    );
  }
  const hashtag = filter?.hashtag?.trim().replace(/^#+/, '');
  if (hashtag) listFilter.hashtag = hashtag;
  const search = filter?.search?.trim();
  if (search) listFilter.search = search.slice(0, 100);
  if (filter?.mine) listFilter.authorId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const { rows, totalCount } = await selectCommunityPostPage(
    ctx.db,
    listFilter,
    readerOf(ctx.viewer),
    request,
  );
  const connection = toConnection(rows, request, totalCount, (row) => ({
    sortValue: row.rankedAt.toISOString(),
    id: row.id,
  }));
  await prefetchCards(ctx, connection.nodes);
  return connection;
}

async function requireReadablePost(ctx: ReadDeps, id: number): Promise<CommunityPostView> {
  const post = await findReadablePost(ctx.db, id, readerOf(ctx.viewer));
  if (!post) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  return post;
}

/** Posts by id that the viewer may read, in the order asked (favourite lists). */
export async function findCommunityPostsByIds(
  ctx: ReadDeps,
  ids: readonly number[],
): Promise<CommunityPostView[]> {
  const rows = await selectReadablePostsByIds(ctx.db, ids, readerOf(ctx.viewer));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * communityPost(id): one post the viewer may read. Opening it counts a view: a member once per
 * Seoul day (so the page's reloads and refetches count once), a visitor per open; the author's own
 * opens never (ADR 0034).
 */
export async function findCommunityPost(
  ctx: ReadDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  const id = parsePostId(idInput);
  const post = await requireReadablePost(ctx, id);
  const userId = findViewerUserId(ctx.viewer);
  if (userId === post.authorId) return post;
  const counts =
    userId === null ||
    (await insertPostView(ctx.db, { postId: id, userId, viewedOn: seoulDay(now) }));
  if (!counts) return post;
  await addToPostCounter(ctx.db, id, 'viewCount', 1);
  return { ...post, viewCount: post.viewCount + 1 };
}

/** communityReplies(postId, paging): the replies of a post the viewer may read, oldest first. */
export async function listCommunityReplies(
  ctx: ReadDeps,
  postIdInput: string,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<CommunityReplyView>> {
  const post = await requireReadablePost(ctx, parsePostId(postIdInput));
  const request = toPageRequest(paging ?? {}, { defaultPageSize: 50 });
  const { rows, totalCount } = await selectReplyPage(ctx.db, post.id, request);
  return toConnection(rows, request, totalCount, (row) => ({
    sortValue: row.createdAt.toISOString(),
    id: row.id,
  }));
}

// --- writing -----------------------------------------------------------------------------------

/** What zod cannot see: a live board, the member's own images, members behind the nicknames. */
async function checkReferences(ctx: ReadDeps, userId: number, data: CommunityPostData) {
  const categoryId = Number(data.categoryId);
  const imageFileIds = data.imageIds.map(Number);
  const [isCategory, attachable, members] = await Promise.all([
    isLiveCategory(ctx.db, categoryId),
    selectAttachableFiles(ctx.db, userId, imageFileIds),
    selectMembersByNicknames(ctx.db, data.usertags),
  ]);
  if (!isCategory) {
    throw new BadUserInputError(COMMUNITY_MESSAGES.unknownCategory, { field: 'categoryId' });
  }
  const mimetypes = new Map(attachable.map((file) => [file.id, file.mimetype]));
  for (const id of imageFileIds) {
    const mimetype = mimetypes.get(id);
    if (mimetype === undefined) {
      throw new BadUserInputError(COMMUNITY_MESSAGES.unknownImage, { field: 'imageIds' });
    }
    if (!mimetype.startsWith('image/')) {
      throw new BadUserInputError(COMMUNITY_MESSAGES.notImage, { field: 'imageIds' });
    }
  }
  const idsByNickname = new Map(members.map((member) => [member.nickname, member.id]));
  const usertagUserIds = data.usertags.map((nickname) => {
    const memberId = idsByNickname.get(nickname);
    if (memberId === undefined) {
      throw new BadUserInputError(COMMUNITY_MESSAGES.unknownMember(nickname), {
        field: 'usertags',
      });
    }
    return memberId;
  });
  return {
    values: {
      categoryId,
      title: data.title,
      content: data.content,
      addressName: data.addressName,
      addressDetail: data.addressDetail,
      isVisible: data.isVisible,
    },
    links: { imageFileIds, hashtags: data.hashtags, usertagUserIds },
  };
}

/** createCommunityPost(data): a member's post, saved whole with its images and tags. */
export async function createCommunityPost(
  ctx: WriteDeps,
  input: CommunityPostInput,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  const userId = requireUserId(ctx.viewer);
  const data = parseWith(communityPostInputSchema, input);
  const { values, links } = await checkReferences(ctx, userId, data);
  await assertWithinBudget(
    ctx,
    `community:write:user:${userId}`,
    COMMUNITY_WRITE_LIMIT,
    COMMUNITY_MESSAGES.tooManyWrites,
    now,
  );
  const id = await ctx.db.transaction(async (tx) => {
    const postId = await insertCommunityPost(tx, userId, values, now);
    await replacePostLinks(tx, postId, links);
    return postId;
  });
  return requireReadablePost(ctx, id);
}

/** The live post locked in the transaction, if it is the member's. */
async function lockOwnPost(tx: Context['db'], userId: number, id: number) {
  const row = await lockLivePost(tx, id);
  if (!row) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
  if (row.authorId !== userId) throw new ForbiddenError(COMMUNITY_MESSAGES.notOwner);
  return row;
}

/** updateCommunityPost(id, data): the author replaces the whole post. */
export async function updateCommunityPost(
  ctx: WriteDeps,
  idInput: string,
  input: CommunityPostInput,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  const userId = requireUserId(ctx.viewer);
  const id = parsePostId(idInput);
  // Whose it is comes before what was sent: a stranger learns nothing from validation.
  await lockOwnPost(ctx.db, userId, id);
  const data = parseWith(communityPostInputSchema, input);
  const { values, links } = await checkReferences(ctx, userId, data);
  await ctx.db.transaction(async (tx) => {
    await lockOwnPost(tx, userId, id);
    await updateCommunityPostRow(tx, id, values, now);
    await replacePostLinks(tx, id, links);
  });
  return requireReadablePost(ctx, id);
}

/** deleteCommunityPost(id): the author's soft delete; its replies and likes go with it. */
export async function deleteCommunityPost(
  ctx: WriteDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<string> {
  const userId = requireUserId(ctx.viewer);
  const id = parsePostId(idInput);
  await ctx.db.transaction(async (tx) => {
    await lockOwnPost(tx, userId, id);
    await softDeleteCommunityPost(tx, id, now);
  });
  return String(id);
}

/**
 * Adds or takes away the member's like: idempotent (a second like changes nothing), and the count
 * moves only with the row the call added or removed, in one statement on the post's row.
 */
export async function setCommunityPostLike(
  ctx: WriteDeps,
  idInput: string,
  isLike: boolean,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  const userId = requireUserId(ctx.viewer);
  const post = await requireReadablePost(ctx, parsePostId(idInput));
  await ctx.db.transaction(async (tx) => {
    const key = { postId: post.id, userId };
    const changed = isLike
      ? await insertPostMark(tx, POST_LIKE, key, now)
      : await deletePostMark(tx, POST_LIKE, key, now);
    if (changed) await addToPostCounter(tx, post.id, 'likeCount', isLike ? 1 : -1);
  });
  return requireReadablePost(ctx, post.id);
}

/** Saves or unsaves a readable post (post.isFavorite); idempotent. */
export async function setCommunityPostFavorite(
  ctx: WriteDeps,
  idInput: string,
  isFavorite: boolean,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  const userId = requireUserId(ctx.viewer);
  const post = await requireReadablePost(ctx, parsePostId(idInput));
  const key = { postId: post.id, userId };
  if (isFavorite) await insertPostMark(ctx.db, POST_FAVORITE, key, now);
  else await deletePostMark(ctx.db, POST_FAVORITE, key, now);
  return post;
}

/**
 * createCommunityReply(postId, content, parentReplyId): a reply (or an answer to a top-level
 * reply) on a readable post; the post's replyCount moves in the same transaction, and the post's
 * author hears of it through the queue (not of their own replies).
 */
export async function createCommunityReply(
  ctx: WriteDeps,
  input: { postId: string; content: string; parentReplyId?: string | null },
  now: Date = new Date(),
): Promise<CommunityReplyView> {
  const userId = requireUserId(ctx.viewer);
  const post = await requireReadablePost(ctx, parsePostId(input.postId));
  const content = parseWith(communityReplyContentSchema, input.content);
  let parentReplyId: number | null = null;
  if (input.parentReplyId !== null && input.parentReplyId !== undefined) {
    const parent = await findLiveReply(ctx.db, parseReplyId(input.parentReplyId));
    if (!parent || parent.postId !== post.id) {
      throw new NotFoundError(COMMUNITY_MESSAGES.replyNotFound);
    }
    if (parent.parentReplyId !== null) {
      throw new BadUserInputError(COMMUNITY_MESSAGES.replyToReply, { field: 'parentReplyId' });
    }
    parentReplyId = parent.id;
  }
  await assertWithinBudget(
    ctx,
    `community:write:user:${userId}`,
    COMMUNITY_WRITE_LIMIT,
    COMMUNITY_MESSAGES.tooManyWrites,
    now,
  );
  const replyId = await ctx.db.transaction(async (tx) => {
    if (!(await lockLivePost(tx, post.id))) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    const id = await insertReply(
      tx,
      { postId: post.id, authorId: userId, parentReplyId, content },
      now,
    );
    await addToPostCounter(tx, post.id, 'replyCount', 1);
    if (post.authorId !== userId) {
      await enqueue(tx, 'notification.communityReplied', { replyId: id });
    }
    return id;
  });
  const reply = await findLiveReply(ctx.db, replyId);
  if (!reply) throw new NotFoundError(COMMUNITY_MESSAGES.replyNotFound);
  return reply;
}

/** deleteCommunityReply(id): the reply's author takes it (and answers under it) away. */
export async function deleteCommunityReply(
  ctx: WriteDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<string> {
  const userId = requireUserId(ctx.viewer);
  const id = parseReplyId(idInput);
  const reply = await findLiveReply(ctx.db, id);
  if (!reply) throw new NotFoundError(COMMUNITY_MESSAGES.replyNotFound);
  if (reply.authorId !== userId) throw new ForbiddenError(COMMUNITY_MESSAGES.replyNotOwner);
  await ctx.db.transaction(async (tx) => {
    await lockLivePost(tx, reply.postId);
    const removed = await softDeleteReplyThread(tx, id, now);
    if (removed > 0) await addToPostCounter(tx, reply.postId, 'replyCount', -removed);
  });
  return String(id);
}

/**
 * reportCommunityPost(id, reason, detail): once per member and post (a second report is refused);
 * the COMMUNITY_REPORTS_TO_HIDE-th member's report hides the post until an operator looks. The
 * post's row lock orders the reports, so the count that decides is exact.
 */
export async function reportCommunityPost(
  ctx: WriteDeps,
  idInput: string,
  input: { reason: string; detail?: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const userId = requireUserId(ctx.viewer);
  const post = await requireReadablePost(ctx, parsePostId(idInput));
  if (post.authorId === userId) {
    throw new BadUserInputError(COMMUNITY_MESSAGES.ownReport, { reason: 'OWN_POST' });
  }
  const report = parseWith(communityReportInputSchema, input);
  await assertWithinBudget(
    ctx,
    `community:report:user:${userId}`,
    COMMUNITY_REPORT_LIMIT,
    COMMUNITY_MESSAGES.tooManyReports,
    now,
  );
  await ctx.db.transaction(async (tx) => {
    const row = await lockLivePost(tx, post.id);
    if (!row) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    const recorded = await insertReport(
      tx,
      { postId: post.id, userId, reason: report.reason, detail: report.detail },
      now,
    );
    if (!recorded) {
      throw new BadUserInputError(COMMUNITY_MESSAGES.alreadyReported, {
        reason: 'ALREADY_REPORTED',
      });
    }
    if (!row.isHide && (await countReports(tx, post.id)) >= COMMUNITY_REPORTS_TO_HIDE) {
      await updatePostModeration(tx, post.id, { isHide: true }, now);
    }
  });
  return true;
}

// --- operators (the back office calls these; tests do now) ---------------------------------------

async function moderate(
  ctx: WriteDeps,
  idInput: string,
  patch: Parameters<typeof updatePostModeration>[2],
  now: Date,
): Promise<CommunityPostView> {
  requireAdmin(ctx.viewer);
  const id = parsePostId(idInput);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockLivePost(tx, id))) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    await updatePostModeration(tx, id, patch, now);
    // Shown again by an operator: the reports so far are answered; only new ones count.
    if (patch.isHide === false) await dismissReports(tx, id, now);
  });
  return requireReadablePost(ctx, id);
}

/** An operator hides a post from everyone but its author (or shows it again). */
export function setCommunityPostHidden(
  ctx: WriteDeps,
  idInput: string,
  isHide: boolean,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  return moderate(ctx, idInput, { isHide }, now);
}

/** An operator pins a post above the others (the newest pin first), or unpins it. */
export function setCommunityPostPinned(
  ctx: WriteDeps,
  idInput: string,
  isPinned: boolean,
  now: Date = new Date(),
): Promise<CommunityPostView> {
  return moderate(ctx, idInput, { isPinned, pinnedAt: isPinned ? now : null }, now);
}
