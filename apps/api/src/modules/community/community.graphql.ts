import { COMMUNITY_REPORT_REASONS } from '@gongsa/domain';
import { builder } from '../../builder';
import { defineConnection, PagingInputRef } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import { FileRef } from '../files/files.graphql';
import {
  createCommunityPost,
  createCommunityReply,
  deleteCommunityPost,
  deleteCommunityReply,
  describePostHidden,
  findCommunityPost,
  findPostHashtags,
  findPostImages,
  findPostUsertags,
  isCategoryFavorite,
  isPostFavorite,
  isPostLiked,
  isPostMine,
  listCommunityCategories,
  listCommunityPosts,
  listCommunityReplies,
  reportCommunityPost,
  setCommunityPostFavorite,
  setCommunityPostLike,
  toAuthorView,
  updateCommunityPost,
  type CommunityAuthorView,
  type CommunityCategoryView,
  type CommunityPostView,
  type CommunityReplyView,
} from './community.service';

const CommunityAuthorRef = builder.objectRef<CommunityAuthorView>('CommunityAuthor').implement({
  description: '게시판에 보이는 회원: 닉네임 (없으면 가린 이름)',
  fields: (t) => ({
    id: t.exposeID('id'),
    nickname: t.exposeString('nickname'),
  }),
});

const CommunityCategoryRef = builder
  .objectRef<CommunityCategoryView>('CommunityCategory')
  .implement({
    description: '커뮤니티 게시판 (현장 이야기, 질문, 자유…)',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority', { description: '보여 줄 순서 (작을수록 앞)' }),
      isFavorite: t.boolean({
        description: '내가 즐겨찾는 게시판인지 (로그인하지 않았으면 false)',
        resolve: (category, _args, ctx) => isCategoryFavorite(ctx, category),
      }),
    }),
  });

const CommunityPostRef = builder.objectRef<CommunityPostView>('CommunityPost').implement({
  description: '커뮤니티 게시글',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    addressName: t.exposeString('addressName', { nullable: true, description: '현장 주소' }),
    addressDetail: t.exposeString('addressDetail', { nullable: true }),
    viewCount: t.exposeInt('viewCount'),
    likeCount: t.exposeInt('likeCount'),
    replyCount: t.exposeInt('replyCount'),
    isLike: t.boolean({
      description: '내가 좋아요를 눌렀는지',
      resolve: (post, _args, ctx) => isPostLiked(ctx, post),
    }),
    isFavorite: t.boolean({
      description: '내가 저장한 글인지',
      resolve: (post, _args, ctx) => isPostFavorite(ctx, post),
    }),
    isMine: t.boolean({ resolve: (post, _args, ctx) => isPostMine(ctx, post) }),
    author: t.field({
      type: CommunityAuthorRef,
      resolve: (post) =>
        toAuthorView({ id: post.authorId, nickname: post.authorNickname, name: post.authorName }),
    }),
    category: t.field({
      type: CommunityCategoryRef,
      resolve: (post) => ({
        id: post.categoryId,
        name: post.categoryName,
        priority: post.categoryPriority,
      }),
    }),
    isVisible: t.exposeBoolean('isVisible', {
      description: '공개 글인지 (false: 나만 보기)',
    }),
    files: t.field({
      type: [FileRef],
      description: '사진 (보여 줄 순서)',
      resolve: (post, _args, ctx) => findPostImages(ctx, post),
    }),
    hashtags: t.stringList({
      description: '해시태그 (# 없이)',
      resolve: (post, _args, ctx) => findPostHashtags(ctx, post),
    }),
    usertags: t.field({
      type: [CommunityAuthorRef],
      description: '태그한 회원',
      resolve: (post, _args, ctx) => findPostUsertags(ctx, post),
    }),
    deepLinkUrl: t.string({
      resolve: (post) => post.deepLinkUrl ?? `/community/${post.id}`,
    }),
    isPinned: t.exposeBoolean('isPinned', { description: '운영자가 상단에 고정한 글' }),
    pinnedAt: t.field({ type: 'DateTime', nullable: true, resolve: (post) => post.pinnedAt }),
    isHide: t.exposeBoolean('isHide', {
      description: '운영자가 숨긴 글 (작성자에게만 보입니다)',
    }),
    hiddenLabel: t.string({
      nullable: true,
      description: '숨긴 글이면 "숨김 처리됨"',
      resolve: (post) => describePostHidden(post),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (post) => post.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (post) => post.updatedAt }),
  }),
});

