import {
  communityCategories,
  communityPostHashtags,
  communityPostLikes,
  communityPostReports,
  communityPosts,
  notifications,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../context';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import { insertUserForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { setCommunityPostHidden, setCommunityPostPinned } from './index';

const CARD = `id title content addressName addressDetail viewCount likeCount replyCount isLike
  isFavorite isMine author { id nickname } category { id name priority isFavorite } isVisible
  files { id } hashtags usertags { id nickname } deepLinkUrl isPinned pinnedAt isHide hiddenLabel
  createdAt`;
const CATEGORIES = `{ communityCategories { id name priority } }`;
const CREATE = `mutation C($data: CommunityPostInput!) { createCommunityPost(data: $data) { ${CARD} } }`;
const UPDATE = `mutation U($id: ID!, $data: CommunityPostInput!) { updateCommunityPost(id: $id, data: $data) { ${CARD} } }`;
const DELETE = `mutation D($id: ID!) { deleteCommunityPost(id: $id) }`;
const ONE = `query P($id: ID!) { communityPost(id: $id) { ${CARD} } }`;
const LIST = `query L($filter: CommunityPostFilter, $paging: PagingInput) { communityPosts(filter: $filter, paging: $paging) {
  totalCount nodes { id title isPinned hiddenLabel } pageInfo { hasNextPage endCursor } } }`;
const LIKE = `mutation K($id: ID!) { likeCommunityPost(id: $id) { id likeCount isLike } }`;
const UNLIKE = `mutation N($id: ID!) { unlikeCommunityPost(id: $id) { id likeCount isLike } }`;
const FAVORITE = `mutation F($id: ID!) { addFavoriteCommunityPost(id: $id) { id isFavorite } }`;
const UNFAVORITE = `mutation G($id: ID!) { deleteFavoriteCommunityPost(id: $id) { id isFavorite } }`;
const REPLY = `mutation R($postId: ID!, $content: String!, $parent: ID) {
  createCommunityReply(postId: $postId, content: $content, parentReplyId: $parent) { id content parentReplyId isMine author { nickname } } }`;
const DELETE_REPLY = `mutation X($id: ID!) { deleteCommunityReply(id: $id) }`;
const REPLIES = `query Q($postId: ID!) { communityReplies(postId: $postId) { totalCount nodes { id content parentReplyId author { nickname } } } }`;
const REPORT = `mutation S($id: ID!, $reason: CommunityReportReason!, $detail: String) {
  reportCommunityPost(id: $id, reason: $reason, detail: $detail) }`;

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; field?: string; reason?: string };
  }>;
};
type Post = Record<string, unknown> & { id: string };

