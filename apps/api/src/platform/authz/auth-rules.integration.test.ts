import { createTestDatabase } from '@gongsa/db/testing';
import type { GraphQLArgument, GraphQLField, GraphQLInputType } from 'graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from '../../graphql/graphql-js';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { insertUserForTest } from '../../testing/companies.repository';
import { signAccessToken } from '../../modules/auth/access-token';

/**
 * Who may call each query and mutation, as declared at the GraphQL edge (authRule). A new
 * operation fails here until it gets its row, and the authorization matrix reads the same rules.
 */
const EXPECTED_RULES: Record<string, string> = {
  // Query
  advertisements: 'public',
  advertisementsForTop: 'public',
  popularEnterprises: 'public',
  announcement: 'public',
  announcementApplies: 'owner:announcement',
  announcementApply: 'counterpart:apply',
  announcementTemp: 'owner:announcementTemp',
  announcementTemps: 'member',
  announcements: 'public',
  auditLogs: 'admin',
  bankCode: 'public',
  bankCodes: 'public',
  canLeaveUser: 'member',
  categories: 'public',
  categoriesByIds: 'public',
  categoriesByName: 'public',
  companyInfo: 'member',
  cri: 'public',
  enterprise: 'public',
  enterpriseReviews: 'public',
  enterprises: 'public',
  enterprisesByIds: 'public',
  favoriteAnnouncements: 'member',
  favoriteEnterprises: 'member',
  favoritePortfolios: 'member',
  myPortfolios: 'member',
  myFollowings: 'member',
  myOpinions: 'member',
  myFeedbacks: 'member',
  portfolio: 'public',
  portfolioRecommendations: 'public',
  portfolios: 'public',
  recommendPortfolios: 'public',
  communityCategories: 'public',
  communityPost: 'public',
  communityPosts: 'public',
  communityReplies: 'public',
  featuredInnovationProducts: 'public',
  innovationProduct: 'public',
  innovationProducts: 'public',
  myInnovationProducts: 'member',
  file: 'public',
  financial: 'member',
  financialFree: 'public',
  getBusinessStatus: 'public',
  getInvitationsByAnnouncement: 'owner:announcement',
  getInvitationsByProfile: 'member',
  getInvitationsByProfileCounts: 'member',
  myAnnouncementIdsInviting: 'member',
  hasNewAppliesForMyAnnouncements: 'public',
  isDuplicateCompanyCode: 'public',
  licenses: 'public',
  allPaymentItems: 'public',
  me: 'public',
  myAnnouncementApplies: 'member',
  myAnnouncementDashboard: 'member',
  myAnnouncementTemps: 'member',
  myAnnouncements: 'member',
  myApplyDashboard: 'member',
  myBidNotice: 'public',
  myFinancial: 'member',
  myNotifications: 'member',
  myOrder: 'owner:order',
  myPointInfo: 'member',
  myPointRefundInfo: 'member',
  myPointRefunds: 'member',
  myPoints: 'member',
  myRegularPayment: 'member',
  myReviewDashboard: 'member',
  myUnreadNotificationCount: 'member',
  myPaymentMethod: 'member',
  myViewEnterprises: 'member',
  myWriteReviews: 'member',
  receivedReviews: 'member',
  recommendEnterprises: 'member',
  review: 'public',
  reviewDashboard: 'public',
  reviews: 'public',
  serviceManage: 'public',
  sigunguList: 'public',
  visitorCampaignReport: 'admin',
  // Mutation
  recordEventAction: 'public',
  addFavoriteAnnouncement: 'member',
  createOrder: 'member',
  awardFreePoint: 'member',
  createPaymentMethod: 'member',
  deletePaymentMethod: 'member',
  createSubscription: 'member',
  cancelRegularPayment: 'member',
  reqPointRefund: 'member',
  requestOrderConfirm: 'public',
  addFavoriteEnterprise: 'member',
  followEnterprise: 'member',
  unfollowEnterprise: 'member',
  createOpinion: 'member',
  createFeedback: 'member',
  answerReview: 'owner:profile',
  addFavoritePortfolio: 'member',
  createPortfolio: 'member',
  deleteFavoritePortfolio: 'member',
  deletePortfolio: 'owner:portfolio',
  updatePortfolio: 'owner:portfolio',
  addFavoriteCommunityPost: 'member',
  createCommunityPost: 'member',
  createCommunityReply: 'member',
  deleteCommunityPost: 'owner:communityPost',
  deleteCommunityReply: 'owner:communityReply',
  deleteFavoriteCommunityPost: 'member',
  likeCommunityPost: 'member',
  reportCommunityPost: 'member',
  unlikeCommunityPost: 'member',
  updateCommunityPost: 'owner:communityPost',
  createInnovationProduct: 'member',
  increaseInnovationProductLinkClick: 'member',
  setInnovationProductHidden: 'owner:innovationProduct',
  updateInnovationProduct: 'owner:innovationProduct',
  applyAnnouncement: 'member',
  cancelAnnouncement: 'owner:announcement',
  changePasswordFromPhoneAuth: 'public',
  completeAnnouncement: 'owner:announcement',
  confirmAnnouncementCompletion: 'counterpart:announcement',
  createAnnouncement: 'owner:announcementTemp',
  createAnnouncementInvitation: 'owner:announcement',
  createAnnouncementTemp: 'member',
  deleteAnnouncement: 'owner:announcement',
  deleteAnnouncementApplyEstimateFiles: 'owner:apply',
  deleteAnnouncementTemp: 'owner:announcementTemp',
  deleteEnterpriseViewLog: 'member',
  deleteFavoriteAnnouncement: 'member',
  deleteFavoriteEnterprise: 'member',
  giveUpAnnouncementApply: 'owner:apply',
  isExistEmail: 'public',
  leavingUser: 'member',
  linkKakao: 'owner:account',
  linkNaver: 'owner:account',
  markInvitationsChecked: 'member',
  reCreateAnnouncement: 'owner:announcement',
  readAllNotifications: 'member',
  readNotification: 'owner:notification',
  refreshToken: 'public',
  removeFCMToken: 'member',
  requestAuthNumber: 'public',
  selectedAnnouncementApply: 'owner:announcement',
  setFCMToken: 'member',
  signIn: 'public',
  signInKakao: 'public',
  signInNaver: 'public',
  signOut: 'public',
  signUp: 'public',
  signUpKakao: 'public',
  signUpNaver: 'public',
  submitAnnouncementApply: 'owner:apply',
  updateAnnouncement: 'owner:announcement',
  updateAnnouncementTemp: 'owner:announcementTemp',
  updateConsumerProfile: 'owner:profile',
  updateCorporationProfile: 'owner:profile',
  updateEngineerProfile: 'owner:profile',
  updateMe: 'member',
  updatePrivateBusinessProfile: 'owner:profile',
  validateAuthNumber: 'public',
  validateFindEmailPhoneAuth: 'public',
  writeReview: 'owner:announcement',
  createVisitorMeta: 'public',
  logVisitor: 'public',
  linkVisitorToUser: 'owner:account',
};

