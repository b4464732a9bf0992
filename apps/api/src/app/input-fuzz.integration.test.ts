import { createRawSqlExecutor, licenses, schema as tables } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { asc, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLNamedInputType,
  GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../errors';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from '../graphql/graphql-js';
import { schema } from '../schema';
import {
  createAuthHeadersForTest,
  createUniqueEmailForTest,
  createUniquePhoneForTest,
  uploadImageForTest,
  verifyPhoneForTest,
} from '../testing/accounts';
import { insertAnnouncementForTest, insertApplyForTest } from '../testing/announcements.repository';
import {
  insertCompanyForTest,
  insertUserForTest,
  selectLeafCategoryIdsForTest,
  type CompanyForTest,
} from '../testing/companies.repository';
import { setUpTestServer } from '../testing/set-up-test-server';

/*
 * Issue 12, "Prove it stays closed": every argument of every query and mutation, read from the
 * schema the server runs (input objects and lists included, field by field), is sent hostile
 * values — strings with a NUL, lone surrogates, an RTL override, 100,000 characters, LIKE and SQL
 * metacharacters, id-like strings, numbers at and past the GraphQL Int range, JSON numbers that
 * parse to ±Infinity, every enum value, 70,000-item lists — as a visitor and as a signed-in member,
 * one hostile value at a time while every other argument holds a value that takes the request as
 * far as it can go (the rows it names exist and are the member's, forms are complete, the phone is
 * verified). No answer may be a 5xx, a masked INTERNAL_SERVER_ERROR, an error the server logged as
 * unexpected, or a body showing a stack or SQL; and a mutation that answered with an error must
 * leave every table with the rows it had.
 *
 * Operations without arguments (me, leavingUser, bankCodes …) have nothing to fuzz and are not
 * sent. Nothing else is skipped. The values per argument are a fixed core plus a seeded sample, so
 * a run is repeatable and bounded (about 5,300 requests with issue 16's operations; the bound
 * below leaves room for the schema to grow).
 */

// --- hostile values ------------------------------------------------------------------------------

type FuzzValue = { readonly label: string; readonly value: unknown };

/** A JSON number JSON.stringify cannot write (1e309 parses to Infinity on the server). */
class RawJsonNumber {
  constructor(readonly text: string) {}
}

function raw(text: string): FuzzValue {
  return { label: `JSON ${text}`, value: new RawJsonNumber(text) };
}

const LONG_TEXT: FuzzValue = { label: '100,000 × "a"', value: 'a'.repeat(100_000) };
const NUL: FuzzValue = { label: 'NUL in text', value: 'a\u0000b' };
const LONE_SURROGATE: FuzzValue = { label: 'lone surrogate', value: '가\uD800' };
/** Both reach the resolver alike (no validator tells them apart), so one request carries both. */
const RTL_AND_LIKE: FuzzValue = {
  label: 'RTL override + LIKE metacharacters',
  value: '\u202E강남%_\\',
};
const HUGE_ID: FuzzValue = { label: '"99999999999999999999"', value: '99999999999999999999' };

/** Strings every String and ID argument may receive (a seeded few of them each). */
const TEXT_SAMPLES: readonly FuzzValue[] = [
  { label: '100,000 × "가"', value: '가'.repeat(100_000) },
  { label: 'RTL override alone', value: '\u202Ecod.exe' },
  { label: 'LIKE metacharacters alone', value: '%_\\' },
  { label: 'lone low surrogate', value: '\uDC00' },
  { label: 'NUL alone', value: '\u0000' },
  { label: 'LIKE wildcard %', value: '%' },
  { label: 'LIKE wildcard _', value: '_' },
  { label: 'SQL quote', value: "' or 1=1 --" },
  { label: 'SQL statement', value: '"); drop table users; --' },
  { label: 'emoji', value: '😀👷‍♂️🏗️' },
  { label: 'empty string', value: '' },
  { label: 'whitespace', value: ' \t\n\r ' },
  { label: 'zero-width and BOM', value: '\uFEFF\u200B' },
  { label: 'decomposed Hangul', value: '강남'.normalize('NFD') },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: '__proto__', value: '__proto__' },
  { label: 'JSON object text', value: '{"$ne":null}' },
  { label: 'path traversal', value: '../../etc/passwd' },
  { label: '"0"', value: '0' },
  { label: '"-1"', value: '-1' },
  { label: '"05"', value: '05' },
  HUGE_ID,
  { label: '"NaN"', value: 'NaN' },
  { label: '"1e309"', value: '1e309' },
  { label: '"Infinity"', value: 'Infinity' },
  { label: '" 7 "', value: ' 7 ' },
  { label: '"1.5"', value: '1.5' },
  { label: '"0x1A"', value: '0x1A' },
  { label: '"9007199254740993"', value: '9007199254740993' },
];

