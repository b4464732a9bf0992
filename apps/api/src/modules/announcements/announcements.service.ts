import {
  ANNOUNCEMENT_NUMBER_PATTERN,
  ANNOUNCEMENT_STATES,
  BID_SORTINGS,
  DEFAULT_BID_SORTING,
  FIELD_INFOS,
  ORDER_TYPES,
  PRICE_BAND_BOUNDS_MANWON,
  WORK_TYPES,
  canCancelAnnouncement,
  canCompleteAnnouncement,
  canDeleteAnnouncement,
  canEditAnnouncement,
  canReCreateAnnouncement,
  canSelectInAnnouncement,
  createIdSchema,
  findSido,
  formatAnnouncementTitle,
  isChoseongQuery,
  isPriceBand,
  PRICE_RANGES,
  resolveAnnouncementState,
  type AnnouncementState,
  type ApplyState,
  type BidSorting,
  type PriceRange,
  withJosa,
} from '@gongsa/domain';
import type { Context } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors';
import {
  withCarriedCount,
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
  type Cursor,
} from '../../platform/pagination';
import { findLinkedCategories, type CategoryView } from '../categories';
import { toFileView, type FileView } from '../files';
import { selectLicensesByIds, type LicenseView } from '../licenses';
import { enqueue } from '../../platform/jobs/enqueue';
import type { ProfileView } from '../profiles';
import type { AnnouncementView } from './announcement-view';
import {
  countAnnouncements,
  countAnnouncementsUpTo,
  countMyAnnouncementsByState,
  deleteFavoriteAnnouncement,
  findAnnouncementById,
  insertFavoriteAnnouncement,
  markAnnouncementCanceled,
  markAnnouncementCompleted,
  markAnnouncementCompletionConfirmed,
  findSelectedApplicant,
  markInvitationCheckedByUser,
  ANNOUNCEMENT_CATEGORY_LINK,
  selectAnnouncementFileRows,
  selectAnnouncementLicenseRows,
  selectAnnouncementPage,
  selectAnnouncementsByIds,
  selectApplyStatesOfUser,
  selectFavoriteAnnouncementIds,
  selectFavoriteAnnouncementPage,
  selectLeafCategoryIdsUnder,
  selectProfilesIncludingDeleted,
  selectSubmittedApplicantUserIds,
  settleAnnouncementForUpdate,
  softDeleteAnnouncement,
  type AnnouncementListFilter,
  type AnnouncementRow,
  type AnnouncementSort,
  findAnnouncementForApply,
  updateAnnouncementState,
  type AnnouncementForApplyRow,
} from './announcements.repository';
import { countTemps } from '../announcement-temps';
import { defineBatchLoader, groupBy } from '../../platform/request-scope';
import { recordAudit } from '../audit';

export type { AnnouncementView };

export const ANNOUNCEMENT_MESSAGES = {
  notFound: '견적 요청을 찾을 수 없습니다.',
  notOwner: '내 견적 요청만 관리할 수 있습니다.',
  notRecruitingForEdit: '모집 중인 공고만 수정할 수 있습니다.',
  hasAppliesForEdit: '지원자가 있는 공고는 수정할 수 없습니다.',
  hasAppliesForDelete: '지원자가 있는 공고는 삭제할 수 없습니다.',
  stillOpenForReCreate: '진행 중인 공고는 다시 올릴 수 없습니다.',
  notCancelable: '모집 중이거나 선정 중인 공고만 취소할 수 있습니다.',
  notCompletable: '선정한 업체가 있는 견적 요청만 공사 완료로 바꿀 수 있습니다.',
  notSelectedCompany: '선정된 업체만 공사 완료를 확인할 수 있습니다.',
  notCompletedYet: '공사가 완료된 뒤에 확인할 수 있습니다.',
  invalidSort: '정렬 기준이 올바르지 않습니다.',
  tooLongSearch: '검색어는 50자 이하로 입력해 주세요.',
  invalidRegion: '지역은 시/도 또는 "시/도 시/군/구" 형식으로 선택해 주세요.',
  tooManyValues: (label: string) => `${withJosa(label, '은/는')} 최대 20개까지 선택할 수 있습니다.`,
  unknownValue: (label: string, value: string) => `알 수 없는 ${label}입니다: ${value}`,
} as const;