type RootField = { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function listRootFields(): RootField[] {
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({
      operation: 'query' as const,
      field,
    })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({
      operation: 'mutation' as const,
      field,
    })),
  ];
}

function readRule(field: GraphQLField<unknown, unknown>): unknown {
  return (field.extensions as { authRule?: unknown }).authRule;
}

const EXPECTED_SCOPES: Record<string, unknown> = {
  public: { public: true },
  member: { member: true },
  admin: { admin: true },
};

describe('every query and mutation declares who may call it', () => {
  it('has exactly the rules of the table, and the scopes the rule stands for', () => {
    const declared = Object.fromEntries(
      listRootFields().map(({ field }) => [field.name, readRule(field)]),
    );
    expect(declared).toEqual(EXPECTED_RULES);
    for (const { field } of listRootFields()) {
      const rule = String(readRule(field));
      const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } })
        .pothosOptions?.authScopes;
      expect(scopes, field.name).toEqual(EXPECTED_SCOPES[rule] ?? { member: true });
    }
  });
});

/** The smallest literal GraphQL accepts for an input type (required input fields only). */
function sampleLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleLiteral(type.ofType);
  if (isListType(type)) return `[${sampleLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${required.map((f) => `${f.name}: ${sampleLiteral(f.type)}`).join(', ')} }`;
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return '1';
    case 'Boolean':
      return 'true';
    case 'DateTime':
      return '"2026-01-01T00:00:00.000Z"';
    case 'JSON':
      return '{}';
    default:
      return '"1"';
  }
}