/** What an ID argument may also receive: GraphQL takes an integer JSON number as an ID. */
const ID_SAMPLES: readonly FuzzValue[] = [
  ...TEXT_SAMPLES.filter((sample) => sample !== HUGE_ID),
  { label: 'number 0', value: 0 },
  { label: 'number -1', value: -1 },
  { label: 'number 1e21', value: 1e21 },
  raw('9007199254740993'),
  { label: 'number 1.5', value: 1.5 },
];

type ValuePlan = { readonly core: readonly FuzzValue[]; readonly samples: readonly FuzzValue[] };

const INT_PLAN: ValuePlan = {
  core: [
    { label: '-1', value: -1 },
    { label: 'Int max 2147483647', value: 2_147_483_647 },
    { label: 'Int min -2147483648', value: -2_147_483_648 },
  ],
  samples: [
    { label: '0', value: 0 },
    { label: 'past Int 2147483648', value: 2_147_483_648 },
    { label: '1.5', value: 1.5 },
    { label: 'string "NaN"', value: 'NaN' },
    raw('1e309'),
    raw('-1e309'),
  ],
};

const FLOAT_PLAN: ValuePlan = {
  core: [
    { label: '-1', value: -1 },
    { label: '1e308', value: 1e308 },
    { label: '-1e308', value: -1e308 },
  ],
  samples: [
    { label: '0', value: 0 },
    raw('1e309'),
    raw('-1e309'),
    { label: 'string "NaN"', value: 'NaN' },
    { label: '5e-324', value: 5e-324 },
    { label: '2147483648.5', value: 2_147_483_648.5 },
    { label: '2^53 + 2', value: 9_007_199_254_740_994 },
  ],
};

/** A Boolean is true or false; anything else is refused by GraphQL like any mistyped value. */
const BOOLEAN_PLAN: ValuePlan = {
  core: [
    { label: 'true', value: true },
    { label: 'false', value: false },
  ],
  samples: [],
};

/*
 * Each argument gets its type's core values and one seeded sample from the rest — except the
 * text fields of input objects, which get the core only: there are 200 of them (a request's
 * and a profile's forms, each in two to four operations), and the core already carries what
 * every text validator must survive.
 */
const SAMPLES_PER_LEAF = 1;

/** Deterministic: the same arguments get the same values on every run. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  }
  return picked;
}

function planValues(
  type: GraphQLNamedType,
  options: { isNullable: boolean; isInputField: boolean },
  random: () => number,
) {
  const nullValue: FuzzValue[] = options.isNullable ? [{ label: 'null', value: null }] : [];
  if (isEnumType(type)) {
    return [
      ...type.getValues().map((value) => ({ label: value.name, value: value.name })),
      { label: 'unknown enum value', value: 'NOT_A_VALUE' },
    ];
  }
  const plan = (() => {
    switch (type.name) {
      case 'Int':
        return INT_PLAN;
      case 'Float':
        return FLOAT_PLAN;
      case 'Boolean':
        return BOOLEAN_PLAN;
      case 'String':
        // A NUL or a lone surrogate (alternately: input-hygiene refuses both before the document
        // is parsed), then what reaches resolvers: an RTL override with LIKE metacharacters, and
        // 100,000 characters.
        return {
          core: [random() < 0.5 ? NUL : LONE_SURROGATE, RTL_AND_LIKE, LONG_TEXT],
          samples: TEXT_SAMPLES,
        };
      case 'ID':
        // An id is text to be read as a number: one of the two kinds of text, and an id past
        // every integer type.
        return {
          core: [
            random() < 0.5 ? NUL : LONE_SURROGATE,
            random() < 0.5 ? RTL_AND_LIKE : LONG_TEXT,
            HUGE_ID,
          ],
          samples: ID_SAMPLES,
        };
      default:
        throw new Error(`no fuzz values for scalar ${type.name}: add them here`);
    }
  })();
  const samples = plan.samples.length > 0 ? [...plan.samples, ...nullValue] : [];
  const sampleCount = type.name === 'String' && options.isInputField ? 0 : SAMPLES_PER_LEAF;
  return [...plan.core, ...pick(random, samples, sampleCount)];
}

/*
 * Lists: empty, and 70,000 items — past PostgreSQL's 65,535 bind parameters, should a list reach
 * SQL as it came. Ids go as JSON numbers (an ID may be one), which the server parses much faster
 * than 70,000 strings; one list per item type is shared by every target.
 */
