import { readFileSync } from 'node:fs';
import {
  announcements,
  communityCategories,
  communityPosts,
  communityReplies,
  companyRegistry,
  innovationProducts,
  items,
  notifications,
  orders,
  portfolios,
  profileStockholders,
  profiles,
  reviews,
} from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import type { GraphQLField, GraphQLInputType, GraphQLNamedType } from 'graphql';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from '../../graphql/graphql-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuthHeadersForTest, uploadImageForTest } from '../../testing/accounts';
import {
  attachEstimateFileForTest,
  insertAnnouncementForTest,
  insertApplyForTest,
} from '../../testing/announcements.repository';
import {
  createBusinessNumberForTest,
  insertCompanyForTest,
  insertFinancialsForTest,
  insertUserForTest,
  type CompanyForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import { schema as codeSchema } from '../../schema';
import {
  GUARDED_FIELDS,
  GUARDED_OPERATIONS,
  MATRIX_VIEWERS,
  OPEN_FIELDS,
  REACHED_ONLY_THROUGH,
  type MatrixOutcome,
  type MatrixResource,
  type MatrixViewer,
} from './authorization-matrix';

/** The schema clients see, as committed (schema:check keeps it equal to the code's). */
const sdl = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));

function listObjectTypes() {
  return Object.values(sdl.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__') && !['Query', 'Mutation'].includes(type.name));
}

/** For every type, the root operations from which some path of fields reaches it. */
function mapOperationsReachingTypes(): Map<string, Set<string>> {
  const reached = new Map<string, Set<string>>();
  const walk = (operation: string, type: GraphQLNamedType, seen: Set<string>) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (!reached.has(type.name)) reached.set(type.name, new Set());
    reached.get(type.name)!.add(operation);
    const next = isUnionType(type)
      ? type.getTypes()
      : isObjectType(type) || isInterfaceType(type)
        ? Object.values(type.getFields()).map((field) => getNamedType(field.type))
        : [];
    for (const child of next) walk(operation, child, seen);
  };
  for (const root of [sdl.getQueryType()!, sdl.getMutationType()!]) {
    for (const field of Object.values(root.getFields())) {
      walk(field.name, getNamedType(field.type), new Set());
    }
  }
  return reached;
}

