import {
  communityCategories,
  communityCategoryFavorites,
  communityHashtags,
  communityPostFavorites,
  communityPostFiles,
  communityPostHashtags,
  communityPostLikes,
  communityPostReports,
  communityPostUsertags,
  communityPosts,
  communityPostViews,
  communityReplies,
  escapeLike,
  users,
} from '@gongsa/db';
import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../app/database';
import { findKeysetPage, type KeysetOrder } from '../../platform/keyset.repository';
import type { PageRequest } from '../../platform/pagination';

/** The author as the board shows them: a nickname, or the name the service masks. */
export type CommunityAuthorRow = { id: number; nickname: string | null; name: string | null };

export type CommunityPostRow = {
  id: number;
  authorId: number;
  categoryId: number;
  categoryName: string;
  categoryPriority: number;
  title: string;
  content: string;
  addressName: string | null;
  addressDetail: string | null;
  deepLinkUrl: string | null;
  viewCount: number;
  likeCount: number;
  replyCount: number;
  isVisible: boolean;
  isHide: boolean;
  isPinned: boolean;
  pinnedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Where the list puts it: pinned posts (newest pin first) above the rest (newest first). */
  rankedAt: Date;
  authorNickname: string | null;
  authorName: string | null;
};

/** A pin is ranked a thousand years ahead, so pinned posts lead the one keyset order. */
const RANKED_AT = sql`(case when ${communityPosts.isPinned} and ${communityPosts.pinnedAt} is not null
  then ${communityPosts.pinnedAt} + interval '1000 years' else ${communityPosts.createdAt} end)`;

const POST_COLUMNS = {
  id: communityPosts.id,
  authorId: communityPosts.authorId,
  categoryId: communityPosts.categoryId,
  categoryName: communityCategories.name,
  categoryPriority: communityCategories.priority,
  title: communityPosts.title,
  content: communityPosts.content,
  addressName: communityPosts.addressName,
  addressDetail: communityPosts.addressDetail,
  deepLinkUrl: communityPosts.deepLinkUrl,
  viewCount: communityPosts.viewCount,
  likeCount: communityPosts.likeCount,
  replyCount: communityPosts.replyCount,
  isVisible: communityPosts.isVisible,
  isHide: communityPosts.isHide,
  isPinned: communityPosts.isPinned,
  pinnedAt: communityPosts.pinnedAt,
  createdAt: communityPosts.createdAt,
  updatedAt: communityPosts.updatedAt,
  rankedAt: sql<Date>`${RANKED_AT}`.mapWith(communityPosts.createdAt),
  authorNickname: users.nickname,
  authorName: users.name,
};

/** Who reads: a member (their own hidden or private posts too), an operator (everything live). */
export type CommunityReader = { userId: number | null; isAdmin: boolean };

/** A live post of a live author; what else the reader may see follows from who they are. */
function isReadableBy(reader: CommunityReader): SQL {
  const open = and(eq(communityPosts.isVisible, true), eq(communityPosts.isHide, false));
  return and(
    isNull(communityPosts.deletedAt),
    isNull(users.deletedAt),
    reader.isAdmin
      ? undefined
      : reader.userId === null
        ? open
        : or(open, eq(communityPosts.authorId, reader.userId)),
  )!;
}

function selectPosts(db: Database) {
  return db
    .select(POST_COLUMNS)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId));
}

export type CommunityPostListFilter = {
  categoryId?: number;
  hashtag?: string;
  search?: string;
  authorId?: number;
};