const CommunityPostConnectionRef = defineConnection('CommunityPost', CommunityPostRef);

const CommunityReplyRef = builder.objectRef<CommunityReplyView>('CommunityReply').implement({
  description: '게시글의 댓글 (parentReplyId가 있으면 댓글에 단 답글)',
  fields: (t) => ({
    id: t.exposeID('id'),
    postId: t.exposeID('postId'),
    parentReplyId: t.exposeID('parentReplyId', { nullable: true }),
    content: t.exposeString('content'),
    author: t.field({
      type: CommunityAuthorRef,
      resolve: (reply) =>
        toAuthorView({
          id: reply.authorId,
          nickname: reply.authorNickname,
          name: reply.authorName,
        }),
    }),
    isMine: t.boolean({ resolve: (reply, _args, ctx) => isPostMine(ctx, reply) }),
    createdAt: t.field({ type: 'DateTime', resolve: (reply) => reply.createdAt }),
  }),
});

const CommunityReplyConnectionRef = defineConnection('CommunityReply', CommunityReplyRef);

const CommunityReportReasonRef = builder.enumType('CommunityReportReason', {
  description: '신고 사유',
  values: COMMUNITY_REPORT_REASONS,
});

const CommunityPostFilterRef = builder.inputType('CommunityPostFilter', {
  fields: (t) => ({
    categoryId: t.id({ description: '이 게시판의 글만' }),
    hashtag: t.string({ description: '이 해시태그가 달린 글만 (# 없이)' }),
    search: t.string({ description: '제목이나 내용에 이 말이 든 글' }),
    mine: t.boolean({ description: '내 글만 (로그인 필요)' }),
  }),
});

const CommunityPostInputRef = builder.inputType('CommunityPostInput', {
  description: '게시글 전체 (한 번에 저장)',
  fields: (t) => ({
    categoryId: t.id({ required: true }),
    title: t.string({ required: true }),
    content: t.string({ required: true, description: '본문의 #단어는 해시태그가 됩니다' }),
    addressName: t.string(),
    addressDetail: t.string(),
    imageIds: t.idList({ description: '올린 사진 파일, 보여 줄 순서 (최대 10장)' }),
    hashtags: t.stringList({ description: '해시태그 (본문의 #단어와 합칩니다, 최대 10개)' }),
    usertags: t.stringList({ description: '태그할 회원의 닉네임 (최대 10명)' }),
    isVisible: t.boolean({ description: '공개 (기본 true, false면 나만 보기)' }),
  }),
});

function toInput(data: typeof CommunityPostInputRef.$inferInput) {
  return {
    ...data,
    categoryId: String(data.categoryId),
    imageIds: data.imageIds?.map(String) ?? null,
  };
}