describe('the authorization matrix covers the whole schema', () => {
  it('places every field of every object type: open, guarded, or on a type only some operations reach', () => {
    const problems: string[] = [];
    for (const type of listObjectTypes()) {
      const fields = Object.keys(type.getFields()).sort();
      if (type.name in REACHED_ONLY_THROUGH) {
        if (type.name in OPEN_FIELDS) problems.push(`${type.name}: listed twice`);
        continue;
      }
      const open = OPEN_FIELDS[type.name];
      if (!open) {
        problems.push(`${type.name}: a new type — decide who sees its fields`);
        continue;
      }
      const guarded = Object.keys(GUARDED_FIELDS)
        .filter((key) => key.startsWith(`${type.name}.`))
        .map((key) => key.slice(type.name.length + 1));
      for (const field of fields) {
        const places = Number(open.includes(field)) + Number(guarded.includes(field));
        if (places === 0) problems.push(`${type.name}.${field}: a new field — decide who sees it`);
        if (places === 2) problems.push(`${type.name}.${field}: both open and guarded`);
      }
      for (const field of [...open, ...guarded]) {
        if (!fields.includes(field))
          problems.push(`${type.name}.${field}: no longer in the schema`);
      }
    }
    const types = new Set(listObjectTypes().map((type) => type.name));
    for (const name of [...Object.keys(OPEN_FIELDS), ...Object.keys(REACHED_ONLY_THROUGH)]) {
      if (!types.has(name)) problems.push(`${name}: no longer in the schema`);
    }
    const operations = {
      ...sdl.getQueryType()!.getFields(),
      ...sdl.getMutationType()!.getFields(),
    };
    for (const name of Object.keys(GUARDED_OPERATIONS)) {
      if (!(name in operations)) problems.push(`${name}: no such operation`);
    }
    expect(problems).toEqual([]);
  });

  it('lets no other operation reach a type that only some operations may', () => {
    const reached = mapOperationsReachingTypes();
    const problems: string[] = [];
    for (const [type, { operations }] of Object.entries(REACHED_ONLY_THROUGH)) {
      const actual = [...(reached.get(type) ?? [])].sort();
      if (JSON.stringify(actual) !== JSON.stringify([...operations].sort())) {
        problems.push(
          `${type}: reached by ${actual.join(', ')}; the matrix says ${operations.join(', ')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** What one viewer got: an error code, or the value classified as the matrix names it. */
function classify(
  body: GraphQLBody,
  read: (data: Record<string, unknown>) => unknown,
): MatrixOutcome {
  const code = body.errors?.[0]?.extensions?.code;
  if (code) return code as MatrixOutcome;
  const value = read(body.data ?? {});
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : 'value';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' && value.includes('*')) return 'masked';
  return 'value';
}

describe('who gets what from fields and operations that carry personal, paid or private data', () => {
  const app = setUpTestServer(() => createTestDatabase());
  const headers = {} as Record<
    'consumer' | 'company' | 'engineer' | 'stranger' | 'admin',
    Record<string, string>
  >;
  let consumer: CompanyForTest;
  let company: CompanyForTest;
  let engineer: CompanyForTest;
  let companyBusinessNumber: string;
  let announcementId: number;
  let applyId: number;
  let estimateFileId: string;
  let draftId: string;
  let reviewId: number;
  let notificationId: string;
  let portfolioId: number;
  let hiddenPostId: number;
  let replyId: number;
  let productId: number;
  const companyOrderMoid = 'GM-MATRIX-ORDER-1';

  beforeAll(async () => {
    const db = app.handle.db;
    consumer = await insertCompanyForTest(db, { type: 'CONSUMER', name: '김의뢰네' });
    await db
      .update(profiles)
      .set({
        ownerName: '김의뢰',
        phoneNumber: '01011112222',
        email: 'consumer@matrix.test',
        description: '욕실 공사를 알아보고 있습니다.',
      })
      .where(eq(profiles.id, consumer.profileId));
    company = await insertCompanyForTest(db, { name: '매트릭스건설' });
    engineer = await insertCompanyForTest(db, { type: 'ENGINEER', name: '매트릭스기술' });
    companyBusinessNumber = createBusinessNumberForTest();
    for (const { profileId } of [company, engineer]) {
      await db
        .update(profiles)
        .set({
          managerName: '이담당',
          managerPhoneNumber: '01033334444',
          managerEmail: 'manager@matrix.test',
          ...(profileId === company.profileId
            ? {
                companyCode: `110111${String(profileId).padStart(7, '0')}`,
                businessNumber: companyBusinessNumber,
                businessNumberVerifiedAt: new Date(),
              }
            : {}),
        })
        .where(eq(profiles.id, profileId));
      await db.insert(profileStockholders).values({ profileId, name: '박주주', rate: 60 });
    }
    await db
      .insert(companyRegistry)
      .values({ businessRegistrationNumber: companyBusinessNumber, name: '매트릭스건설(주)' });
    await insertFinancialsForTest(db, company.profileId);
    const stranger = await insertCompanyForTest(db, { name: '남의건설' });
    const admin = await insertUserForTest(db, 'matrix-admin', { role: 'ADMIN' });
    headers.consumer = await createAuthHeadersForTest(consumer.userId);
    headers.company = await createAuthHeadersForTest(company.userId);
    headers.engineer = await createAuthHeadersForTest(engineer.userId);
    headers.stranger = await createAuthHeadersForTest(stranger.userId);
    headers.admin = await createAuthHeadersForTest(admin.id);

    ({ id: announcementId } = await insertAnnouncementForTest(db, consumer));
    applyId = await insertApplyForTest(db, {
      announcementId,
      userId: company.userId,
      profileId: company.profileId,
    });
    await insertApplyForTest(db, {
      announcementId,
      userId: engineer.userId,
      profileId: engineer.profileId,
    });
    // Submitting marks the request as having unread applies (the fixtures write rows directly).
    await db
      .update(announcements)
      .set({ hasNewApplies: true })
      .where(eq(announcements.id, announcementId));
    const [pack] = await db
      .insert(items)
      .values({ type: 'POINT', name: '포인트 10,000', point: 10_000, price: 10_000 })
      .returning({ id: items.id });
    await db.insert(orders).values({
      userId: company.userId,
      itemId: pack!.id,
      goodsName: '포인트 10,000',
      amount: 10_000,
      point: 10_000,
      mid: 'nicepay00m',
      ediDate: '20261127120000',
      moid: companyOrderMoid,
      signData: 'matrix',
    });
    // The request's author reviewed the company (answerReview, receivedReviews, myWriteReviews).
    const [review] = await db
      .insert(reviews)
      .values({
        userId: consumer.userId,
        profileId: company.profileId,
        announcementId,
        announcementApplyId: applyId,
        score: 4,
        context: '꼼꼼하게 시공해 주셨습니다.',
      })
      .returning({ id: reviews.id });
    reviewId = review!.id;
    const [notice] = await db
      .insert(notifications)
      .values({
        userId: consumer.userId,
        type: 'APPLY',
        title: '새 견적이 도착했어요',
        message: '매트릭스건설이 견적을 보냈습니다.',
        relationId: applyId,
        url: `/myBid/detail/${announcementId}`,
      })
      .returning({ id: notifications.id });
    notificationId = String(notice!.id);
    const [portfolio] = await db
      .insert(portfolios)
      .values({ userId: company.userId, profileId: company.profileId, title: '매트릭스 시공' })
      .returning({ id: portfolios.id });
    portfolioId = portfolio!.id;
    // The request's author wrote to the operators (myOpinions, myFeedbacks).
    for (const document of [
      'mutation { createOpinion(opinionType: SUGGESTION, opinionContext: "지도 검색이 있으면 좋겠어요.") { id } }',
      'mutation { createFeedback(content: "쓰기 편해요.", score: 5) { id } }',
    ]) {
      const sent = await app.server.graphql(document, { headers: headers.consumer });
      expect(sent.body.errors).toBeUndefined();
    }
    // The company's community post with the consumer's reply, then hidden by an operator.
    const [board] = await db
      .insert(communityCategories)
      .values({ name: '매트릭스 게시판' })
      .returning({ id: communityCategories.id });
    const [post] = await db
      .insert(communityPosts)
      .values({
        authorId: company.userId,
        categoryId: board!.id,
        title: '숨겨진 글',
        content: '운영자가 숨긴 글입니다.',
        replyCount: 1,
        isHide: true,
      })
      .returning({ id: communityPosts.id });
    hiddenPostId = post!.id;
    const [reply] = await db
      .insert(communityReplies)
      .values({ postId: hiddenPostId, authorId: consumer.userId, content: '숨기기 전에 단 댓글' })
      .returning({ id: communityReplies.id });
    replyId = reply!.id;
    const [product] = await db
      .insert(innovationProducts)
      .values({
        userId: company.userId,
        profileId: company.profileId,
        name: '매트릭스 방음벽',
        designationNumber: '2025-혁신-0001',
        designationStartDate: '2025-01-01',
        designationEndDate: '2099-12-31',
      })
      .returning({ id: innovationProducts.id });
    productId = product!.id;
    estimateFileId = await uploadImageForTest(app.server, headers.company);
    await attachEstimateFileForTest(db, applyId, Number(estimateFileId));
    const draft = await app.server.graphql<{ createAnnouncementTemp: { id: string } }>(
      'mutation T($data: AnnouncementInput!, $tempId: String) { createAnnouncementTemp(data: $data, tempId: $tempId) { id } }',
      {
        variables: {
          data: { sigungu: '경기도 성남시', workType: 'REPAIR', step: 2 },
          tempId: 'matrix-draft',
        },
        headers: headers.consumer,
      },
    );
    expect(draft.body.errors).toBeUndefined();
    draftId = draft.body.data!.createAnnouncementTemp.id;
  });

  /** Whose headers each viewer of a resource uses. */
  function viewerHeaders(resource: MatrixResource, viewer: MatrixViewer, onEngineer = false) {
    const sides: Record<
      MatrixResource,
      { owner: keyof typeof headers; counterpart: keyof typeof headers }
    > = {
      request: { owner: 'consumer', counterpart: 'company' },
      apply: { owner: 'company', counterpart: 'consumer' },
      consumer: { owner: 'consumer', counterpart: 'company' },
      company: { owner: onEngineer ? 'engineer' : 'company', counterpart: 'consumer' },
      estimateFile: { owner: 'company', counterpart: 'consumer' },
      notification: { owner: 'consumer', counterpart: 'company' },
      opinion: { owner: 'consumer', counterpart: 'company' },
      hiddenPost: { owner: 'company', counterpart: 'consumer' },
      product: { owner: 'company', counterpart: 'consumer' },
    };
    if (viewer === 'anonymous') return {};
    if (viewer === 'owner' || viewer === 'counterpart') return headers[sides[resource][viewer]];
    return headers[viewer];
  }

  /** The query that reaches a guarded field, with where the field's value is in the answer. */
  function probeField(key: string): {
    query: string;
    variables: Record<string, unknown>;
    onEngineer?: boolean;
    read: (data: Record<string, unknown>) => unknown;
  } {
    const [type, field] = key.split('.') as [string, string];
    const selection =
      field === 'stockholders' || field === 'estimateFiles' ? `${field} { __typename }` : field;
    const at =
      (...path: string[]) =>
      (data: Record<string, unknown>) =>
        path.reduce<unknown>(
          (node, step) => (node as Record<string, unknown> | null)?.[step],
          data,
        );
    switch (type) {
      case 'Announcement':
        return {
          query: `query($id: ID!) { announcement(id: $id) { ${selection} } }`,
          variables: { id: String(announcementId) },
          read: at('announcement', field),
        };
      case 'AnnouncementApply':
        return {
          query: `query($id: ID!) { announcementApply(id: $id) { ${selection} } }`,
          variables: { id: String(applyId) },
          read: at('announcementApply', field),
        };
      case 'ConsumerInfo':
        return {
          query: `query($id: ID!) { announcement(id: $id) { profile { info { ... on ConsumerInfo { ${selection} } } } } }`,
          variables: { id: String(announcementId) },
          read: at('announcement', 'profile', 'info', field),
        };
      case 'Profile':
        return {
          query: `query($id: ID!) { announcement(id: $id) { profile { ${selection} } } }`,
          variables: { id: String(announcementId) },
          read: at('announcement', 'profile', field),
        };
      case 'CompanyInfo':
      case 'EngineerInfo':
        return {
          query: `query($id: ID!) { enterprise(id: $id) { info { ... on ${type} { ${selection} } } } }`,
          variables: {
            id: String(type === 'EngineerInfo' ? engineer.profileId : company.profileId),
          },
          onEngineer: type === 'EngineerInfo',
          read: at('enterprise', 'info', field),
        };
      default:
        throw new Error(`no probe for ${key}: add one to this test`);
    }
  }

  function probeOperation(name: string): {
    query: string;
    variables: Record<string, unknown>;
    read: (data: Record<string, unknown>) => unknown;
  } {
    switch (name) {
      case 'file':
        return {
          query: 'query($id: ID!) { file(fileId: $id) { id } }',
          variables: { id: estimateFileId },
          read: (data) => data.file,
        };
      case 'announcementApply':
        return {
          query: 'query($id: ID!) { announcementApply(id: $id) { id } }',
          variables: { id: String(applyId) },
          read: (data) => data.announcementApply,
        };
      case 'companyInfo':
        return {
          query: 'query($number: String!) { companyInfo(registrationNumber: $number) { name } }',
          variables: { number: companyBusinessNumber },
          read: (data) => data.companyInfo,
        };
      case 'financial':
        return {
          query: 'query($id: ID!) { financial(profileId: $id) { profileId } }',
          variables: { id: String(company.profileId) },
          read: (data) => data.financial,
        };
      case 'myReviewDashboard':
        return {
          query: '{ myReviewDashboard { totalReviewCnt avgScore } }',
          variables: {},
          // Everyone has a dashboard: theirs is "empty" when it counts none of the company's.
          read: (data) => {
            const dashboard = data.myReviewDashboard as { totalReviewCnt: number } | null;
            return dashboard && dashboard.totalReviewCnt > 0 ? dashboard : [];
          },
        };
      case 'receivedReviews':
      case 'myWriteReviews':
      case 'myOpinions':
      case 'myFeedbacks':
        return {
          query: `{ ${name} { nodes { id } } }`,
          variables: {},
          read: (data) => (data[name] as { nodes: unknown[] } | null)?.nodes,
        };
      case 'answerReview':
        return {
          query:
            'mutation($id: ID!) { answerReview(reviewId: $id, content: "리뷰 감사합니다!") { id } }',
          variables: { id: String(reviewId) },
          read: (data) => data.answerReview,
        };
      case 'communityPost':
        return {
          query: 'query($id: ID!) { communityPost(id: $id) { id } }',
          variables: { id: String(hiddenPostId) },
          read: (data) => data.communityPost,
        };
      case 'linkVisitorToUser':
        return {
          query:
            'mutation($input: VisitorLinkInput!) { linkVisitorToUser(input: $input) { visitorId isLinked } }',
          variables: {
            input: {
              visitorId: '6f1c2b1e-8a4d-4c39-9d7e-0b6a5f3e2c11',
              userId: String(consumer.userId),
            },
          },
          read: (data) => data.linkVisitorToUser,
        };
      case 'visitorCampaignReport':
        return {
          query: '{ visitorCampaignReport(from: "2026-01-01", to: "2026-12-31") { signupCount } }',
          variables: {},
          // Every account of the fixtures joined now: a row without a campaign counts them.
          read: (data) => data.visitorCampaignReport,
        };
      case 'innovationProduct':
        return {
          query: 'query($id: ID!) { innovationProduct(id: $id) { id } }',
          variables: { id: String(productId) },
          read: (data) => data.innovationProduct,
        };
      case 'readNotification':
        return {
          query: 'mutation($id: ID!) { readNotification(id: $id) { id } }',
          variables: { id: notificationId },
          read: (data) => data.readNotification,
        };
      default:
        throw new Error(`no probe for ${name}: add one to this test`);
    }
  }

  async function observe(
    resource: MatrixResource,
    probe: ReturnType<typeof probeField>,
  ): Promise<Record<MatrixViewer, MatrixOutcome>> {
    const seen = {} as Record<MatrixViewer, MatrixOutcome>;
    for (const viewer of MATRIX_VIEWERS) {
      const { body } = await app.server.graphql(probe.query, {
        variables: probe.variables,
        headers: viewerHeaders(resource, viewer, probe.onEngineer),
      });
      seen[viewer] = classify(body as GraphQLBody, probe.read);
    }
    return seen;
  }

  it('answers every guarded field as its row says, for each kind of viewer', async () => {
    const mismatches: string[] = [];
    // Announcement first: the request's author opening an apply marks it checked.
    for (const [key, { resource, ...expected }] of Object.entries(GUARDED_FIELDS)) {
      const seen = await observe(resource, probeField(key));
      if (JSON.stringify(seen) !== JSON.stringify(expected)) {
        mismatches.push(
          `${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers every guarded operation as its row says, for each kind of viewer', async () => {
    const mismatches: string[] = [];
    for (const [name, { resource, ...expected }] of Object.entries(GUARDED_OPERATIONS)) {
      const seen = await observe(resource, probeOperation(name));
      if (JSON.stringify(seen) !== JSON.stringify(expected)) {
        mismatches.push(
          `${name}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(seen)}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  /** The smallest literal GraphQL accepts for an input type, ids taken from `ids` by name. */
  function literal(type: GraphQLInputType, name: string, ids: Record<string, string>): string {
    if (isNonNullType(type)) return literal(type.ofType, name, ids);
    if (isListType(type)) return `[${literal(type.ofType, name, ids)}]`;
    if (isEnumType(type)) return type.getValues()[0]!.name;
    if (isInputObjectType(type)) {
      const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
      return `{ ${required.map((f) => `${f.name}: ${literal(f.type, f.name, ids)}`).join(', ')} }`;
    }
    const named = getNamedType(type).name;
    if (named === 'ID') return JSON.stringify(ids[name] ?? '1');
    if (named === 'String' && ids[name] !== undefined) return JSON.stringify(ids[name]);
    if (named === 'Int' || named === 'Float') return '1';
    if (named === 'Boolean') return 'true';
    return '"1"';
  }

  /** Which fixture id each argument name of an owner/counterpart operation means. */
  function idsFor(rule: string): Record<string, string> {
    const resource = rule.split(':')[1];
    const announcement = String(announcementId);
    const apply = String(applyId);
    switch (resource) {
      case 'announcement':
        return {
          id: announcement,
          announcementId: announcement,
          announcementApplyId: apply,
          profileId: String(engineer.profileId),
        };
      case 'apply':
        return { id: apply, fileIds: estimateFileId };
      case 'announcementTemp':
        return { id: draftId, announcementTempId: draftId, updateAnnouncementTempId: draftId };
      case 'profile':
        return { profileId: String(company.profileId), reviewId: String(reviewId) };
      case 'account':
        return { userId: String(company.userId) };
      case 'order':
        return { moid: companyOrderMoid };
      case 'notification':
        return { id: notificationId };
      case 'portfolio':
        return { id: String(portfolioId) };
      case 'communityPost':
        return { id: String(hiddenPostId) };
      case 'communityReply':
        return { id: String(replyId) };
      case 'innovationProduct':
        return { id: String(productId) };
      default:
        throw new Error(`no fixture for ${rule}: add one to this test`);
    }
  }

  /**
   * Operations that check a whole request form before whose it is: the minimal literal here is not
   * a valid form, so they answer BAD_USER_INPUT; a stranger with a valid form gets FORBIDDEN
   * (announcements.integration.test.ts covers both).
   */
  const VALIDATES_INPUT_FIRST: Record<string, string> = {
    createAnnouncement: 'BAD_USER_INPUT',
    updateAnnouncement: 'BAD_USER_INPUT',
  };

  it('refuses a stranger every operation that needs the owner or a counterpart of its resource', async () => {
    const operations = [
      ...Object.values(codeSchema.getQueryType()!.getFields()).map(
        (field) => ['query', field] as const,
      ),
      ...Object.values(codeSchema.getMutationType()!.getFields()).map(
        (field) => ['mutation', field] as const,
      ),
    ];
    const answers: string[] = [];
    for (const [operation, field] of operations as Array<
      readonly [string, GraphQLField<unknown, unknown>]
    >) {
      const rule = String((field.extensions as { authRule?: unknown }).authRule);
      if (!rule.startsWith('owner:') && !rule.startsWith('counterpart:')) continue;
      const ids = idsFor(rule);
      const args = field.args
        .filter((arg) => isNonNullType(arg.type))
        .map((arg) => `${arg.name}: ${literal(arg.type, arg.name, ids)}`);
      const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
      const document = `${operation} { ${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${selection} }`;
      const { body } = await app.server.graphql(document, { headers: headers.stranger });
      const code = (body as GraphQLBody).errors?.[0]?.extensions?.code ?? 'answered';
      answers.push(`${field.name}: ${code}`);
    }
    const refusals = new Set(['FORBIDDEN', 'NOT_FOUND']);
    expect(
      answers.filter(
        (answer) =>
          !refusals.has(answer.split(': ')[1]!) &&
          VALIDATES_INPUT_FIRST[answer.split(': ')[0]!] !== answer.split(': ')[1],
      ),
    ).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(20);
  });
});