const SEARCH_MAX_LENGTH = 50;
const FILTER_MAX_VALUES = 20;
const WON_PER_MANWON = 10_000;
const ANNOUNCEMENT_ID_SCHEMA = createIdSchema('견적 요청');

type AnnouncementDeps = Pick<Context, 'db' | 'viewer' | 'env'>;

// --- views ------------------------------------------------------------------------------------

/**
 * The row as the Announcement type reads it. Written out field by field: `{ ...row, … }` of a
 * 45-column row cost tens of µs per row in V8 (issue 11), a literal well under one.
 */
export function toAnnouncementView(row: AnnouncementRow, now: Date = new Date()): AnnouncementView {
  return {
    id: row.id,
    userId: row.userId,
    profileId: row.profileId,
    uniqueId: row.uniqueId,
    type: row.type,
    workType: row.workType,
    workTypeEtc: row.workTypeEtc,
    orderType: row.orderType,
    fieldInfo: row.fieldInfo,
    fieldInfoEtc: row.fieldInfoEtc,
    si: row.si,
    sigungu: row.sigungu,
    address: row.address,
    addressDetail: row.addressDetail,
    latitude: row.latitude,
    longitude: row.longitude,
    bCode: row.bCode,
    bun: row.bun,
    ji: row.ji,
    permitStatus: row.permitStatus,
    workScope: row.workScope,
    workScopeEtc: row.workScopeEtc,
    hasLicense: row.hasLicense,
    isPossibleTaxBillIssue: row.isPossibleTaxBillIssue,
    isReqRentLedgerSubmitPossible: row.isReqRentLedgerSubmitPossible,
    description: row.description,
    workStartSoon: row.workStartSoon,
    servicePriceType: row.servicePriceType,
    servicePrice: row.servicePrice,
    dailyWorkTermStart: row.dailyWorkTermStart,
    dailyWorkTermEnd: row.dailyWorkTermEnd,
    publisherName: row.publisherName,
    emergencyContact: row.emergencyContact,
    noticeTxt: row.noticeTxt,
    isEmergency: row.isEmergency,
    postingDay: row.postingDay,
    postingEndAt: row.postingEndAt,
    choosingEndAt: row.choosingEndAt,
    chosenAt: row.chosenAt,
    completedAt: row.completedAt,
    completionConfirmedAt: row.completionConfirmedAt,
    isHaveDocs: row.isHaveDocs,
    isHaveVideo: row.isHaveVideo,
    isReCreated: row.isReCreated,
    reCreatedFromId: row.reCreatedFromId,
    mainImageFileId: row.mainImageFileId,
    applyCount: row.applyCount,
    hasNewApplies: row.hasNewApplies,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    state: resolveAnnouncementState(row, now),
    storedState: row.state,
  };
}

export function parseAnnouncementId(value: string | number): number {
  return ANNOUNCEMENT_ID_SCHEMA.parse(value);
}

/** The live request with its effective state, or null; no side effects (A2 uses it). */
export async function findAnnouncementViewById(
  ctx: Pick<Context, 'db'>,
  id: number,
): Promise<AnnouncementView | null> {
  const row = await findAnnouncementById(ctx.db, id);
  return row ? toAnnouncementView(row) : null;
}

// --- per-request field loaders ------------------------------------------------------------------

const loadCategories = defineBatchLoader<AnnouncementDeps, CategoryView[]>(
  (ctx, ids) => findLinkedCategories(ctx, ANNOUNCEMENT_CATEGORY_LINK, ids),
  [],
);

const loadLicenses = defineBatchLoader<AnnouncementDeps, LicenseView[]>(async (ctx, ids) => {
  const rows = await selectAnnouncementLicenseRows(ctx.db, ids);
  const licenses = await selectLicensesByIds(ctx.db, [
    ...new Set(rows.map((row) => row.licenseId)),
  ]);
  const byId = new Map(licenses.map((license) => [license.id, license]));
  const groups = groupBy(rows, (row) => row.announcementId);
  return new Map(
    Array.from(groups, ([announcementId, group]) => [
      announcementId,
      group.flatMap((row) => {
        const license = byId.get(row.licenseId);
        return license ? [license] : [];
      }),
    ]),
  );
}, []);

