import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { commonColumns, idRef, isLive, timestampTz } from './columns';
import { files } from './files';
import { users } from './users';

export const communityCategories = pgTable(
  'community_categories',
  {
    ...commonColumns(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [uniqueIndex('community_categories_name_unique').on(t.name).where(isLive(t.deletedAt))],
);

/** A user's favourite community categories (category.isFavorite). */
export const communityCategoryFavorites = pgTable(
  'community_category_favorites',
  {
    ...commonColumns(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => communityCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('community_category_favorites_user_category_unique')
      .on(t.userId, t.categoryId)
      .where(isLive(t.deletedAt)),
  ],
);

/**
 * A community post. viewCount/likeCount/replyCount are counters kept by the service; isVisible is
 * the author's choice, isHide an operator's moderation.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    ...commonColumns(),
    authorId: idRef('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: idRef('category_id')
      .notNull()
      .references(() => communityCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    addressName: text('address_name'),
    addressDetail: text('address_detail'),
    deepLinkUrl: text('deep_link_url'),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    isHide: boolean('is_hide').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: timestampTz('pinned_at'),
  },
  (t) => [
    index('community_posts_category_created_at_idx').on(t.categoryId, t.createdAt.desc()),
    index('community_posts_author_id_idx').on(t.authorId, t.createdAt.desc()),
    index('community_posts_pinned_idx')
      .on(t.pinnedAt.desc())
      .where(sql`${t.isPinned}`),
    check(
      'community_posts_counts_check',
      sql`${t.viewCount} >= 0 and ${t.likeCount} >= 0 and ${t.replyCount} >= 0`,
    ),
  ],
);

export const communityPostFiles = pgTable(
  'community_post_files',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    fileId: idRef('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [
    // Who may see a file is decided from what refers to it (files.repository.ts).
    index('community_post_files_file_id_idx').on(t.fileId),
    uniqueIndex('community_post_files_post_file_unique').on(t.postId, t.fileId),
  ],
);

export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('community_post_likes_post_user_unique')
      .on(t.postId, t.userId)
      .where(isLive(t.deletedAt)),
    index('community_post_likes_user_id_idx').on(t.userId),
  ],
);

/** Saved posts (post.isFavorite). */
export const communityPostFavorites = pgTable(
  'community_post_favorites',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('community_post_favorites_post_user_unique')
      .on(t.postId, t.userId)
      .where(isLive(t.deletedAt)),
    index('community_post_favorites_user_id_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Replies; parentReplyId makes a reply to a reply. */
export const communityReplies = pgTable(
  'community_replies',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorId: idRef('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentReplyId: idRef('parent_reply_id').references((): AnyPgColumn => communityReplies.id, {
      onDelete: 'cascade',
    }),
    content: text('content').notNull(),
    isHide: boolean('is_hide').notNull().default(false),
  },
  (t) => [
    index('community_replies_post_created_at_idx').on(t.postId, t.createdAt),
    index('community_replies_parent_reply_id_idx').on(t.parentReplyId),
  ],
);

export const communityHashtags = pgTable(
  'community_hashtags',
  {
    ...commonColumns(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('community_hashtags_name_unique').on(t.name)],
);

export const communityPostHashtags = pgTable(
  'community_post_hashtags',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    hashtagId: idRef('hashtag_id')
      .notNull()
      .references(() => communityHashtags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('community_post_hashtags_post_hashtag_unique').on(t.postId, t.hashtagId),
    index('community_post_hashtags_hashtag_post_idx').on(t.hashtagId, t.postId),
  ],
);

/** Users mentioned in a post (usertags). */
export const communityPostUsertags = pgTable(
  'community_post_usertags',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('community_post_usertags_post_user_unique').on(t.postId, t.userId),
    index('community_post_usertags_user_id_idx').on(t.userId),
  ],
);

/**
 * A member's report of a post (once per member and post); REPORTS_TO_HIDE distinct reports hide
 * the post until an operator looks (ADR 0034). `reason` is one of COMMUNITY_REPORT_REASONS.
 */
export const communityPostReports = pgTable(
  'community_post_reports',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    detail: text('detail'),
  },
  (t) => [
    uniqueIndex('community_post_reports_post_user_unique').on(t.postId, t.userId),
    index('community_post_reports_created_at_idx').on(t.createdAt.desc()),
    check(
      'community_post_reports_reason_check',
      sql`${t.reason} in ('SPAM', 'ABUSE', 'OBSCENE', 'PRIVACY', 'ILLEGAL', 'OTHER')`,
    ),
  ],
);

/** A member's view of a post on a day (Asia/Seoul): viewCount counts a member once a day. */
export const communityPostViews = pgTable(
  'community_post_views',
  {
    ...commonColumns(),
    postId: idRef('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('community_post_views_post_user_day_unique').on(t.postId, t.userId, t.viewedOn),
  ],
);