function toConditions(filter: CommunityPostListFilter, reader: CommunityReader): SQL {
  const search = filter.search ? `%${escapeLike(filter.search)}%` : null;
  return and(
    isReadableBy(reader),
    filter.categoryId === undefined ? undefined : eq(communityPosts.categoryId, filter.categoryId),
    filter.authorId === undefined ? undefined : eq(communityPosts.authorId, filter.authorId),
    search === null
      ? undefined
      : or(ilike(communityPosts.title, search), ilike(communityPosts.content, search)),
    filter.hashtag === undefined
      ? undefined
      : sql`exists (select 1 from ${communityPostHashtags}
          join ${communityHashtags} on ${communityHashtags.id} = ${communityPostHashtags.hashtagId}
          where ${communityPostHashtags.postId} = ${communityPosts.id}
            and ${communityHashtags.name} = ${filter.hashtag})`,
  )!;
}

/** Pinned first (newest pin first), then newest first; id breaks ties. */
export const COMMUNITY_POST_KEYSET: KeysetOrder = {
  sort: { column: RANKED_AT, type: 'date' },
  id: communityPosts.id,
  order: 'desc',
};

export async function selectCommunityPostPage(
  db: Database,
  filter: CommunityPostListFilter,
  reader: CommunityReader,
  request: PageRequest,
): Promise<{ rows: CommunityPostRow[]; totalCount: number }> {
  const where = toConditions(filter, reader);
  return findKeysetPage(
    COMMUNITY_POST_KEYSET,
    request,
    (keyset) =>
      selectPosts(db)
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: sql<number>`count(*)::int` })
        .from(communityPosts)
        .innerJoin(users, eq(users.id, communityPosts.authorId))
        .where(where),
  );
}

export async function findReadablePost(
  db: Database,
  id: number,
  reader: CommunityReader,
): Promise<CommunityPostRow | null> {
  const [row] = await selectPosts(db).where(and(eq(communityPosts.id, id), isReadableBy(reader)));
  return row ?? null;
}

export async function selectReadablePostsByIds(
  db: Database,
  ids: readonly number[],
  reader: CommunityReader,
): Promise<CommunityPostRow[]> {
  if (ids.length === 0) return [];
  return selectPosts(db).where(and(inArray(communityPosts.id, [...ids]), isReadableBy(reader)));
}

/** The live post's owner under its row lock (update, delete, report, moderation). */
export async function lockLivePost(
  tx: Database,
  id: number,
): Promise<{ id: number; authorId: number; isHide: boolean } | null> {
  const [row] = await tx
    .select({
      id: communityPosts.id,
      authorId: communityPosts.authorId,
      isHide: communityPosts.isHide,
    })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, id), isNull(communityPosts.deletedAt)))
    .for('update');
  return row ?? null;
}

export type CommunityPostValues = {
  categoryId: number;
  title: string;
  content: string;
  addressName: string | null;
  addressDetail: string | null;
  isVisible: boolean;
};

export async function insertCommunityPost(
  tx: Database,
  authorId: number,
  values: CommunityPostValues,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(communityPosts)
    .values({ authorId, ...values, createdAt: now, updatedAt: now })
    .returning({ id: communityPosts.id });
  const id = row!.id;
  await tx
    .update(communityPosts)
    .set({ deepLinkUrl: `/community/${id}` })
    .where(eq(communityPosts.id, id));
  return id;
}

export async function updateCommunityPostRow(
  tx: Database,
  id: number,
  values: CommunityPostValues,
  now: Date,
): Promise<void> {
  await tx
    .update(communityPosts)
    .set({ ...values, updatedAt: now })
    .where(eq(communityPosts.id, id));
}

export async function softDeleteCommunityPost(tx: Database, id: number, now: Date): Promise<void> {
  await tx
    .update(communityPosts)
    .set({ deletedAt: now, updatedAt: now })
    .where(eq(communityPosts.id, id));
}

/** Operator moderation: hide or show, pin or unpin (pinnedAt orders the pinned). */
export async function updatePostModeration(
  tx: Database,
  id: number,
  patch: { isHide?: boolean; isPinned?: boolean; pinnedAt?: Date | null },
  now: Date,
): Promise<void> {
  await tx
    .update(communityPosts)
    .set({ ...patch, updatedAt: now })
    .where(eq(communityPosts.id, id));
}