type AnnouncementFiles = { images: FileView[]; documents: FileView[] };

const loadFiles = defineBatchLoader<AnnouncementDeps, AnnouncementFiles>(
  async (ctx, ids) => {
    const rows = await selectAnnouncementFileRows(ctx.db, ids);
    const result = new Map<number, AnnouncementFiles>();
    for (const row of rows) {
      const entry = result.get(row.announcementId) ?? { images: [], documents: [] };
      const view = toFileView(row.file, ctx.env, 'public');
      (row.kind === 'IMAGE' ? entry.images : entry.documents).push(view);
      result.set(row.announcementId, entry);
    }
    return result;
  },
  { images: [], documents: [] },
);

const loadProfiles = defineBatchLoader<AnnouncementDeps, ProfileView | null>(async (ctx, ids) => {
  const rows = await selectProfilesIncludingDeleted(ctx.db, ids);
  return new Map(rows.map((row) => [row.id, row]));
}, null);

const loadIsFavorite = defineBatchLoader<AnnouncementDeps, boolean>(async (ctx, ids) => {
  const userId = findViewerUserId(ctx.viewer);
  if (userId === null) return new Map();
  const favoriteIds = await selectFavoriteAnnouncementIds(ctx.db, userId, ids);
  return new Map(favoriteIds.map((id) => [id, true]));
}, false);

const loadViewerApplyState = defineBatchLoader<AnnouncementDeps, ApplyState | null>(
  async (ctx, ids) => {
    const userId = findViewerUserId(ctx.viewer);
    if (userId === null) return new Map();
    const rows = await selectApplyStatesOfUser(ctx.db, userId, ids);
    return new Map(rows.map((row) => [row.announcementId, row.state]));
  },
  null,
);

export function isAnnouncementMine(
  ctx: Pick<Context, 'viewer'>,
  announcement: Pick<AnnouncementView, 'userId'>,
): boolean {
  return findViewerUserId(ctx.viewer) === announcement.userId;
}

export function findAnnouncementCategories(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): CategoryView[] | Promise<CategoryView[]> {
  return loadCategories.read(ctx, announcement.id, (categories) => categories);
}

export function findAnnouncementTitle(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): string | Promise<string> {
  return loadCategories.read(ctx, announcement.id, (categories) =>
    formatAnnouncementTitle({
      sigungu: announcement.sigungu,
      categoryNames: categories.map((category) => category.name),
    }),
  );
}

export function findAnnouncementLicenses(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): LicenseView[] | Promise<LicenseView[]> {
  return loadLicenses.read(ctx, announcement.id, (licenses) => licenses);
}

export function findAnnouncementImages(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): FileView[] | Promise<FileView[]> {
  return loadFiles.read(ctx, announcement.id, (files) => files.images);
}

export function findAnnouncementDocuments(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): FileView[] | Promise<FileView[]> {
  return loadFiles.read(ctx, announcement.id, (files) => files.documents);
}

export function findAnnouncementMainImage(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): FileView | null | Promise<FileView | null> {
  return loadFiles.read(
    ctx,
    announcement.id,
    ({ images }) =>
      images.find((image) => image.id === announcement.mainImageFileId) ?? images[0] ?? null,
  );
}

export async function findAnnouncementProfile(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): Promise<ProfileView> {
  const profile = await loadProfiles(ctx, announcement.profileId);
  if (!profile) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return profile;
}

export function findIsFavoriteAnnouncement(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): boolean | Promise<boolean> {
  if (findViewerUserId(ctx.viewer) === null) return false;
  return loadIsFavorite.read(ctx, announcement.id, (isFavorite) => isFavorite);
}

const APPLIED_STATES: ReadonlySet<ApplyState> = new Set(['SUBMITTED', 'SELECTED', 'NOT_SELECTED']);

