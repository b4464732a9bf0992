import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Database, type Transaction } from '../../client';
import {
  communityCategories,
  communityHashtags,
  communityPostHashtags,
  communityPostLikes,
  communityPosts,
  communityReplies,
} from '../../schema/index';

type Executor = Database | Transaction;

/** The community boards (reference data: a fresh deployment has them). */
export const COMMUNITY_CATEGORIES = [
  { name: '현장 이야기', priority: 1 },
  { name: '질문', priority: 2 },
  { name: '자유', priority: 3 },
] as const;

type DemoPost = {
  author: string;
  category: (typeof COMMUNITY_CATEGORIES)[number]['name'];
  title: string;
  content: string;
  addressName?: string;
  hashtags: string[];
  hoursAgo: number;
  isPinned?: boolean;
  likedBy: string[];
  replies: Array<{ author: string; content: string; minutesAfter: number }>;
};

const POSTS: readonly DemoPost[] = [
  {
    author: 'admin@gongsa.test',
    category: '자유',
    title: '공사마켓 커뮤니티 이용 안내',
    content:
      '현장 이야기, 질문, 자유 게시판을 열었습니다. 서로 존중하는 글을 부탁드리며, 광고·비방 글은 신고해 주시면 운영자가 확인합니다. #공지',
    hashtags: ['공지'],
    hoursAgo: 24 * 7,
    isPinned: true,
    likedBy: [],
    replies: [],
  },
  {
    author: 'corp@gongsa.test',
    category: '현장 이야기',
    title: '비 오는 날 옥상 방수 작업, 이렇게 미뤘습니다',
    content:
      '이번 주 강서구 상가 옥상 우레탄 방수 예정이었는데 장마가 길어져 일정을 두 번 미뤘습니다. 바탕면 함수율이 8% 넘으면 들뜸이 생겨서 결국 측정기로 확인하고 진행했어요. 다들 우기 일정은 어떻게 잡으시나요? #방수 #우레탄방수',
    addressName: '서울특별시 강서구',
    hashtags: ['방수', '우레탄방수'],
    hoursAgo: 30,
    likedBy: ['private@gongsa.test', 'engineer@gongsa.test', 'subscriber@gongsa.test'],
    replies: [
      {
        author: 'private@gongsa.test',
        content: '저희도 함수율 측정기 쓰고 나서 하자가 확 줄었습니다. 좋은 정보 감사합니다.',
        minutesAfter: 40,
      },
      {
        author: 'engineer@gongsa.test',
        content: '우기에는 아예 오전 작업만 잡고 오후는 양생 시간으로 비워 둡니다.',
        minutesAfter: 95,
      },
    ],
  },
  {
    author: 'consumer@gongsa.test',
    category: '질문',
    title: '욕실 리모델링 견적, 철거비가 따로 붙는 게 보통인가요?',
    content:
      '32평 아파트 욕실 두 곳 리모델링 견적을 세 군데서 받았는데 한 곳만 철거·폐기물 처리비가 별도로 적혀 있어요. 보통 포함인지 별도인지 궁금합니다. #욕실리모델링 #견적',
    addressName: '경기도 성남시 분당구',
    hashtags: ['욕실리모델링', '견적'],
    hoursAgo: 8,
    likedBy: ['corp@gongsa.test'],
    replies: [
      {
        author: 'private@gongsa.test',
        content:
          '업체마다 다르지만 폐기물 양에 따라 달라서 별도로 적는 곳이 많습니다. 총액으로 비교해 보세요.',
        minutesAfter: 25,
      },
    ],
  },
  {
    author: 'engineer@gongsa.test',
    category: '현장 이야기',
    title: '오래된 주택 분전반 교체하면서 찍은 사진 정리',
    content:
      '1990년대 주택 분전반을 교체했습니다. 누전차단기 없이 퓨즈만 있던 곳이라 회로를 새로 나눴고, 접지도 다시 잡았습니다. 노후 주택 전기 공사 전에 꼭 점검 받으세요. #전기공사 #노후주택',
    addressName: '서울특별시 마포구',
    hashtags: ['전기공사', '노후주택'],
    hoursAgo: 3,
    likedBy: ['corp@gongsa.test', 'consumer@gongsa.test'],
    replies: [],
  },
  {
    author: 'subscriber@gongsa.test',
    category: '자유',
    title: '요즘 자재값 어떠세요?',
    content:
      '철근이랑 레미콘 단가가 지난달보다 또 올랐네요. 견적 낼 때 유효기간을 짧게 잡고 있습니다.',
    hashtags: ['자재값'],
    hoursAgo: 1,
    likedBy: [],
    replies: [
      {
        author: 'corp@gongsa.test',
        content: '저희도 견적서에 자재 단가 변동 조항을 넣기 시작했습니다.',
        minutesAfter: 20,
      },
    ],
  },
];