/** Replaces the post's images (in order), hashtags and tagged members (the form saves whole). */
export async function replacePostLinks(
  tx: Database,
  postId: number,
  links: { imageFileIds: number[]; hashtags: string[]; usertagUserIds: number[] },
): Promise<void> {
  await tx.delete(communityPostFiles).where(eq(communityPostFiles.postId, postId));
  await tx.delete(communityPostHashtags).where(eq(communityPostHashtags.postId, postId));
  await tx.delete(communityPostUsertags).where(eq(communityPostUsertags.postId, postId));
  if (links.imageFileIds.length > 0) {
    await tx
      .insert(communityPostFiles)
      .values(links.imageFileIds.map((fileId, priority) => ({ postId, fileId, priority })));
  }
  if (links.hashtags.length > 0) {
    await tx
      .insert(communityHashtags)
      .values(links.hashtags.map((name) => ({ name })))
      .onConflictDoNothing({ target: communityHashtags.name });
    const tags = await tx
      .select({ id: communityHashtags.id })
      .from(communityHashtags)
      .where(inArray(communityHashtags.name, links.hashtags));
    await tx
      .insert(communityPostHashtags)
      .values(tags.map((tag) => ({ postId, hashtagId: tag.id })));
  }
  if (links.usertagUserIds.length > 0) {
    await tx
      .insert(communityPostUsertags)
      .values(links.usertagUserIds.map((userId) => ({ postId, userId })));
  }
}

// --- categories ---------------------------------------------------------------------------------

export type CommunityCategoryRow = { id: number; name: string; priority: number };

export async function selectLiveCategories(db: Database): Promise<CommunityCategoryRow[]> {
  return db
    .select({
      id: communityCategories.id,
      name: communityCategories.name,
      priority: communityCategories.priority,
    })
    .from(communityCategories)
    .where(isNull(communityCategories.deletedAt))
    .orderBy(asc(communityCategories.priority), asc(communityCategories.id));
}

export async function isLiveCategory(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: communityCategories.id })
    .from(communityCategories)
    .where(and(eq(communityCategories.id, id), isNull(communityCategories.deletedAt)));
  return row !== undefined;
}

// --- what a card shows beyond its row ------------------------------------------------------------

export async function selectPostFileIds(
  db: Database,
  postIds: readonly number[],
): Promise<Array<{ postId: number; fileId: number }>> {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: communityPostFiles.postId, fileId: communityPostFiles.fileId })
    .from(communityPostFiles)
    .where(inArray(communityPostFiles.postId, [...postIds]))
    .orderBy(asc(communityPostFiles.priority), asc(communityPostFiles.id));
}

export async function selectPostHashtags(
  db: Database,
  postIds: readonly number[],
): Promise<Array<{ postId: number; name: string }>> {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: communityPostHashtags.postId, name: communityHashtags.name })
    .from(communityPostHashtags)
    .innerJoin(communityHashtags, eq(communityHashtags.id, communityPostHashtags.hashtagId))
    .where(inArray(communityPostHashtags.postId, [...postIds]))
    .orderBy(asc(communityPostHashtags.id));
}

export async function selectPostUsertags(
  db: Database,
  postIds: readonly number[],
): Promise<Array<{ postId: number } & CommunityAuthorRow>> {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: communityPostUsertags.postId,
      id: users.id,
      nickname: users.nickname,
      name: users.name,
    })
    .from(communityPostUsertags)
    .innerJoin(users, eq(users.id, communityPostUsertags.userId))
    .where(and(inArray(communityPostUsertags.postId, [...postIds]), isNull(users.deletedAt)))
    .orderBy(asc(communityPostUsertags.id));
}