/** addressDetail and emergencyContact: the owner and companies that have applied. */
export async function canSeeAnnouncementContact(
  ctx: AnnouncementDeps,
  announcement: AnnouncementView,
): Promise<boolean> {
  if (isAnnouncementMine(ctx, announcement)) return true;
  if (findViewerUserId(ctx.viewer) === null) return false;
  const state = await loadViewerApplyState(ctx, announcement.id);
  return state !== null && APPLIED_STATES.has(state);
}

/**
 * The owner's new-applicant mark: only while they can still choose, since the stored flag is not
 * cleared when a request closes by time (the same rule as matchNewApplies in the repository).
 */
export function hasNewAppliesForOwner(
  ctx: Pick<Context, 'viewer'>,
  announcement: AnnouncementView,
): boolean {
  return (
    isAnnouncementMine(ctx, announcement) &&
    announcement.hasNewApplies &&
    canSelectInAnnouncement(announcement.state)
  );
}

export function canEditAnnouncementView(
  ctx: Pick<Context, 'viewer'>,
  announcement: AnnouncementView,
): boolean {
  return (
    isAnnouncementMine(ctx, announcement) &&
    canEditAnnouncement(announcement.state, announcement.applyCount)
  );
}

// --- list arguments -----------------------------------------------------------------------------

export type AnnouncementFilterInput = {
  search?: string | null;
  locations?: readonly string[] | null;
  workTypes?: readonly string[] | null;
  orderTypes?: readonly string[] | null;
  fieldInfos?: readonly string[] | null;
  priceRanges?: readonly string[] | null;
  isEmergency?: boolean | null;
  states?: readonly string[] | null;
};

export type AnnouncementsArgs = {
  filter?: AnnouncementFilterInput | null;
  sort?: string | null;
  paging?: ConnectionArgs | null;
  categoryIds?: readonly (string | number)[] | null;
};

const SORT_BY_SORTING: Readonly<Record<BidSorting, AnnouncementSort>> = {
  '1': 'DEADLINE',
  '2': 'PRICE',
  '3': 'LATEST',
  '4': 'APPLY_COUNT',
};

function parseSort(sort: string | null | undefined): AnnouncementSort {
  const sorting = sort === null || sort === undefined || sort === '' ? DEFAULT_BID_SORTING : sort;
  if (!(BID_SORTINGS as readonly string[]).includes(sorting)) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.invalidSort, { field: 'sort' });
  }
  return SORT_BY_SORTING[sorting as BidSorting];
}

function parseCodes<T extends string>(
  values: readonly string[] | null | undefined,
  known: readonly T[],
  label: string,
  field: string,
): T[] | undefined {
  if (!values || values.length === 0) return undefined;
  if (values.length > FILTER_MAX_VALUES) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.tooManyValues(label), { field });
  }
  const unknown = values.find((value) => !(known as readonly string[]).includes(value));
  if (unknown !== undefined) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.unknownValue(label, unknown), { field });
  }
  return Array.from(new Set(values as T[]));
}

function parseIds(values: readonly (string | number)[] | null | undefined): number[] | undefined {
  if (!values || values.length === 0) return undefined;
  if (values.length > FILTER_MAX_VALUES) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.tooManyValues('업종'), {
      field: 'categoryIds',
    });
  }
  return Array.from(new Set(values.map((value) => createIdSchema('업종').parse(value))));
}

function parseSearch(search: string | null | undefined): Partial<AnnouncementListFilter> {
  const term = (search ?? '').normalize('NFC').trim();
  if (term === '') return {};
  if (Array.from(term).length > SEARCH_MAX_LENGTH) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.tooLongSearch, { field: 'search' });
  }
  if (ANNOUNCEMENT_NUMBER_PATTERN.test(term)) return { uniqueId: term };
  if (isChoseongQuery(term)) return { choseong: term.replace(/\s+/g, '') };
  return { words: term.split(/\s+/) };
}

function parseLocations(
  values: readonly string[] | null | undefined,
): Pick<AnnouncementListFilter, 'siList' | 'sigunguList'> {
  if (!values || values.length === 0) return {};
  if (values.length > FILTER_MAX_VALUES) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.tooManyValues('지역'), {
      field: 'locations',
    });
  }
  const siList: string[] = [];
  const sigunguList: string[] = [];
  for (const value of values) {
    const location = value.normalize('NFC').trim().replace(/\s+/g, ' ');
    const parts = location.split(' ');
    if (location === '' || location.length > 40 || parts.length > 3) {
      throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.invalidRegion, { field: 'locations' });
    }
    if (parts.length === 1) siList.push(findSido(location)?.name ?? location);
    else sigunguList.push(location);
  }
  return { siList, sigunguList };
}