const LONG_LISTS = new Map<string, unknown[]>();

function planListValues(itemType: GraphQLNamedType): FuzzValue[] {
  let items = LONG_LISTS.get(itemType.name);
  if (!items) {
    const enumValues = isEnumType(itemType) ? itemType.getValues().map((value) => value.name) : [];
    items = Array.from({ length: 70_000 }, (_, index) =>
      itemType.name === 'ID'
        ? index + 1
        : enumValues.length > 0
          ? enumValues[index % enumValues.length]
          : `x${index}`,
    );
    LONG_LISTS.set(itemType.name, items);
  }
  return [
    { label: 'empty list', value: [] },
    { label: '70,000 items', value: items },
  ];
}

// --- reading the schema ----------------------------------------------------------------------------

type PathStep = { readonly key: string | number; readonly type: GraphQLInputType };

/** One place a value goes: a scalar or enum, or a whole list (its steps end at the list). */
type FuzzTarget = {
  readonly steps: readonly PathStep[];
  readonly values: readonly FuzzValue[];
};

type Operation = {
  readonly kind: 'query' | 'mutation';
  readonly field: GraphQLField<unknown, unknown>;
  readonly document: string;
  readonly targets: readonly FuzzTarget[];
};

function collectTargets(
  steps: readonly PathStep[],
  type: GraphQLInputType,
  random: () => number,
  seen: ReadonlySet<string>,
): FuzzTarget[] {
  const isNullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const itemType = inner.ofType as GraphQLInputType;
    const named = getNamedType(itemType);
    const listTargets: FuzzTarget[] = isLeafType(named)
      ? [{ steps, values: planListValues(named) }]
      : [];
    return [
      ...listTargets,
      ...collectTargets([...steps, { key: 0, type: itemType }], itemType, random, seen),
    ];
  }
  if (isInputObjectType(inner)) {
    if (seen.has(inner.name)) return [];
    const nextSeen = new Set([...seen, inner.name]);
    return Object.values(inner.getFields()).flatMap((field) =>
      collectTargets(
        [...steps, { key: field.name, type: field.type }],
        field.type,
        random,
        nextSeen,
      ),
    );
  }
  // A field of an input object (the first step is the argument, list positions are numbers).
  const isInputField = steps.slice(1).some((step) => typeof step.key === 'string');
  const values = planValues(inner as GraphQLNamedType, { isNullable, isInputField }, random);
  return [{ steps, values }];
}