builder.queryFields((t) => ({
  communityCategories: t.field({
    ...authRule.public,
    type: [CommunityCategoryRef],
    description: '커뮤니티 게시판 목록 (순서대로)',
    resolve: (_root, _args, ctx) => listCommunityCategories(ctx),
  }),
  communityPosts: t.field({
    ...authRule.public,
    type: CommunityPostConnectionRef,
    description:
      '커뮤니티 게시글: 고정 글 먼저, 그다음 최신순. 게시판·해시태그·검색어로 거를 수 있습니다',
    args: {
      filter: t.arg({ type: CommunityPostFilterRef }),
      paging: t.arg({ type: PagingInputRef }),
    },
    resolve: (_root, args, ctx) => listCommunityPosts(ctx, args.filter, args.paging),
  }),
  communityPost: t.field({
    ...authRule.public,
    type: CommunityPostRef,
    description: '게시글 한 건 (조회수: 회원은 하루 한 번, 방문자는 열 때마다, 작성자는 세지 않음)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findCommunityPost(ctx, String(args.id)),
  }),
  communityReplies: t.field({
    ...authRule.public,
    type: CommunityReplyConnectionRef,
    description: '게시글의 댓글 (오래된 순)',
    args: { postId: t.arg.id({ required: true }), paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => listCommunityReplies(ctx, String(args.postId), args.paging),
  }),
}));

builder.mutationFields((t) => ({
  createCommunityPost: t.field({
    ...authRule.member,
    type: CommunityPostRef,
    description: '게시글 쓰기 (로그인 필요)',
    args: { data: t.arg({ type: CommunityPostInputRef, required: true }) },
    resolve: (_root, args, ctx) => createCommunityPost(ctx, toInput(args.data)),
  }),
  updateCommunityPost: t.field({
    ...authRule.ownerOf('communityPost'),
    type: CommunityPostRef,
    description: '게시글 수정: 작성자만, 전체를 바꿉니다',
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: CommunityPostInputRef, required: true }),
    },
    resolve: (_root, args, ctx) => updateCommunityPost(ctx, String(args.id), toInput(args.data)),
  }),
  deleteCommunityPost: t.id({
    ...authRule.ownerOf('communityPost'),
    description: '게시글 삭제: 작성자만',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCommunityPost(ctx, String(args.id)),
  }),
  likeCommunityPost: t.field({
    ...authRule.member,
    type: CommunityPostRef,
    description: '좋아요 (여러 번 눌러도 한 번)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setCommunityPostLike(ctx, String(args.id), true),
  }),
  unlikeCommunityPost: t.field({
    ...authRule.member,
    type: CommunityPostRef,
    description: '좋아요 취소',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setCommunityPostLike(ctx, String(args.id), false),
  }),
  addFavoriteCommunityPost: t.field({
    ...authRule.member,
    type: CommunityPostRef,
    description: '게시글 저장',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setCommunityPostFavorite(ctx, String(args.id), true),
  }),
  deleteFavoriteCommunityPost: t.field({
    ...authRule.member,
    type: CommunityPostRef,
    description: '게시글 저장 취소',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setCommunityPostFavorite(ctx, String(args.id), false),
  }),
  createCommunityReply: t.field({
    ...authRule.member,
    type: CommunityReplyRef,
    description: '댓글 쓰기 (parentReplyId: 댓글에 답글). 글쓴이에게 알림이 갑니다',
    args: {
      postId: t.arg.id({ required: true }),
      content: t.arg.string({ required: true }),
      parentReplyId: t.arg.id(),
    },
    resolve: (_root, args, ctx) =>
      createCommunityReply(ctx, {
        postId: String(args.postId),
        content: args.content,
        parentReplyId: args.parentReplyId === null ? null : args.parentReplyId?.toString(),
      }),
  }),
  deleteCommunityReply: t.id({
    ...authRule.ownerOf('communityReply'),
    description: '댓글 삭제: 쓴 사람만 (달린 답글도 함께)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteCommunityReply(ctx, String(args.id)),
  }),
  reportCommunityPost: t.boolean({
    ...authRule.member,
    description: '게시글 신고 (한 글에 한 번). 여러 회원이 신고하면 운영자가 볼 때까지 숨겨집니다',
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg({ type: CommunityReportReasonRef, required: true }),
      detail: t.arg.string({ description: '기타 사유 (기타일 때 필수)' }),
    },
    resolve: (_root, args, ctx) =>
      reportCommunityPost(ctx, String(args.id), { reason: args.reason, detail: args.detail }),
  }),
}));