/** Bands match their own price type and typed-in (WRITE) amounts inside the band. */
function parsePriceRanges(
  values: readonly string[] | null | undefined,
): Pick<AnnouncementListFilter, 'servicePriceTypes' | 'writtenPriceBounds'> {
  const ranges = parseCodes<PriceRange>(values, PRICE_RANGES, '금액 구간', 'priceRanges');
  if (!ranges) return {};
  return {
    servicePriceTypes: ranges,
    writtenPriceBounds: ranges.filter(isPriceBand).map((band) => {
      const { minManwon, maxManwon } = PRICE_BAND_BOUNDS_MANWON[band];
      return {
        min: minManwon * WON_PER_MANWON,
        max: maxManwon === null ? null : maxManwon * WON_PER_MANWON,
      };
    }),
  };
}

async function parseAnnouncementFilter(
  ctx: AnnouncementDeps,
  args: AnnouncementsArgs,
): Promise<AnnouncementListFilter> {
  const filter = args.filter ?? {};
  const categoryIds = parseIds(args.categoryIds);
  return {
    ...parseSearch(filter.search),
    ...parseLocations(filter.locations),
    ...parsePriceRanges(filter.priceRanges),
    categoryIds:
      categoryIds === undefined ? undefined : await selectLeafCategoryIdsUnder(ctx.db, categoryIds),
    workTypes: parseCodes(filter.workTypes, WORK_TYPES, '공사 종류', 'workTypes'),
    orderTypes: parseCodes(filter.orderTypes, ORDER_TYPES, '발주 유형', 'orderTypes'),
    fieldInfos: parseCodes(filter.fieldInfos, FIELD_INFOS, '시설 분야', 'fieldInfos'),
    isEmergency: filter.isEmergency === true,
    states: parseCodes(filter.states, ANNOUNCEMENT_STATES, '공고 상태', 'states') ?? ['RECRUITING'],
  };
}

function toListConnection<Row extends AnnouncementRow>(
  rows: Row[],
  request: ReturnType<typeof toPageRequest>,
  countTotal: () => Promise<number>,
  now: Date,
  toCursor: (row: Row) => Cursor,
  countUpTo?: (limit: number) => Promise<number>,
): Connection<AnnouncementView> {
  const connection = toConnection(rows, request, countTotal, toCursor, countUpTo);
  const nodes = connection.nodes.map((row) => toAnnouncementView(row, now));
  return {
    ...connection,
    nodes,
    edges: connection.edges.map((edge, index) => ({ cursor: edge.cursor, node: nodes[index]! })),
  };
}

/** The sort goes into the cursor too: the repository refuses a cursor made under another sort. */
function toListCursor(sort: AnnouncementSort) {
  return (row: AnnouncementRow & { sortKey: number | string }) => ({
    sortValue: row.sortKey,
    id: row.id,
    sortKey: sort,
  });
}

/**
 * What a list's nodes ask for: only the card columns (isCardOnly), and which batched card data
 * loads with the page (its fields then cost no promise per card, ADR 0024).
 */
export type AnnouncementListSelection = {
  isCardOnly: boolean;
  /** The limit of totalCountCapped when it is selected: the page carries that count. */
  cappedCountLimit?: number | null;
  prefetch?: { categories: boolean; files: boolean; isFavorite: boolean };
};

