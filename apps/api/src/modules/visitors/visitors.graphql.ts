import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import {
  createVisitorMeta,
  linkVisitorToUser,
  logVisitor,
  reportVisitorCampaigns,
  type VisitorCampaignView,
  type VisitorLinkView,
} from './visitors.service';

const VisitorMetaInputRef = builder.inputType('VisitorMetaInput', {
  description: '첫 방문 정보 (SPEC §3 Visitor meta): 방문자마다 처음 한 번만 저장됩니다',
  fields: (t) => ({
    visitorId: t.string({ required: true, description: '브라우저의 방문자 ID (UUID)' }),
    utmSource: t.string({ description: '최대 200자' }),
    utmMedium: t.string({ description: '최대 200자' }),
    utmCampaign: t.string({ description: '최대 200자' }),
    firstLandingUrl: t.string({
      required: true,
      description: '처음 도착한 주소 (http/https, 최대 2,048자)',
    }),
  }),
});

const VisitorLogInputRef = builder.inputType('VisitorLogInput', {
  description: '방문 한 번 (SPEC §3 Visitor log)',
  fields: (t) => ({
    visitorId: t.string({ required: true, description: '브라우저의 방문자 ID (UUID)' }),
    utmSource: t.string({ description: '최대 200자' }),
    utmMedium: t.string({ description: '최대 200자' }),
    utmCampaign: t.string({ description: '최대 200자' }),
    refererUrl: t.string({ description: '이전 페이지 주소 (http/https, 최대 2,048자)' }),
    userAgent: t.string({ description: '없으면 요청의 User-Agent (512자까지 저장)' }),
  }),
});

const VisitorLinkInputRef = builder.inputType('VisitorLinkInput', {
  fields: (t) => ({
    visitorId: t.string({ required: true, description: '브라우저의 방문자 ID (UUID)' }),
    userId: t.id({ required: true, description: '로그인한 회원 자신의 ID' }),
  }),
});

const VisitorLinkRef = builder.objectRef<VisitorLinkView>('VisitorLink').implement({
  description: '방문자와 회원의 연결',
  fields: (t) => ({
    visitorId: t.exposeString('visitorId'),
    userId: t.exposeID('userId'),
    isLinked: t.exposeBoolean('isLinked', {
      description: '이 회원과 연결되어 있으면 true. 다른 회원과 먼저 연결된 방문자는 그대로 둡니다',
    }),
  }),
});

const VisitorCampaignRowRef = builder
  .objectRef<VisitorCampaignView>('VisitorCampaignRow')
  .implement({
    description:
      '캠페인(utm_source/medium/campaign)별 첫 방문·가입·게시된 견적 요청 수. utm 값이 모두 null이면 캠페인 없음(직접 방문 등)',
    fields: (t) => ({
      utmSource: t.exposeString('utmSource', { nullable: true }),
      utmMedium: t.exposeString('utmMedium', { nullable: true }),
      utmCampaign: t.exposeString('utmCampaign', { nullable: true }),
      firstVisitCount: t.exposeInt('firstVisitCount', { description: '기간 안의 첫 방문 수' }),
      signupCount: t.exposeInt('signupCount', {
        description: '기간 안에 가입한 회원 수 (회원마다 연결된 첫 방문의 캠페인으로 한 번)',
      }),
      publishedRequestCount: t.exposeInt('publishedRequestCount', {
        description: '기간 안에 게시된 견적 요청 수 (작성자의 첫 방문 캠페인으로)',
      }),
    }),
  });

builder.queryField('visitorCampaignReport', (t) =>
  t.field({
    ...authRule.admin,
    type: [VisitorCampaignRowRef],
    description:
      '운영자: 캠페인별 첫 방문·가입·견적 요청 게시 수. 기간은 한국 시간 날짜(YYYY-MM-DD), 양 끝 포함, 최대 366일',
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => reportVisitorCampaigns(ctx, args),
  }),
);

builder.mutationFields((t) => ({
  createVisitorMeta: t.string({
    ...authRule.public,
    description:
      '첫 방문 정보 저장 (처음 한 번만, 다시 보내면 아무것도 바뀌지 않습니다). 방문자 ID를 돌려줍니다',
    args: { input: t.arg({ type: VisitorMetaInputRef, required: true }) },
    resolve: (_root, args, ctx) => createVisitorMeta(ctx, args.input),
  }),
  logVisitor: t.string({
    ...authRule.public,
    description: '방문 기록 (로그인했으면 회원도 함께). 방문자 ID를 돌려줍니다',
    args: { input: t.arg({ type: VisitorLogInputRef, required: true }) },
    resolve: (_root, args, ctx) => logVisitor(ctx, args.input),
  }),
  linkVisitorToUser: t.field({
    ...authRule.ownerOf('account'),
    type: VisitorLinkRef,
    description:
      '로그인한 회원이 이 브라우저의 방문자를 자기 계정에 연결합니다 (먼저 연결된 회원이 있으면 그대로)',
    args: { input: t.arg({ type: VisitorLinkInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      linkVisitorToUser(ctx, {
        visitorId: args.input.visitorId,
        userId: String(args.input.userId),
      }),
  }),
}));
