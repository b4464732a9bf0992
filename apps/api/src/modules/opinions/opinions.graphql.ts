import { OPINION_TYPES } from '@gongsa/domain';
import { builder } from '../../builder';
import { defineConnection, PagingInputRef } from '../../graphql/connection';
import { authRule } from '../../platform/authz/auth-rules';
import {
  createFeedback,
  createOpinion,
  findMyFeedbacks,
  findMyOpinions,
  type FeedbackView,
  type OpinionView,
} from './opinions.service';

const OpinionTypeRef = builder.enumType('OpinionType', {
  description: 'BUG 오류 신고, SUGGESTION 개선 제안, ETC 기타',
  values: OPINION_TYPES,
});

// The operators' memo (adminMemo) is theirs: the sender sees what they sent.
const OpinionRef = builder.objectRef<OpinionView>('Opinion').implement({
  description: '보낸 의견 (운영자에게)',
  fields: (t) => ({
    id: t.exposeID('id'),
    opinionType: t.expose('opinionType', { type: OpinionTypeRef }),
    opinionContext: t.exposeString('opinionContext'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const FeedbackRef = builder.objectRef<FeedbackView>('Feedback').implement({
  description: '보낸 서비스 피드백',
  fields: (t) => ({
    id: t.exposeID('id'),
    content: t.exposeString('content'),
    score: t.exposeInt('score', { nullable: true, description: '만족도 1–5 (없으면 null)' }),
    pageUrl: t.exposeString('pageUrl', { nullable: true, description: '보낸 페이지의 경로' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OpinionConnectionRef = defineConnection('Opinion', OpinionRef);
const FeedbackConnectionRef = defineConnection('Feedback', FeedbackRef);

builder.mutationFields((t) => ({
  createOpinion: t.field({
    ...authRule.member,
    type: OpinionRef,
    description: `의견 보내기 (로그인 필요, 내용 5–2,000자, 계정당 1시간에 피드백과 합쳐 10건)`,
    args: {
      opinionType: t.arg({ type: OpinionTypeRef, required: true }),
      opinionContext: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => createOpinion(ctx, args),
  }),
  createFeedback: t.field({
    ...authRule.member,
    type: FeedbackRef,
    description: '서비스 피드백 (로그인 필요, 내용 1–1,000자, 만족도 1–5 선택, 보낸 페이지 경로)',
    args: {
      content: t.arg.string({ required: true }),
      score: t.arg.int(),
      pageUrl: t.arg.string(),
    },
    resolve: (_root, args, ctx) => createFeedback(ctx, args),
  }),
}));

builder.queryFields((t) => ({
  myOpinions: t.field({
    ...authRule.member,
    type: OpinionConnectionRef,
    description: '내가 보낸 의견 (최근 순)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyOpinions(ctx, args.paging),
  }),
  myFeedbacks: t.field({
    ...authRule.member,
    type: FeedbackConnectionRef,
    description: '내가 보낸 피드백 (최근 순)',
    args: { paging: t.arg({ type: PagingInputRef }) },
    resolve: (_root, args, ctx) => findMyFeedbacks(ctx, args.paging),
  }),
}));