/** Loads the batched card data a list page's nodes select, in parallel, right after the page. */
async function prefetchCardData(
  ctx: AnnouncementDeps,
  rows: readonly { id: number }[],
  prefetch: AnnouncementListSelection['prefetch'],
): Promise<void> {
  if (!prefetch || rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  // A failed batch keeps nothing: each field then asks again on its own, as without this.
  await Promise.allSettled([
    prefetch.categories ? loadCategories.prefetch(ctx, ids) : undefined,
    prefetch.files ? loadFiles.prefetch(ctx, ids) : undefined,
    prefetch.isFavorite && findViewerUserId(ctx.viewer) !== null
      ? loadIsFavorite.prefetch(ctx, ids)
      : undefined,
  ]);
}

/** announcements: the public /bid list (anonymous too). */
export async function listAnnouncements(
  ctx: AnnouncementDeps,
  args: AnnouncementsArgs,
  selection: AnnouncementListSelection = { isCardOnly: false },
  now: Date = new Date(),
): Promise<Connection<AnnouncementView>> {
  const sort = parseSort(args.sort);
  const filter = await parseAnnouncementFilter(ctx, args);
  const request = toPageRequest(args.paging ?? {});
  let counting: Promise<number> | undefined;
  const countTotal = () => (counting ??= countAnnouncements(ctx.db, filter, now));
  const countLimit = selection.cappedCountLimit ?? null;
  const rows = await selectAnnouncementPage(ctx.db, {
    filter,
    sort,
    request,
    now,
    isCardOnly: selection.isCardOnly,
    countLimit,
  });
  const countUpTo = withCarriedCount(
    { limit: countLimit, count: rows[0]?.matchCount ?? null },
    (limit) => countAnnouncementsUpTo(ctx.db, filter, now, limit),
  );
  const connection = toListConnection(
    rows,
    request,
    countTotal,
    now,
    toListCursor(sort),
    countUpTo,
  );
  await prefetchCardData(ctx, connection.nodes, selection.prefetch);
  return connection;
}

/** myAnnouncements: the viewer's requests, newest first; every state unless states are given. */
export async function listMyAnnouncements(
  ctx: AnnouncementDeps,
  args: { states?: readonly string[] | null; paging?: ConnectionArgs | null },
  now: Date = new Date(),
): Promise<Connection<AnnouncementView>> {
  const userId = requireUserId(ctx.viewer);
  const filter: AnnouncementListFilter = {
    userId,
    states: parseCodes(args.states, ANNOUNCEMENT_STATES, '공고 상태', 'states'),
  };
  const request = toPageRequest(args.paging ?? {});
  let counting: Promise<number> | undefined;
  const countTotal = () => (counting ??= countAnnouncements(ctx.db, filter, now));
  const rows = await selectAnnouncementPage(ctx.db, { filter, sort: 'LATEST', request, now });
  return toListConnection(rows, request, countTotal, now, toListCursor('LATEST'));
}

export type AnnouncementDashboardView = {
  tempCount: number;
  recruitingCount: number;
  choosingCount: number;
  chosenCount: number;
  completedCount: number;
  closedCount: number;
  canceledCount: number;
  newAppliesCount: number;
};

export async function findMyAnnouncementDashboard(
  ctx: AnnouncementDeps,
  now: Date = new Date(),
): Promise<AnnouncementDashboardView> {
  const userId = requireUserId(ctx.viewer);
  const [{ byState, newApplies }, tempCount] = await Promise.all([
    countMyAnnouncementsByState(ctx.db, userId, now),
    countTemps(ctx.db, userId),
  ]);
  const countOf = (state: AnnouncementState) =>
    byState.find((row) => row.state === state)?.value ?? 0;
  return {
    tempCount,
    recruitingCount: countOf('RECRUITING'),
    choosingCount: countOf('CHOOSING'),
    chosenCount: countOf('CHOSEN'),
    completedCount: countOf('COMPLETED'),
    closedCount: countOf('CLOSED'),
    canceledCount: countOf('CANCELED'),
    newAppliesCount: newApplies,
  };
}

/** The request as an owner action left it (read after its transaction committed). */
async function readSavedAnnouncement(
  ctx: AnnouncementDeps,
  id: number,
  now: Date,
): Promise<AnnouncementView> {
  const saved = await findAnnouncementById(ctx.db, id);
  if (!saved) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return toAnnouncementView(saved, now);
}

/** announcement(id): public; an invited company opening it marks its invitation checked. */
export async function findAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const id = parseAnnouncementId(idInput);
  const row = await findAnnouncementById(ctx.db, id);
  if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  const userId = findViewerUserId(ctx.viewer);
  if (userId !== null && userId !== row.userId) {
    await markInvitationCheckedByUser(ctx.db, id, userId, now);
  }
  return toAnnouncementView(row, now);
}