describe('community posts', () => {
  const setUp = setUpTestServer(() => createTestDatabase({ seed: 'reference' }));
  const members = {} as Record<
    'author' | 'other' | 'stranger' | 'admin',
    { id: number; headers: Record<string, string> }
  >;
  let boards: Array<{ id: string; name: string; priority: number }>;

  async function graphql(
    query: string,
    variables: Record<string, unknown>,
    as?: { headers: Record<string, string> },
  ): Promise<Body> {
    const { body } = await setUp.server.graphql(query, { variables, headers: as?.headers ?? {} });
    return body as Body;
  }

  async function member(label: string, nickname: string, role: 'USER' | 'ADMIN' = 'USER') {
    const user = await insertUserForTest(setUp.handle.db, label, { nickname, role });
    return { id: user.id, headers: await createAuthHeadersForTest(user.id) };
  }

  function adminCtx() {
    return {
      db: setUp.handle.db,
      viewer: { isAuthenticated: true, userId: members.admin.id, role: 'ADMIN' } as Viewer,
      requestId: 'test',
      clientIp: null,
    };
  }

  function postData(overrides: Record<string, unknown> = {}) {
    return {
      categoryId: boards[0]!.id,
      title: '옥상 방수 일정 공유합니다',
      content: '장마 전에 우레탄 방수를 끝냈습니다. #방수 #옥상',
      addressName: '서울특별시 강서구',
      ...overrides,
    };
  }

  async function createPost(overrides: Record<string, unknown> = {}, as = members.author) {
    const body = await graphql(CREATE, { data: postData(overrides) }, as);
    expect(body.errors).toBeUndefined();
    return body.data!.createCommunityPost as Post;
  }

  async function livePostCount() {
    const rows = await setUp.handle.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(isNull(communityPosts.deletedAt));
    return rows.length;
  }

  async function readPost(id: string) {
    const [row] = await setUp.handle.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.id, Number(id)));
    return row!;
  }

  beforeAll(async () => {
    members.author = await member('community-author', '방수달인');
    members.other = await member('community-other', '전기박사');
    members.stranger = await member('community-stranger', '지나가는회원');
    members.admin = await member('community-admin', '운영자', 'ADMIN');
    boards = (await graphql(CATEGORIES, {})).data!.communityCategories as typeof boards;
  });

  it('lists the boards in their order, to anyone', () => {
    expect(boards.map((board) => board.name)).toEqual(['현장 이야기', '질문', '자유']);
  });

  it('refuses bad posts with a Korean message and writes nothing', async () => {
    const before = await livePostCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '   ' }, 'title', '제목을 입력해 주세요.'],
      [{ content: '' }, 'content', '내용을 입력해 주세요.'],
      [{ title: '가'.repeat(101) }, 'title', '제목은 100자 이하로 입력해 주세요.'],
      [{ categoryId: '999999' }, 'categoryId', '게시판을 다시 선택해 주세요.'],
      [
        { hashtags: Array.from({ length: 11 }, (_, i) => `태그${i}`) },
        'hashtags',
        '해시태그는 10개까지 달 수 있습니다.',
      ],
      [{ usertags: ['없는닉네임'] }, 'usertags', "'없는닉네임' 회원을 찾을 수 없습니다."],
      [{ imageIds: ['999999'] }, 'imageIds', '사진을 다시 올려 주세요.'],
    ];
    for (const [overrides, field, message] of cases) {
      const body = await graphql(CREATE, { data: postData(overrides) }, members.author);
      expect(body.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    expect(await livePostCount()).toBe(before);
  });

  it('lets anyone read, members write; tags, images and hashtags are saved with the post', async () => {
    const anonymous = await graphql(CREATE, { data: postData() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const image = await uploadImageForTest(setUp.server, members.author.headers);
    const post = await createPost({
      hashtags: ['#현장', '방수'],
      usertags: ['전기박사'],
      imageIds: [image],
    });
    expect(post).toMatchObject({
      title: '옥상 방수 일정 공유합니다',
      addressName: '서울특별시 강서구',
      author: { id: String(members.author.id), nickname: '방수달인' },
      category: { name: '현장 이야기', priority: 1, isFavorite: false },
      hashtags: ['현장', '방수', '옥상'],
      usertags: [{ id: String(members.other.id), nickname: '전기박사' }],
      files: [{ id: image }],
      isMine: true,
      isVisible: true,
      isHide: false,
      hiddenLabel: null,
      deepLinkUrl: `/community/${post.id}`,
      likeCount: 0,
      replyCount: 0,
      viewCount: 0,
    });

    const seen = await graphql(ONE, { id: post.id });
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.communityPost).toMatchObject({ id: post.id, isMine: false, isLike: false });
    const listed = await graphql(LIST, { filter: { hashtag: '#현장' } });
    expect((listed.data!.communityPosts as { nodes: Post[] }).nodes.map((n) => n.id)).toEqual([
      post.id,
    ]);
  });

  it('lets only the author change or delete a post; a stranger changes nothing', async () => {
    const post = await createPost({ title: '수정 전 제목' });
    for (const as of [members.stranger, members.admin]) {
      const update = await graphql(
        UPDATE,
        { id: post.id, data: postData({ title: '남이 고침' }) },
        as,
      );
      expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const removed = await graphql(DELETE, { id: post.id }, as);
      expect(removed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // The owner check comes before validation: a stranger's bad form still says FORBIDDEN.
    const strangerBad = await graphql(
      UPDATE,
      { id: post.id, data: postData({ title: '' }) },
      members.stranger,
    );
    expect(strangerBad.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(DELETE, { id: post.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await readPost(post.id)).title).toBe('수정 전 제목');

    const bad = await graphql(
      UPDATE,
      { id: post.id, data: postData({ title: '' }) },
      members.author,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await readPost(post.id)).title).toBe('수정 전 제목');

    const updated = await graphql(
      UPDATE,
      {
        id: post.id,
        data: postData({ title: '고친 제목', content: '해시태그 없음', categoryId: boards[1]!.id }),
      },
      members.author,
    );
    expect(updated.data!.updateCommunityPost).toMatchObject({
      title: '고친 제목',
      hashtags: [],
      category: { name: '질문' },
    });

    expect((await graphql(DELETE, { id: post.id }, members.author)).data).toEqual({
      deleteCommunityPost: post.id,
    });
    expect(
      (await graphql(ONE, { id: post.id }, members.author)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('counts 100 members liking at once as 100, and one member liking many times as 1', async () => {
    const post = await createPost({ title: '좋아요 경주' });
    const likers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => member(`community-liker-${i}`, `좋아요${i}`)),
    );
    const answers = await Promise.all(likers.map((liker) => graphql(LIKE, { id: post.id }, liker)));
    expect(answers.filter((answer) => answer.errors)).toEqual([]);
    expect((await readPost(post.id)).likeCount).toBe(100);

    const repeated = await Promise.all(
      Array.from({ length: 20 }, () => graphql(LIKE, { id: post.id }, members.other)),
    );
    expect(repeated.filter((answer) => answer.errors)).toEqual([]);
    expect((await readPost(post.id)).likeCount).toBe(101);
    const likes = await setUp.handle.db
      .select({ id: communityPostLikes.id })
      .from(communityPostLikes)
      .where(
        and(
          eq(communityPostLikes.postId, Number(post.id)),
          eq(communityPostLikes.userId, members.other.id),
          isNull(communityPostLikes.deletedAt),
        ),
      );
    expect(likes).toHaveLength(1);

    const unliked = await Promise.all(
      Array.from({ length: 5 }, () => graphql(UNLIKE, { id: post.id }, members.other)),
    );
    expect(unliked.filter((answer) => answer.errors)).toEqual([]);
    expect((await readPost(post.id)).likeCount).toBe(100);
    const mine = await graphql(ONE, { id: post.id }, likers[0]);
    expect(mine.data!.communityPost).toMatchObject({ likeCount: 100, isLike: true });

    const anonymous = await graphql(LIKE, { id: post.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    expect((await graphql(FAVORITE, { id: post.id }, members.other)).data).toEqual({
      addFavoriteCommunityPost: { id: post.id, isFavorite: true },
    });
    expect((await graphql(UNFAVORITE, { id: post.id }, members.other)).data).toEqual({
      deleteFavoriteCommunityPost: { id: post.id, isFavorite: false },
    });
  });

  it('keeps replyCount with the replies and tells the author of a reply, not of their own', async () => {
    const post = await createPost({ title: '댓글 받을 글' });
    const empty = await graphql(REPLY, { postId: post.id, content: '  ' }, members.other);
    expect(empty.errors?.[0]).toMatchObject({
      message: '댓글을 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const anonymous = await graphql(REPLY, { postId: post.id, content: '익명 댓글' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await readPost(post.id)).replyCount).toBe(0);

    const first = await graphql(
      REPLY,
      { postId: post.id, content: '좋은 정보 감사합니다' },
      members.other,
    );
    expect(first.data!.createCommunityReply).toMatchObject({
      content: '좋은 정보 감사합니다',
      parentReplyId: null,
      isMine: true,
      author: { nickname: '전기박사' },
    });
    const firstId = (first.data!.createCommunityReply as { id: string }).id;
    const answer = await graphql(
      REPLY,
      { postId: post.id, content: '도움이 되셨다니 다행입니다', parent: firstId },
      members.author,
    );
    const answerId = (answer.data!.createCommunityReply as { id: string }).id;
    const deeper = await graphql(
      REPLY,
      { postId: post.id, content: '답글의 답글', parent: answerId },
      members.other,
    );
    expect(deeper.errors?.[0]?.message).toBe('답글에는 답글을 달 수 없습니다.');
    await graphql(
      REPLY,
      { postId: post.id, content: '하나 더 여쭤봐도 될까요?' },
      members.stranger,
    );
    expect((await readPost(post.id)).replyCount).toBe(3);

    await setUp.server.drainJobs();
    const notices = await setUp.handle.db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        message: notifications.message,
        url: notifications.url,
      })
      .from(notifications)
      .where(eq(notifications.userId, members.author.id))
      .orderBy(asc(notifications.id));
    expect(notices).toEqual([
      {
        kind: 'communityReplied',
        title: '내 글에 댓글이 달렸습니다',
        message: "전기박사가 '댓글 받을 글' 글에 댓글을 남겼습니다.",
        url: `/community/${post.id}`,
      },
      {
        kind: 'communityReplied',
        title: '내 글에 댓글이 달렸습니다',
        message: "지나가는회원이 '댓글 받을 글' 글에 댓글을 남겼습니다.",
        url: `/community/${post.id}`,
      },
    ]);

    const strangerDelete = await graphql(DELETE_REPLY, { id: firstId }, members.stranger);
    expect(strangerDelete.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(DELETE_REPLY, { id: firstId }, members.other)).data).toEqual({
      deleteCommunityReply: firstId,
    });
    // The reply and the answer under it went; the count follows.
    expect((await readPost(post.id)).replyCount).toBe(1);
    const left = await graphql(REPLIES, { postId: post.id });
    expect(left.data!.communityReplies).toMatchObject({
      totalCount: 1,
      nodes: [{ content: '하나 더 여쭤봐도 될까요?' }],
    });
  });

  it('holds a member to 30 posts and replies an hour: the next is refused in Korean and writes nothing', async () => {
    const post = await createPost({ title: '댓글 예산 시험' });
    const writer = await member('community-busy-writer', '바쁜작성자');
    for (let i = 0; i < 30; i += 1) {
      const body = await graphql(REPLY, { postId: post.id, content: `댓글 ${i}` }, writer);
      expect(body.errors).toBeUndefined();
    }
    const refused = await graphql(REPLY, { postId: post.id, content: '한 번 더' }, writer);
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^글과 댓글을 너무 자주 올렸습니다\. \d+분 후 다시 올려 주세요\.$/,
      ),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const newPost = await graphql(CREATE, { data: postData({ title: '예산 넘은 글' }) }, writer);
    expect(newPost.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await readPost(post.id)).replyCount).toBe(30);
    // Another member's budget is their own.
    const other = await graphql(REPLY, { postId: post.id, content: '저는 처음' }, members.other);
    expect(other.errors).toBeUndefined();
  });

  it('takes one report per member, refuses one’s own post, and hides the post at five reports', async () => {
    const post = await createPost({ title: '신고될 글' });
    const own = await graphql(REPORT, { id: post.id, reason: 'SPAM' }, members.author);
    expect(own.errors?.[0]).toMatchObject({ message: '내 게시글은 신고할 수 없습니다.' });
    const other = await graphql(REPORT, { id: post.id, reason: 'OTHER' }, members.other);
    expect(other.errors?.[0]).toMatchObject({
      message: '기타 사유를 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'detail' },
    });
    expect((await graphql(REPORT, { id: post.id, reason: 'SPAM' }, members.other)).data).toEqual({
      reportCommunityPost: true,
    });
    const twice = await graphql(REPORT, { id: post.id, reason: 'ABUSE' }, members.other);
    expect(twice.errors?.[0]).toMatchObject({
      message: '이미 신고한 게시글입니다.',
      extensions: { reason: 'ALREADY_REPORTED' },
    });
    const anonymous = await graphql(REPORT, { id: post.id, reason: 'SPAM' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const reporters = await Promise.all(
      Array.from({ length: 4 }, (_, i) => member(`community-reporter-${i}`, `신고자${i}`)),
    );
    await Promise.all(
      reporters.map((reporter) => graphql(REPORT, { id: post.id, reason: 'ABUSE' }, reporter)),
    );
    const reports = await setUp.handle.db
      .select({ id: communityPostReports.id })
      .from(communityPostReports)
      .where(eq(communityPostReports.postId, Number(post.id)));
    expect(reports).toHaveLength(5);
    expect((await readPost(post.id)).isHide).toBe(true);
    expect(
      (await graphql(ONE, { id: post.id }, members.stranger)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await graphql(ONE, { id: post.id }, members.author)).data!.communityPost).toMatchObject(
      {
        isHide: true,
        hiddenLabel: '숨김 처리됨',
      },
    );

    // An operator looks and shows it again: the five reports are answered, so the next one does
    // not hide it again; five new ones would.
    await setCommunityPostHidden(adminCtx(), post.id, false);
    const late = await member('community-reporter-late', '늦은신고');
    expect((await graphql(REPORT, { id: post.id, reason: 'SPAM' }, late)).data).toEqual({
      reportCommunityPost: true,
    });
    expect((await readPost(post.id)).isHide).toBe(false);
    const again = await graphql(REPORT, { id: post.id, reason: 'SPAM' }, members.other);
    expect(again.errors?.[0]?.extensions?.reason).toBe('ALREADY_REPORTED');
    const more = await Promise.all(
      Array.from({ length: 4 }, (_, i) => member(`community-reporter-more-${i}`, `추가${i}`)),
    );
    await Promise.all(
      more.map((reporter) => graphql(REPORT, { id: post.id, reason: 'ABUSE' }, reporter)),
    );
    expect((await readPost(post.id)).isHide).toBe(true);
  });

  it('hides and pins by operators only; hidden posts leave everyone’s list but the author’s, pinned come first', async () => {
    const db = setUp.handle.db;
    const [board] = await db
      .insert(communityCategories)
      .values({ name: '정렬 시험', priority: 9 })
      .returning({ id: communityCategories.id });
    const categoryId = String(board!.id);
    const older = await createPost({ categoryId, title: '오래된 글' });
    const hidden = await createPost({ categoryId, title: '숨길 글' });
    const newer = await createPost({ categoryId, title: '새 글' });

    const memberCtx = {
      ...adminCtx(),
      viewer: { isAuthenticated: true, userId: members.author.id, role: 'USER' } as Viewer,
    };
    await expect(setCommunityPostPinned(memberCtx, older.id, true)).rejects.toThrow(
      '관리자만 사용할 수 있습니다.',
    );
    await setCommunityPostPinned(adminCtx(), older.id, true);
    await setCommunityPostHidden(adminCtx(), hidden.id, true);

    const titles = async (as?: { headers: Record<string, string> }, paging?: object) => {
      const body = await graphql(LIST, { filter: { categoryId }, paging }, as);
      return body.data!.communityPosts as {
        totalCount: number;
        nodes: Post[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    expect((await titles()).nodes.map((n) => [n.title, n.isPinned])).toEqual([
      ['오래된 글', true],
      ['새 글', false],
    ]);
    expect((await titles(members.stranger)).totalCount).toBe(2);
    expect((await titles(members.author)).nodes.map((n) => [n.title, n.hiddenLabel])).toEqual([
      ['오래된 글', null],
      ['새 글', null],
      ['숨길 글', '숨김 처리됨'],
    ]);
    // Pages follow the same order: the pinned post, then the rest.
    const first = await titles(members.author, { first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await titles(members.author, { first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes.map((n) => n.title)).toEqual(['숨길 글']);

    await setCommunityPostHidden(adminCtx(), hidden.id, false);
    await setCommunityPostPinned(adminCtx(), older.id, false);
    expect((await titles()).nodes.map((n) => n.title)).toEqual(['새 글', '숨길 글', '오래된 글']);
    expect(newer.id).toBeDefined();
  });

  it('counts a member’s views once a day, a visitor’s every open, the author’s never', async () => {
    const post = await createPost({ title: '조회수 세기' });
    await graphql(ONE, { id: post.id }, members.author);
    await graphql(ONE, { id: post.id }, members.other);
    await graphql(ONE, { id: post.id }, members.other);
    await graphql(ONE, { id: post.id });
    const last = await graphql(ONE, { id: post.id });
    expect(last.data!.communityPost).toMatchObject({ viewCount: 3 });
    expect((await readPost(post.id)).viewCount).toBe(3);
  });

  it('finds posts by board and words, and keeps private posts to their author', async () => {
    const secret = await createPost({
      categoryId: boards[2]!.id,
      title: '나만 보는 메모',
      content: '자재 단가 메모 #비공개메모',
      isVisible: false,
    });
    const found = await graphql(LIST, { filter: { search: '나만 보는' } }, members.stranger);
    expect((found.data!.communityPosts as { totalCount: number }).totalCount).toBe(0);
    const mine = await graphql(
      LIST,
      { filter: { search: '나만 보는', mine: true } },
      members.author,
    );
    expect((mine.data!.communityPosts as { nodes: Post[] }).nodes.map((n) => n.id)).toEqual([
      secret.id,
    ]);
    expect((await graphql(ONE, { id: secret.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const tags = await setUp.handle.db
      .select({ id: communityPostHashtags.id })
      .from(communityPostHashtags)
      .where(eq(communityPostHashtags.postId, Number(secret.id)));
    expect(tags).toHaveLength(1);
    const badFilter = await graphql(LIST, { filter: { categoryId: 'abc' } });
    expect(badFilter.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