/** The boards, once each (an operator's renamed or added boards stay). */
export async function seedCommunityCategories(tx: Executor): Promise<void> {
  await tx
    .insert(communityCategories)
    .values([...COMMUNITY_CATEGORIES])
    .onConflictDoNothing();
}

/**
 * A handful of posts with likes and replies by the demo accounts. Idempotent: a post is written
 * only when its author has no live post of that title, with its likes and replies.
 */
export async function seedCommunityPosts(
  tx: Executor,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const boards = await tx
    .select({ id: communityCategories.id, name: communityCategories.name })
    .from(communityCategories)
    .where(isNull(communityCategories.deletedAt));
  const boardIds = new Map(boards.map((board) => [board.name, board.id]));
  const at = (hoursAgo: number, minutes = 0) =>
    new Date(now.getTime() - hoursAgo * 3_600_000 + minutes * 60_000);
  for (const post of POSTS) {
    const authorId = userIds.get(post.author);
    const categoryId = boardIds.get(post.category);
    if (authorId === undefined || categoryId === undefined) continue;
    const [existing] = await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(
        and(
          eq(communityPosts.authorId, authorId),
          eq(communityPosts.title, post.title),
          isNull(communityPosts.deletedAt),
        ),
      );
    if (existing) continue;
    const likers = post.likedBy.flatMap((email) => userIds.get(email) ?? []);
    const replies = post.replies.flatMap((reply) => {
      const replierId = userIds.get(reply.author);
      return replierId === undefined ? [] : [{ ...reply, authorId: replierId }];
    });
    const createdAt = at(post.hoursAgo);
    const [row] = await tx
      .insert(communityPosts)
      .values({
        authorId,
        categoryId,
        title: post.title,
        content: post.content,
        addressName: post.addressName ?? null,
        likeCount: likers.length,
        replyCount: replies.length,
        viewCount: 12 + likers.length * 9 + replies.length * 5,
        isPinned: post.isPinned ?? false,
        pinnedAt: post.isPinned ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: communityPosts.id });
    const postId = row!.id;
    await tx
      .update(communityPosts)
      .set({ deepLinkUrl: `/community/${postId}` })
      .where(eq(communityPosts.id, postId));
    if (post.hashtags.length > 0) {
      await tx
        .insert(communityHashtags)
        .values(post.hashtags.map((name) => ({ name })))
        .onConflictDoNothing({ target: communityHashtags.name });
      const tags = await tx
        .select({ id: communityHashtags.id })
        .from(communityHashtags)
        .where(inArray(communityHashtags.name, post.hashtags));
      await tx
        .insert(communityPostHashtags)
        .values(tags.map((tag) => ({ postId, hashtagId: tag.id })));
    }
    if (likers.length > 0) {
      await tx.insert(communityPostLikes).values(likers.map((userId) => ({ postId, userId })));
    }
    for (const reply of replies) {
      const replyAt = at(post.hoursAgo, reply.minutesAfter);
      await tx.insert(communityReplies).values({
        postId,
        authorId: reply.authorId,
        content: reply.content,
        createdAt: replyAt,
        updatedAt: replyAt,
      });
    }
  }
}