// --- favourites ---------------------------------------------------------------------------------

export async function listFavoriteAnnouncements(
  ctx: AnnouncementDeps,
  paging: ConnectionArgs | null | undefined,
  now: Date = new Date(),
): Promise<Connection<AnnouncementView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const { rows, countAll } = await selectFavoriteAnnouncementPage(ctx.db, userId, request);
  // The list is ordered by when the favourite was added, so its cursor is the favourite's id.
  return toListConnection(rows, request, countAll, now, (row) => ({
    sortValue: null,
    id: row.favoriteId,
  }));
}

async function requireLiveAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
): Promise<AnnouncementRow> {
  const row = await findAnnouncementById(ctx.db, parseAnnouncementId(idInput));
  if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return row;
}

export async function addFavoriteAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const row = await requireLiveAnnouncement(ctx, idInput);
  await insertFavoriteAnnouncement(ctx.db, { userId, announcementId: row.id }, now);
  return toAnnouncementView(row, now);
}

export async function removeFavoriteAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const row = await requireLiveAnnouncement(ctx, idInput);
  await deleteFavoriteAnnouncement(ctx.db, { userId, announcementId: row.id }, now);
  return toAnnouncementView(row, now);
}

// --- lifecycle under lock -------------------------------------------------------------------------

/*
 * Lock order for every write that touches a request and its applies: the announcement row first
 * (lockAndSettleAnnouncement / settleOwnAnnouncement), then apply rows. Writers that keep this
 * order cannot deadlock one another.
 */

/**
 * Locks the request and stores the state time has given it (ADR 0010), so the checks that
 * follow and the write see the same, current state.
 */
export async function lockAndSettleAnnouncement(
  tx: Context['db'],
  announcementId: number,
  now: Date,
): Promise<AnnouncementForApplyRow> {
  const row = await findAnnouncementForApply(tx, announcementId, { lock: true });
  if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  const effective = resolveAnnouncementState(row, now);
  if (effective !== row.state) await updateAnnouncementState(tx, row.id, effective, now);
  return { ...row, state: effective };
}

// --- owner actions ------------------------------------------------------------------------------

/**
 * Locks the viewer's own request and settles its state (ADR 0010) inside `tx`; a stranger gets
 * FORBIDDEN and a missing request NOT_FOUND.
 */
export async function settleOwnAnnouncement(
  tx: Context['db'],
  userId: number,
  id: number,
  now: Date,
): Promise<AnnouncementRow> {
  const row = await settleAnnouncementForUpdate(tx, id, now, (stored) =>
    resolveAnnouncementState(stored, now),
  );
  if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  if (row.userId !== userId) throw new ForbiddenError(ANNOUNCEMENT_MESSAGES.notOwner);
  return row;
}

/** The owner checks of updateAnnouncement, on a settled row. */
export function checkAnnouncementEditable(row: AnnouncementRow): void {
  if (row.applyCount > 0) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.hasAppliesForEdit);
  }
  if (!canEditAnnouncement(row.state, row.applyCount)) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.notRecruitingForEdit);
  }
}

export async function deleteAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<string> {
  const userId = requireUserId(ctx.viewer);
  const id = parseAnnouncementId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await settleOwnAnnouncement(tx, userId, id, now);
    if (!canDeleteAnnouncement(row.applyCount)) {
      throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.hasAppliesForDelete);
    }
    await softDeleteAnnouncement(tx, id, now);
    await recordAudit(tx, ctx, {
      action: 'announcement.deleted',
      targetType: 'ANNOUNCEMENT',
      targetId: id,
    });
  });
  return String(id);
}