/** Live, active members with these nicknames (user tags name members by nickname). */
export async function selectMembersByNicknames(
  db: Database,
  nicknames: readonly string[],
): Promise<Array<{ id: number; nickname: string }>> {
  if (nicknames.length === 0) return [];
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(
      and(
        inArray(users.nickname, [...nicknames]),
        isNull(users.deletedAt),
        eq(users.state, 'ACTIVE'),
      ),
    );
  return rows.map((row) => ({ id: row.id, nickname: row.nickname! }));
}

// --- likes and favourites: one live row per member and post ---------------------------------------

/** A member's mark on a post (a like, a favourite): live rows unique per (post, user). */
export type PostMark = {
  table: PgTable;
  postId: AnyPgColumn;
  userId: AnyPgColumn;
  deletedAt: AnyPgColumn;
};

export const POST_LIKE: PostMark = {
  table: communityPostLikes,
  postId: communityPostLikes.postId,
  userId: communityPostLikes.userId,
  deletedAt: communityPostLikes.deletedAt,
};

export const POST_FAVORITE: PostMark = {
  table: communityPostFavorites,
  postId: communityPostFavorites.postId,
  userId: communityPostFavorites.userId,
  deletedAt: communityPostFavorites.deletedAt,
};

export const CATEGORY_FAVORITE: PostMark = {
  table: communityCategoryFavorites,
  postId: communityCategoryFavorites.categoryId,
  userId: communityCategoryFavorites.userId,
  deletedAt: communityCategoryFavorites.deletedAt,
};

/**
 * Adds the mark unless a live one exists; true when this call added it. The partial unique index
 * decides between racing calls of one member, so only one of them adds.
 */
export async function insertPostMark(
  tx: Database,
  mark: PostMark,
  key: { postId: number; userId: number },
  now: Date,
): Promise<boolean> {
  const column = (c: AnyPgColumn) => sql.identifier(c.name);
  const result = await tx.execute<{ id: number }>(sql`insert into ${mark.table}
    (${column(mark.postId)}, ${column(mark.userId)}, created_at, updated_at)
    values (${key.postId}, ${key.userId}, ${now}, ${now})
    on conflict (${column(mark.postId)}, ${column(mark.userId)})
      where ${column(mark.deletedAt)} is null do nothing
    returning id`);
  return result.rows.length > 0;
}

/** Soft-deletes the member's live mark; true when there was one (a racing second call: false). */
export async function deletePostMark(
  tx: Database,
  mark: PostMark,
  key: { postId: number; userId: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(mark.table)
    .set({ deletedAt: now } as never)
    .where(and(eq(mark.postId, key.postId), eq(mark.userId, key.userId), isNull(mark.deletedAt)))
    .returning({ id: sql<number>`id` });
  return rows.length > 0;
}

/** Which of these posts the member has marked. */
export async function selectMarkedPostIds(
  db: Database,
  mark: PostMark,
  userId: number,
  postIds: readonly number[],
): Promise<number[]> {
  if (postIds.length === 0) return [];
  const rows = await db
    .select({ id: sql<number>`${mark.postId}`.mapWith(Number) })
    .from(mark.table)
    .where(
      and(eq(mark.userId, userId), inArray(mark.postId, [...postIds]), isNull(mark.deletedAt)),
    );
  return rows.map((row) => row.id);
}

/** Moves a counter by delta in one statement, so racing changes queue on the row. */
export async function addToPostCounter(
  tx: Database,
  postId: number,
  counter: 'likeCount' | 'replyCount' | 'viewCount',
  delta: number,
): Promise<void> {
  const column = communityPosts[counter];
  await tx
    .update(communityPosts)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(communityPosts.id, postId));
}

/** A member's first view of the post on this day (Seoul); true when this call recorded it. */
export async function insertPostView(
  db: Database,
  key: { postId: number; userId: number; viewedOn: string },
): Promise<boolean> {
  const rows = await db
    .insert(communityPostViews)
    .values(key)
    .onConflictDoNothing({
      target: [communityPostViews.postId, communityPostViews.userId, communityPostViews.viewedOn],
    })
    .returning({ id: communityPostViews.id });
  return rows.length > 0;
}