function buildOperation({ operation, field }: RootField): string {
  const args = field.args
    .filter((arg: GraphQLArgument) => isNonNullType(arg.type))
    .map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`);
  const argText = args.length > 0 ? `(${args.join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${operation} { ${field.name}${argText}${selection} }`;
}

describe('guarded operations, called without the right to', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }));
  const guarded = listRootFields().filter(({ field }) => readRule(field) !== 'public');

  it('asks a visitor to log in for every operation that is not public', async () => {
    for (const root of guarded) {
      const response = await app.server.graphql(buildOperation(root));
      expect(response.body.errors?.[0], root.field.name).toMatchObject({
        message: '로그인이 필요합니다.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('asks the holder of an expired token to refresh, for every operation that is not public', async () => {
    const { id: userId } = await insertUserForTest(app.handle.db, 'expired-token');
    const { accessToken } = await signAccessToken(
      userId,
      app.server.env.jwtSecret,
      new Date(Date.now() - 60 * 60 * 1000),
    );
    for (const root of guarded) {
      const response = await app.server.graphql(buildOperation(root), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.body.errors?.[0], root.field.name).toMatchObject({
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('turns away the still-valid token of a suspended or departed account, saying why', async () => {
    for (const [state, message] of [
      ['SUSPENDED', '이용이 정지된 계정입니다. 고객센터에 문의해 주세요.'],
      ['LEFT', '계정을 찾을 수 없습니다. 다시 로그인해 주세요.'],
    ] as const) {
      const label = `state-${state.toLowerCase()}`;
      const { id: userId } = await insertUserForTest(app.handle.db, label, { state });
      const headers = await createAuthHeadersForTest(userId);
      for (const query of ['{ myPointInfo { nowPoint } }', '{ me { id } }']) {
        const response = await app.server.graphql(query, { headers });
        expect(response.body.errors?.[0], `${state} ${query}`).toMatchObject({
          message,
          extensions: { code: 'UNAUTHENTICATED' },
        });
      }
    }
  });

  it('lets only admins read the audit log', async () => {
    const { id: memberId } = await insertUserForTest(app.handle.db, 'plain-member');
    const { id: adminId } = await insertUserForTest(app.handle.db, 'operator', { role: 'ADMIN' });
    const query = '{ auditLogs { totalCount edges { node { action targetType } } } }';

    const asMember = await app.server.graphql(query, {
      headers: await createAuthHeadersForTest(memberId),
    });
    expect(asMember.body.errors?.[0]).toMatchObject({
      message: '관리자만 사용할 수 있습니다.',
      extensions: { code: 'FORBIDDEN' },
    });

    const asAdmin = await app.server.graphql<{ auditLogs: { totalCount: number } }>(query, {
      headers: await createAuthHeadersForTest(adminId),
    });
    expect(asAdmin.body.errors).toBeUndefined();
    expect(asAdmin.body.data?.auditLogs.totalCount).toBeGreaterThanOrEqual(0);
  });
});