export async function cancelAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseAnnouncementId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await settleOwnAnnouncement(tx, userId, id, now);
    if (!canCancelAnnouncement(row.state)) {
      throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.notCancelable);
    }
    await markAnnouncementCanceled(tx, id, now);
    await recordAudit(tx, ctx, {
      action: 'announcement.cancelled',
      targetType: 'ANNOUNCEMENT',
      targetId: id,
      detail: { stateBefore: row.state },
    });
    // The applicants waiting at this moment are the ones told, whenever the job runs.
    const applicantUserIds = [...new Set(await selectSubmittedApplicantUserIds(tx, id))];
    if (applicantUserIds.length > 0) {
      await enqueue(tx, 'notification.announcementCancelled', {
        announcementId: id,
        recipientUserIds: applicantUserIds,
      });
    }
  });
  return readSavedAnnouncement(ctx, id, now);
}

/**
 * completeAnnouncement (ADR 0027): the owner marks the job done (선정완료 → 완료). The selected
 * company is asked to confirm, through the job queue in the same transaction. A request already
 * 완료 (by an earlier call or by time) is answered as it is, with no second notification.
 */
export async function completeAnnouncement(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseAnnouncementId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await settleOwnAnnouncement(tx, userId, id, now);
    if (row.state === 'COMPLETED') return;
    if (!canCompleteAnnouncement(row.state)) {
      throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.notCompletable);
    }
    await markAnnouncementCompleted(tx, id, now);
    await recordAudit(tx, ctx, {
      action: 'announcement.completed',
      targetType: 'ANNOUNCEMENT',
      targetId: id,
    });
    const selected = await findSelectedApplicant(tx, id);
    if (selected) {
      await enqueue(tx, 'notification.announcementCompleted', {
        announcementId: id,
        recipientUserId: selected.userId,
      });
    }
  });
  return readSavedAnnouncement(ctx, id, now);
}

/**
 * confirmAnnouncementCompletion (ADR 0027): the selected company confirms the job finished. It
 * changes no state; the client sees 업체 확인 완료. A second call changes nothing.
 */
export async function confirmAnnouncementCompletion(
  ctx: AnnouncementDeps,
  idInput: string,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseAnnouncementId(idInput);
  await ctx.db.transaction(async (tx) => {
    const row = await settleAnnouncementForUpdate(tx, id, now, (stored) =>
      resolveAnnouncementState(stored, now),
    );
    if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
    const selected = await findSelectedApplicant(tx, id);
    if (!selected || selected.userId !== userId) {
      throw new ForbiddenError(ANNOUNCEMENT_MESSAGES.notSelectedCompany);
    }
    if (row.state !== 'COMPLETED') {
      throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.notCompletedYet);
    }
    if (row.completionConfirmedAt !== null) return;
    await markAnnouncementCompletionConfirmed(tx, id, now);
    await recordAudit(tx, ctx, {
      action: 'announcement.completionConfirmed',
      targetType: 'ANNOUNCEMENT',
      targetId: id,
    });
  });
  return readSavedAnnouncement(ctx, id, now);
}

/** Whether a finished request may be copied into a new draft (reCreateAnnouncement). */
export function checkAnnouncementReCreatable(row: AnnouncementRow, now: Date): void {
  if (!canReCreateAnnouncement(resolveAnnouncementState(row, now))) {
    throw new BadUserInputError(ANNOUNCEMENT_MESSAGES.stillOpenForReCreate);
  }
}

/** Loads rows for ids in one query (A2: AnnouncementApply.announcement for a page). */
export async function findAnnouncementViewsByIds(
  ctx: Pick<Context, 'db'>,
  ids: number[],
  now: Date = new Date(),
): Promise<AnnouncementView[]> {
  const rows = await selectAnnouncementsByIds(ctx.db, ids);
  return rows.map((row) => toAnnouncementView(row, now));
}

/** A page of applies or invitations shows each request: loaded together per GraphQL request. */
const loadAnnouncementView = defineBatchLoader<Pick<Context, 'db'>, AnnouncementView | null>(
  async (ctx, ids) => {
    const views = await findAnnouncementViewsByIds(ctx, ids);
    return new Map(views.map((view) => [view.id, view]));
  },
  null,
);

/** The request an apply or an invitation belongs to (AnnouncementApply/Invitation.announcement). */
export async function findLinkedAnnouncement(
  ctx: Pick<Context, 'db'>,
  row: { announcementId: number },
): Promise<AnnouncementView> {
  const announcement = await loadAnnouncementView(ctx, row.announcementId);
  if (!announcement) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return announcement;
}