function buildDocument(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const argumentsText = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} Fuzz(${declarations}) { ${field.name}(${argumentsText})${selection} }`;
}

function readOperations(): Operation[] {
  const random = createRandom(0x5eed_1202);
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  return roots.flatMap(([kind, rootType]) =>
    Object.values(rootType.getFields())
      // Nothing to fuzz without arguments.
      .filter((field) => field.args.length > 0)
      .map((field) => ({
        kind,
        field,
        document: buildDocument(kind, field),
        targets: field.args.flatMap((arg: GraphQLArgument) =>
          collectTargets([{ key: arg.name, type: arg.type }], arg.type, random, new Set()),
        ),
      })),
  );
}

// --- what each argument holds when it is not the one being fuzzed -------------------------------

type Fixtures = {
  company: CompanyForTest;
  consumer: CompanyForTest;
  engineer: CompanyForTest;
  privateBusiness: CompanyForTest;
  other: CompanyForTest;
  adminUserId: number;
  /** The company's request with a submitted apply from `other` (the apply list, selection). */
  ownAnnouncementId: number;
  /** The company's request without applies, so it may still be edited. */
  editableAnnouncementId: number;
  /** The company's finished request whose chosen apply may be reviewed. */
  selectedApplyId: number;
  /** `other`'s open request and the company's apply to it, still being written. */
  otherAnnouncementId: number;
  ownApplyId: number;
  ownTempId: string;
  fileId: string;
  categoryId: number;
  licenseId: number;
};

/**
 * A phone number verified through the local SMS outbox and the requestId signUp may spend once;
 * replaced when an operation spends it, so hostile sign-up data gets past the phone check.
 */
type PhoneVerification = { phoneNumber: string; requestId: string };

/** Operations that spend a PhoneVerification's requestId when they succeed. */
const PHONE_VERIFIED_OPERATIONS = new Set([
  'signUp',
  'signUpKakao',
  'signUpNaver',
  'validateFindEmailPhoneAuth',
  'changePasswordFromPhoneAuth',
]);

function createInputDefaults(
  fixtures: Fixtures,
  verification: PhoneVerification,
  operation: string,
): Record<string, Record<string, unknown>> {
  const address = {
    address: '서울특별시 강남구 테헤란로 1',
    addressDetail: '3층',
    isFirst: true,
    postCode: '06236',
    sigungu: '서울특별시 강남구',
  };
  return {
    AnnouncementInput: {
      categories__ids: [String(fixtures.categoryId)],
      type: 'ALL',
      workType: 'NEW_WORK',
      orderType: 'PRIVATE',
      fieldInfo: 'RESIDENCE',
      sigungu: address.sigungu,
      address: address.address,
      addressDetail: address.addressDetail,
      workScope: 'ALL',
      servicePriceType: 'WRITE',
      servicePrice: 12_000_000,
      description: '욕실 타일 전체 교체 공사입니다.',
      publisherName: '김공사',
      emergencyContact: '010-1234-5678',
      postingDay: 7,
    },
    AnnouncementApplyInput: {
      estimatedAmount: 10_000_000,
      managerName: '박담당',
      phoneNumber: '010-9876-5432',
    },
    CompanyProfileInput: {
      // Two profiles update with this input, and a 사업자등록번호 belongs to one live profile.
      businessNumber:
        operation === 'updatePrivateBusinessProfile' ? '124-81-00998' : '120-81-47521',
      companyName: '퍼즈건설',
      ownerName: '김퍼즈',
    },
    EngineerProfileInput: { ownerName: '김기술' },
    ConsumerProfileInput: { ownerName: '김소비' },
    DeviceLocationInput: { latitude: 37.4979, longitude: 127.0276 },
    PagingInput: { first: 10 },
    ProfileAddressInput: address,
    ProfileLicenseInput: {
      licenseId: String(fixtures.licenseId),
      registrationNumber: '서울-12-3456',
    },
    ProfilePhoneInput: { isFirst: true, phoneNumber: '02-555-0101' },
    ProfileStockholderInput: { name: '김주주', rate: 40 },
    SignUpInput: {
      email: createUniqueEmailForTest('fuzz-sign-up'),
      name: '김가입',
      nickname: '퍼즈회원',
      password: 'gongsa!2026',
      phoneNumber: verification.phoneNumber,
      profile: { type: 'CONSUMER' },
    },
    SocialSignUpInput: {
      name: '김소셜',
      nickname: '소셜회원',
      phoneNumber: verification.phoneNumber,
      profile: { type: 'CONSUMER' },
    },
    SignUpProfileInput: { type: 'CORPORATION', companyName: '가입건설', ownerName: '김가입' },
    UpdateMeInput: {},
    UserAllowInput: { geolocation: true, thirdParty: false },
    NotificationSettingInput: { marketing: true },
  };
}

/**
 * Arguments that must name a particular row for the resolver to get past "not found" or "not
 * yours"; by argument name, then per operation where the same name means another row.
 */
function createArgumentDefaults(fixtures: Fixtures, verification: PhoneVerification) {
  const byName: Record<string, unknown> = {
    announcementId: String(fixtures.otherAnnouncementId),
    profileId: String(fixtures.other.profileId),
    userId: String(fixtures.company.userId),
    fileId: fixtures.fileId,
    fileIds: [fixtures.fileId],
    announcementApplyId: String(fixtures.selectedApplyId),
    updateAnnouncementTempId: fixtures.ownTempId,
    si: '서울특별시',
    email: 'fuzz@gongsa.test',
    newPassword: 'gongsa!2026x',
    phoneNumber: '010-2222-3333',
    requestId: 'fuzz-request-id',
    accessToken: 'fuzz-provider-token',
    refreshToken: 'fuzz-refresh-token',
    fcmRegistrationToken: 'fuzz-fcm-token',
    loginId: 'fuzz-nobody@gongsa.test',
    password: 'wrong-password!1',
    authNumber: '123456',
    name: '김퍼즈',
    code: '110111-1234567',
    registrationNumber: '120-81-47521',
    businessNumber: '120-81-47521',
    context: '친절하고 꼼꼼하게 시공해 주셨습니다.',
    score: 5,
  };
  const own = String(fixtures.ownAnnouncementId);
  const perOperation: Record<string, Record<string, unknown>> = {
    announcementApplies: { announcementId: own },
    getInvitationsByAnnouncement: { announcementId: own },
    createAnnouncementInvitation: { announcementId: own },
    updateAnnouncement: { id: String(fixtures.editableAnnouncementId) },
    deleteAnnouncementApplyEstimateFiles: { id: String(fixtures.ownApplyId) },
    updateCorporationProfile: { profileId: String(fixtures.company.profileId) },
    updateConsumerProfile: { profileId: String(fixtures.consumer.profileId) },
    updateEngineerProfile: { profileId: String(fixtures.engineer.profileId) },
    updatePrivateBusinessProfile: { profileId: String(fixtures.privateBusiness.profileId) },
  };
  return (operation: string, argument: string): unknown => {
    if (PHONE_VERIFIED_OPERATIONS.has(operation) && argument in verification) {
      return verification[argument as keyof PhoneVerification];
    }
    return perOperation[operation]?.[argument] ?? byName[argument];
  };
}

function createDefaultValue(fixtures: Fixtures, verification: PhoneVerification) {
  const argumentDefaults = createArgumentDefaults(fixtures, verification);
  const defaultValue = (type: GraphQLInputType, operation: string, name: string): unknown => {
    const named = getNamedType(type) as GraphQLNamedInputType;
    const preset = argumentDefaults(operation, name);
    if (preset !== undefined && isLeafType(named)) return structuredClone(preset);
    if (isNonNullType(type)) return defaultValue(type.ofType, operation, name);
    if (isListType(type)) return [defaultValue(type.ofType as GraphQLInputType, operation, name)];
    if (isInputObjectType(named)) {
      // Built afresh each time: a sign-up needs a new email and the current verified phone.
      const preset = createInputDefaults(fixtures, verification, operation)[named.name];
      if (preset) return preset;
      return Object.fromEntries(
        Object.values(named.getFields())
          .filter((field) => isNonNullType(field.type))
          .map((field) => [field.name, defaultValue(field.type, operation, field.name)]),
      );
    }
    if (isEnumType(named)) return named.getValues()[0]!.name;
    switch (named.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      default:
        return '1';
    }
  };
  return defaultValue;
}

function buildVariables(
  operation: Operation,
  target: FuzzTarget,
  value: unknown,
  defaultValue: ReturnType<typeof createDefaultValue>,
): Record<string, unknown> {
  const name = operation.field.name;
  const variables: Record<string, unknown> = {};
  for (const arg of operation.field.args) {
    if (isNonNullType(arg.type)) variables[arg.name] = defaultValue(arg.type, name, arg.name);
  }
  let container: Record<string | number, unknown> = variables;
  target.steps.forEach((step, index) => {
    if (index === target.steps.length - 1) {
      container[step.key] = value;
      return;
    }
    const existing = container[step.key];
    const next =
      existing !== null && typeof existing === 'object'
        ? existing
        : defaultValue(step.type, name, String(step.key));
    container[step.key] = next;
    container = next as Record<string | number, unknown>;
  });
  return variables;
}

function describeTarget(target: FuzzTarget): string {
  return target.steps
    .map((step) => (typeof step.key === 'number' ? `[${step.key}]` : `.${step.key}`))
    .join('')
    .slice(1);
}

const RAW_NUMBER_MARKER = '__fuzz_raw_number__';

/** The request body; a number JSON.stringify cannot write goes in as written. */
function serializeBody(
  operation: Operation,
  target: FuzzTarget,
  value: unknown,
  defaultValue: ReturnType<typeof createDefaultValue>,
): string {
  const isRaw = value instanceof RawJsonNumber;
  const variables = buildVariables(
    operation,
    target,
    isRaw ? RAW_NUMBER_MARKER : value,
    defaultValue,
  );
  const text = JSON.stringify({ query: operation.document, variables });
  return isRaw ? text.replace(`"${RAW_NUMBER_MARKER}"`, value.text) : text;
}

// --- what no answer may show ------------------------------------------------------------------------

const LEAKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['a stack frame', / {4}at /],
  ['a source file', /\.ts:|\.js:\d/],
  ['node_modules', /node_modules/],
  ['SQL', /\bselect |\binsert |\bupdate .* set |\bdelete from /i],
  ['a database error', /syntax error|violates|relation "|out of range|invalid input syntax/i],
];

type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
};

function findProblems(status: number, text: string): { problems: string[]; body?: GraphQLBody } {
  const problems: string[] = [];
  if (status >= 500) problems.push(`HTTP ${status}`);
  for (const [what, pattern] of LEAKS) {
    const match = pattern.exec(text);
    if (match) {
      const start = Math.max(0, match.index - 60);
      problems.push(`body shows ${what}: …${text.slice(start, match.index + 80)}…`);
    }
  }
  let body: GraphQLBody | undefined;
  try {
    body = JSON.parse(text) as GraphQLBody;
  } catch {
    problems.push(`body is not JSON: ${text.slice(0, 200)}`);
    return { problems };
  }
  for (const error of body.errors ?? []) {
    if (
      error.extensions?.code === 'INTERNAL_SERVER_ERROR' ||
      error.message === INTERNAL_ERROR_MESSAGE
    ) {
      problems.push(`masked internal error: ${JSON.stringify(error)}`);
    }
  }
  return { problems, body };
}

// --- rows --------------------------------------------------------------------------------------------

/*
 * Tables a refused mutation writes on purpose, because the attempt itself is what a limit counts:
 * - login_attempts: signIn reserves the attempt as a failure before checking the password and
 *   keeps it when the password is wrong; the per-account and per-address caps count these rows.
 * - rate_limit_hits: signUp spends the lookup budget (platform/rate-limit/lookup-limit.ts) before
 *   the phone verification and the account are checked, as isExistEmail does, and
 *   requestAuthNumber records the address's send before the per-number check; each hit stays when
 *   what follows refuses, or one verified phone could probe without limit.
 * audit_logs is not among them: it is written only in the transaction of an accepted change.
 */
const TABLES_A_REFUSAL_WRITES = new Set(['rate_limit_hits', 'login_attempts']);

const TABLE_NAMES = Object.values(tables as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !TABLES_A_REFUSAL_WRITES.has(name))
  .sort();

// --- the run -----------------------------------------------------------------------------------------

type Viewer = { readonly label: string; readonly headers: Record<string, string> };

describe('hostile input to every argument of every operation', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'reference' }), {
    // Limits high enough that fuzzed values reach the code behind the lookup and send limits;
    // the login throttle keeps its defaults (its refusals are an answer too).
    env: { LOOKUP_MAX_PER_IP: '100000', PHONE_AUTH_MAX_SENDS_PER_IP: '100000' },
  });

  async function countRows(): Promise<Map<string, number>> {
    const text = TABLE_NAMES.map(
      (name) => `select '${name}' as name, count(*)::int as rows from "${name}"`,
    ).join(' union all ');
    const { rows } = await createRawSqlExecutor(app.handle.db).executeSql(text);
    return new Map(rows.map((row) => [String(row.name), Number(row.rows)]));
  }

  async function readNextTransactionId(): Promise<string> {
    const { rows } = await createRawSqlExecutor(app.handle.db).executeSql(
      'select pg_snapshot_xmax(pg_current_snapshot())::text as xmax',
    );
    return String(rows[0]!.xmax);
  }

  async function createFixtures(): Promise<Fixtures> {
    const db = app.handle.db;
    const company = await insertCompanyForTest(db, { name: '퍼즈건설' });
    const other = await insertCompanyForTest(db, { name: '상대건설' });
    const consumer = await insertCompanyForTest(db, { type: 'CONSUMER', name: '소비자' });
    const engineer = await insertCompanyForTest(db, { type: 'ENGINEER', name: '기술자' });
    const privateBusiness = await insertCompanyForTest(db, { type: 'PRIVATE_BUSINESS' });
    const admin = await insertUserForTest(db, 'fuzz-admin', { role: 'ADMIN' });
    const [categoryId] = await selectLeafCategoryIdsForTest(db, 1);
    const [license] = await db
      .select({ id: licenses.id })
      .from(licenses)
      .orderBy(asc(licenses.id))
      .limit(1);
    const own = await insertAnnouncementForTest(db, company);
    await insertApplyForTest(db, { announcementId: own.id, ...pickOwner(other) });
    const editable = await insertAnnouncementForTest(db, company);
    const finished = await insertAnnouncementForTest(db, company, { state: 'CHOSEN' });
    const selectedApplyId = await insertApplyForTest(db, {
      announcementId: finished.id,
      ...pickOwner(other),
      state: 'SELECTED',
    });
    const otherAnnouncement = await insertAnnouncementForTest(db, other);
    const ownApplyId = await insertApplyForTest(db, {
      announcementId: otherAnnouncement.id,
      ...pickOwner(company),
      state: 'WRITING',
    });
    const headers = await createAuthHeadersForTest(company.userId);
    const fileId = await uploadImageForTest(app.server, headers);
    const temp = await app.server.graphql<{ createAnnouncementTemp: { id: string } }>(
      'mutation T($data: AnnouncementInput!) { createAnnouncementTemp(data: $data) { id } }',
      {
        variables: { data: { step: 1, description: '욕실 타일 교체 공사 임시 저장본입니다.' } },
        headers,
      },
    );
    expect(temp.body.errors).toBeUndefined();
    return {
      company,
      consumer,
      engineer,
      privateBusiness,
      other,
      adminUserId: admin.id,
      ownAnnouncementId: own.id,
      editableAnnouncementId: editable.id,
      selectedApplyId,
      otherAnnouncementId: otherAnnouncement.id,
      ownApplyId,
      ownTempId: temp.body.data!.createAnnouncementTemp.id,
      fileId,
      categoryId: categoryId!,
      licenseId: license!.id,
    };
  }

  function pickOwner(company: CompanyForTest) {
    return { userId: company.userId, profileId: company.profileId };
  }

  it('answers each without a 5xx, a stack, SQL or an unexpected error, and refusals write nothing', async () => {
    const fixtures = await createFixtures();
    const verification: PhoneVerification = { phoneNumber: '', requestId: '' };
    const verifyNewPhone = async () => {
      verification.phoneNumber = createUniquePhoneForTest();
      verification.requestId = await verifyPhoneForTest(app.server, verification.phoneNumber);
    };
    await verifyNewPhone();
    const defaultValue = createDefaultValue(fixtures, verification);
    // The signed-in viewer is the account the operation is about: a profile update needs a
    // profile of its type, the audit log an operator.
    const signedInUser: Record<string, number> = {
      updateConsumerProfile: fixtures.consumer.userId,
      updateEngineerProfile: fixtures.engineer.userId,
      updatePrivateBusinessProfile: fixtures.privateBusiness.userId,
      auditLogs: fixtures.adminUserId,
    };
    const operations = orderOperations(readOperations());
    const failures: string[] = [];
    let requestCount = 0;
    /*
     * Row counts of every table. Only these requests write to the database (the test server runs
     * no job handlers), so the count taken after one refused mutation is the count before the
     * next request. `xmax` is the next transaction id when the count was taken: while none has
     * been handed out, no row can have been inserted or deleted, so the count stands (on
     * PostgreSQL other databases of the server take ids too, and then it is simply taken again).
     */
    // Declared through `as`, or TypeScript would take it for null wherever the loop reads it.
    let known = null as { xmax: string; rows: Map<string, number> } | null;
    const countRowsNow = async () => {
      const xmax = await readNextTransactionId();
      if (known?.xmax !== xmax) known = { xmax, rows: await countRows() };
      return known.rows;
    };

    for (const operation of operations) {
      const name = operation.field.name;
      const viewers: Viewer[] = [
        { label: 'visitor', headers: {} },
        {
          label: 'member',
          headers: await createAuthHeadersForTest(signedInUser[name] ?? fixtures.company.userId),
        },
      ];
      for (const target of operation.targets) {
        for (const fuzz of target.values) {
          for (const viewer of viewers) {
            const rowsBefore =
              operation.kind === 'mutation' ? (known?.rows ?? (await countRowsNow())) : null;
            const logStart = app.server.logLines.length;
            const response = await fetch(`${app.server.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...viewer.headers },
              body: serializeBody(operation, target, fuzz.value, defaultValue),
            });
            const text = await response.text();
            requestCount += 1;
            const { problems, body } = findProblems(response.status, text);
            for (const line of app.server.logLines.slice(logStart)) {
              if (Number(line.level) >= 50) {
                problems.push(`server logged an error: ${JSON.stringify(line).slice(0, 600)}`);
              }
            }
            if (rowsBefore && (body?.errors?.length ?? 0) > 0) {
              const rowsAfter = await countRowsNow();
              const changed = TABLE_NAMES.filter(
                (table) => rowsBefore.get(table) !== rowsAfter.get(table),
              ).map((table) => `${table} ${rowsBefore.get(table)} → ${rowsAfter.get(table)}`);
              if (changed.length > 0) {
                problems.push(
                  `refused (${body?.errors?.[0]?.extensions?.code}) but wrote: ${changed.join(', ')}`,
                );
              }
            } else {
              // A query or an accepted mutation may have written (a view log, a new request …).
              known = null;
            }
            // An accepted sign-up (or account recovery) spent the requestId.
            if (PHONE_VERIFIED_OPERATIONS.has(name) && body?.data?.[name]) await verifyNewPhone();
            for (const problem of problems) {
              failures.push(
                `${operation.kind} ${name}(${describeTarget(target)} = ${fuzz.label}) as ${viewer.label}: ${problem}`,
              );
            }
          }
        }
      }
    }

    // Jobs the accepted requests queued (notifications …) must run with whatever was stored.
    await app.server.drainJobs();
    expect(failures, `${failures.length} failures in ${requestCount} requests`).toEqual([]);
    // The bound stated at the top: a few thousand requests.
    expect(requestCount).toBeGreaterThan(2_000);
    expect(requestCount).toBeLessThan(8_000);
  }, 240_000);
});

/*
 * Queries first; then mutations, those that only delete, give up or finish something last, so
 * a hostile id that happens to name a fixture row ("05", " 7 ") ends its life after every other
 * operation has used it.
 */
const FINISHING_MUTATIONS = [
  'reCreateAnnouncement',
  'submitAnnouncementApply',
  'selectedAnnouncementApply',
  'giveUpAnnouncementApply',
  'cancelAnnouncement',
  'deleteAnnouncement',
  'deleteAnnouncementTemp',
  'deleteEnterpriseViewLog',
  'deleteFavoriteAnnouncement',
  'deleteFavoriteEnterprise',
];

function orderOperations(operations: Operation[]): Operation[] {
  const rank = (operation: Operation) =>
    operation.kind === 'query' ? 0 : FINISHING_MUTATIONS.includes(operation.field.name) ? 2 : 1;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}