// --- replies -------------------------------------------------------------------------------------

export type CommunityReplyRow = {
  id: number;
  postId: number;
  authorId: number;
  parentReplyId: number | null;
  content: string;
  createdAt: Date;
  authorNickname: string | null;
  authorName: string | null;
};

const REPLY_COLUMNS = {
  id: communityReplies.id,
  postId: communityReplies.postId,
  authorId: communityReplies.authorId,
  parentReplyId: communityReplies.parentReplyId,
  content: communityReplies.content,
  createdAt: communityReplies.createdAt,
  authorNickname: users.nickname,
  authorName: users.name,
};

const LIVE_REPLY = and(
  isNull(communityReplies.deletedAt),
  eq(communityReplies.isHide, false),
  isNull(users.deletedAt),
);

/** Replies oldest first (a conversation reads down); id breaks ties. */
export const COMMUNITY_REPLY_KEYSET: KeysetOrder = {
  sort: { column: communityReplies.createdAt, type: 'date' },
  id: communityReplies.id,
  order: 'asc',
};

export async function selectReplyPage(
  db: Database,
  postId: number,
  request: PageRequest,
): Promise<{ rows: CommunityReplyRow[]; totalCount: number }> {
  const where = and(eq(communityReplies.postId, postId), LIVE_REPLY);
  return findKeysetPage(
    COMMUNITY_REPLY_KEYSET,
    request,
    (keyset) =>
      db
        .select(REPLY_COLUMNS)
        .from(communityReplies)
        .innerJoin(users, eq(users.id, communityReplies.authorId))
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    () =>
      db
        .select({ value: sql<number>`count(*)::int` })
        .from(communityReplies)
        .innerJoin(users, eq(users.id, communityReplies.authorId))
        .where(where),
  );
}

export async function findLiveReply(db: Database, id: number): Promise<CommunityReplyRow | null> {
  const [row] = await db
    .select(REPLY_COLUMNS)
    .from(communityReplies)
    .innerJoin(users, eq(users.id, communityReplies.authorId))
    .where(and(eq(communityReplies.id, id), LIVE_REPLY));
  return row ?? null;
}

export async function insertReply(
  tx: Database,
  values: { postId: number; authorId: number; parentReplyId: number | null; content: string },
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(communityReplies)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: communityReplies.id });
  return row!.id;
}

/** Soft-deletes the reply and its live answers; how many rows went (the post's count drops so). */
export async function softDeleteReplyThread(
  tx: Database,
  replyId: number,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(communityReplies)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        or(eq(communityReplies.id, replyId), eq(communityReplies.parentReplyId, replyId)),
        isNull(communityReplies.deletedAt),
      ),
    )
    .returning({ id: communityReplies.id });
  return rows.length;
}

// --- reports -------------------------------------------------------------------------------------

/** The member's report, once per post; true when this call recorded it. */
export async function insertReport(
  tx: Database,
  values: { postId: number; userId: number; reason: string; detail: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(communityPostReports)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [communityPostReports.postId, communityPostReports.userId] })
    .returning({ id: communityPostReports.id });
  return rows.length > 0;
}

/** Reports no operator has looked at yet (dismissed ones are soft-deleted). */
export async function countReports(tx: Database, postId: number): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(communityPostReports)
    .where(and(eq(communityPostReports.postId, postId), isNull(communityPostReports.deletedAt)));
  return row?.value ?? 0;
}

/**
 * An operator showed the post again: the reports so far are dealt with (soft-deleted, kept for
 * the record), so only new reports can hide it again. A member still reports a post once.
 */
export async function dismissReports(tx: Database, postId: number, now: Date): Promise<void> {
  await tx
    .update(communityPostReports)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(communityPostReports.postId, postId), isNull(communityPostReports.deletedAt)));
}
