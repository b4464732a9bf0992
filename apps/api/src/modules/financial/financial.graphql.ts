import { builder } from '../../builder';
import { authRule } from '../../platform/authz/auth-rules';
import { CriRef } from '../cri/cri.graphql';
import {
  findFinancial,
  findFinancialFree,
  findMyFinancial,
  type FinancialFreeView,
  type FinancialInfoView,
  type FinancialTableView,
  type SalesAmountItemView,
  type SalesInfoView,
} from './financial.service';

const SalesAmountItemRef = builder.objectRef<SalesAmountItemView>('SalesAmountItem').implement({
  description: '매출 연도별 값',
  fields: (t) => ({
    year: t.exposeInt('year'),
    amount: t.exposeFloat('amount', { nullable: true, description: '원' }),
  }),
});

const SalesInfoRef = builder.objectRef<SalesInfoView>('SalesInfo').implement({
  description:
    '매출 정보: salesYear 최근 연도, salesAmount 그 해 매출(원), salesYoY 전년 대비 증감률(%), salesAvg 평균 매출(원), salesAmounts 연도별. business* 는 공사(사업) 매출',
  fields: (t) => ({
    salesYear: t.exposeInt('salesYear', { nullable: true }),
    salesAmount: t.exposeFloat('salesAmount', { nullable: true }),
    salesYoY: t.exposeFloat('salesYoY', { nullable: true }),
    salesAvg: t.exposeFloat('salesAvg', { nullable: true }),
    salesAmounts: t.field({ type: [SalesAmountItemRef], resolve: (info) => info.salesAmounts }),
    businessSalesYear: t.exposeInt('businessSalesYear', { nullable: true }),
    businessSalesAmount: t.exposeFloat('businessSalesAmount', { nullable: true }),
    businessSalesYoY: t.exposeFloat('businessSalesYoY', { nullable: true }),
    businessSalesAvg: t.exposeFloat('businessSalesAvg', { nullable: true }),
    businessSalesAmounts: t.field({
      type: [SalesAmountItemRef],
      resolve: (info) => info.businessSalesAmounts,
    }),
  }),
});

type FinancialTableRowView = FinancialTableView['rows'][number];

const FinancialTableRowRef = builder
  .objectRef<FinancialTableRowView>('FinancialTableRow')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      list: t.field({
        type: ['JSON'],
        nullable: { list: false, items: true },
        description: '각 열의 값 (원 단위 숫자 또는 문자열, 없으면 null)',
        resolve: (row) => row.list,
      }),
    }),
  });

const FinancialTableRef = builder.objectRef<FinancialTableView>('FinancialTable').implement({
  description: '표: columns 머리글, rows 이름과 값 목록',
  fields: (t) => ({
    columns: t.exposeStringList('columns'),
    rows: t.field({ type: [FinancialTableRowRef], resolve: (table) => table.rows }),
  }),
});

export const BalanceItemRef = builder
  .objectRef<FinancialInfoView['balance'][number]>('BalanceItem')
  .implement({
    fields: (t) => ({
      year: t.exposeInt('year'),
      assets: t.exposeFloat('assets', { nullable: true }),
      liabilities: t.exposeFloat('liabilities', { nullable: true }),
      capitalStock: t.exposeFloat('capitalStock', { nullable: true }),
    }),
  });

export const IncomeItemRef = builder
  .objectRef<FinancialInfoView['income'][number]>('IncomeItem')
  .implement({
    fields: (t) => ({
      year: t.exposeInt('year'),
      sales: t.exposeFloat('sales', { nullable: true }),
      operatingProfit: t.exposeFloat('operatingProfit', { nullable: true }),
      netIncome: t.exposeFloat('netIncome', { nullable: true }),
    }),
  });

const FinancialInfoRef = builder.objectRef<FinancialInfoView>('FinancialInfo').implement({
  description: '재무·신용 정보 (유료 열람)',
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    salesInfo: t.field({ type: SalesInfoRef, resolve: (info) => info.salesInfo }),
    financialInfo: t.field({
      type: FinancialTableRef,
      description: '재무상태·손익 표 (연도별)',
      resolve: (info) => info.financialInfo,
    }),
    faultInfo: t.field({
      type: FinancialTableRef,
      description: '연체·행정처분 등 (없으면 rows 빈 목록)',
      resolve: (info) => info.faultInfo,
    }),
    publicAmount: t.exposeFloat('publicAmount', {
      nullable: true,
      description: '공공 공사 수주액 (원)',
    }),
    privateAmount: t.exposeFloat('privateAmount', {
      nullable: true,
      description: '민간 공사 수주액 (원)',
    }),
    cri: t.field({ type: CriRef, nullable: true, resolve: (info) => info.cri }),
    balance: t.field({ type: [BalanceItemRef], resolve: (info) => info.balance }),
    income: t.field({ type: [IncomeItemRef], resolve: (info) => info.income }),
    evaluatedAt: t.exposeString('evaluatedAt', {
      nullable: true,
      description: '신용평가일 YYYY-MM-DD',
    }),
  }),
});

const FinancialFreeRef = builder.objectRef<FinancialFreeView>('FinancialFree').implement({
  description: '무료로 공개되는 재무 요약과 열람 비용',
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    salesYear: t.exposeInt('salesYear', {
      nullable: true,
      description: '가장 최근 재무 연도 (없으면 null)',
    }),
    salesAmountBandLabel: t.exposeString('salesAmountBandLabel', {
      nullable: true,
      description: "최근 연도 매출 구간 이름 (예: '10억 ~ 50억'), 없으면 null",
    }),
    cri: t.field({ type: CriRef, nullable: true, resolve: (free) => free.cri }),
    financialYearCount: t.exposeInt('financialYearCount', {
      description: '재무 자료가 있는 연도 수',
    }),
    hasFaultInfo: t.exposeBoolean('hasFaultInfo'),
    cost: t.exposeInt('cost', { description: '열람에 드는 포인트 (설정값)' }),
    canRead: t.exposeBoolean('canRead', {
      description: '지금 무료로 볼 수 있는지 (본인·구독자·이미 열람)',
    }),
    isFreeBySubscription: t.exposeBoolean('isFreeBySubscription', {
      description: '구독으로 무료인지',
    }),
  }),
});

builder.queryFields((t) => ({
  financial: t.field({
    ...authRule.member,
    type: FinancialInfoRef,
    description:
      '재무·신용 정보 열람. 본인·구독자·이미 열람한 회원은 무료. 처음이면 confirmPayment: true 일 때만 cost 포인트를 차감하고 열람 기록(한 트랜잭션), 아니면 PAYMENT_REQUIRED. 포인트 부족 INSUFFICIENT_POINTS. 로그인 필요',
    args: {
      profileId: t.arg.id({ required: true }),
      confirmPayment: t.arg.boolean({
        description: '회원이 포인트 사용에 동의했을 때만 true (기본 false: 차감하지 않음)',
      }),
    },
    resolve: (_root, args, ctx) =>
      findFinancial(ctx, String(args.profileId), args.confirmPayment === true),
  }),
  financialFree: t.field({
    ...authRule.public,
    type: FinancialFreeRef,
    description: '무료 공개 요약과 열람 비용 (비로그인 가능)',
    args: { profileId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findFinancialFree(ctx, String(args.profileId)),
  }),
  myFinancial: t.field({
    ...authRule.member,
    type: FinancialInfoRef,
    nullable: true,
    description: '내 업체의 재무·신용 정보 (로그인 필요, 업체 프로필이 없으면 null)',
    resolve: (_root, _args, ctx) => findMyFinancial(ctx),
  }),
}));
