import {
  announcementDraftInputSchema,
  convertTriStateToBoolean,
  createIdSchema,
  formatAnnouncementTitle,
} from '@gongsa/domain';
import type { Context } from '../../context';
import { requireUserId } from '../../context';
import { BadUserInputError, ForbiddenError, NotFoundError } from '../../errors';
import {
  toConnection,
  toPageRequest,
  type Connection,
  type ConnectionArgs,
} from '../../platform/pagination';
import { defineBatchLoader } from '../../platform/request-scope';
import { findCategoriesByIds, selectLiveCategoriesByIds, type CategoryView } from '../categories';
import { selectAttachableFiles, selectLiveFilesByIds, toFileView, type FileView } from '../files';
import { selectLicensesByIds, type LicenseView } from '../licenses';
import { findProfileById, requireViewerProfileId } from '../profiles';
import type { ProfileView } from '../profiles';
import type { AnnouncementTempData, AnnouncementTempView } from './announcement-temp-view';
import {
  countTemps,
  deleteTemp,
  findTempById,
  findTempForUpdate,
  insertTemp,
  selectTempPage,
  updateOwnTemp,
  type AnnouncementTempRow,
} from './announcement-temps.repository';

export type { AnnouncementTempData, AnnouncementTempView };

export const TEMP_MESSAGES = {
  notFound: '임시 저장한 견적 요청을 찾을 수 없습니다.',
  notOwner: '내가 임시 저장한 견적 요청만 볼 수 있습니다.',
  unknownCategory: '선택한 업종을 찾을 수 없습니다. 업종을 다시 선택해 주세요.',
  unknownLicense: '선택한 면허를 찾을 수 없습니다. 면허를 다시 선택해 주세요.',
  unknownFile: '첨부한 파일을 찾을 수 없습니다. 다시 올려 주세요.',
  notImage: '이미지 파일만 이미지로 첨부할 수 있습니다.',
  unknownProfile: '초대할 업체를 찾을 수 없습니다.',
  ownProfile: '내 업체에는 견적 요청을 보낼 수 없습니다.',
  consumerProfile: '일반 소비자 프로필에는 견적 요청을 보낼 수 없습니다.',
  invalidTempId: '임시 저장 키가 올바르지 않습니다.',
} as const;

const TEMP_ID_SCHEMA = createIdSchema('임시 저장');
const CLIENT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

type TempDeps = Pick<Context, 'db' | 'viewer' | 'env'>;

type DraftData = AnnouncementTempData;

const BOOLEAN_FIELDS = [
  'hasLicense',
  'isPossibleTaxBillIssue',
  'isReqRentLedgerSubmitPossible',
  'workStartSoon',
  'isEmergency',
] as const;

/** Older drafts (and the demo data) stored the wizard's yes/no answers as 1 / 0. */
function normaliseDraftData(data: Record<string, unknown>): DraftData {
  const normalised: Record<string, unknown> = { ...data };
  for (const field of BOOLEAN_FIELDS) {
    if (normalised[field] !== undefined && normalised[field] !== null) {
      normalised[field] = convertTriStateToBoolean(normalised[field]) ?? null;
    }
  }
  return normalised as DraftData;
}

export function toTempView(row: AnnouncementTempRow): AnnouncementTempView {
  return {
    id: row.id,
    userId: row.userId,
    step: row.step,
    invitationProfileId: row.invitationProfileId,
    isReCreated: row.isReCreated,
    reCreatedFromId: row.reCreatedFromId,
    data: normaliseDraftData(row.data),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toNumberIds(ids: readonly string[] | null | undefined): number[] {
  return (ids ?? []).map(Number);
}

/**
 * Ids in a draft must exist and, for files, be the user's own: a draft is incomplete, not
 * untrusted. Shared with publishing, which adds the stricter rules (leaf trades).
 */
export async function checkReferencedIds(
  ctx: Pick<Context, 'db'>,
  userId: number,
  input: Pick<
    DraftData,
    'categories__ids' | 'license__ids' | 'images__ids' | 'files__ids' | 'mainImage__id'
  >,
): Promise<void> {
  const categoryIds = toNumberIds(input.categories__ids);
  const licenseIds = toNumberIds(input.license__ids);
  const groups = [
    { field: 'images__ids', ids: toNumberIds(input.images__ids), isImage: true },
    { field: 'files__ids', ids: toNumberIds(input.files__ids), isImage: false },
    {
      field: 'mainImage__id',
      ids: input.mainImage__id ? [Number(input.mainImage__id)] : [],
      isImage: true,
    },
  ];
  const fileIds = [...new Set(groups.flatMap((group) => group.ids))];
  // One round trip each, side by side: this runs on every autosave of the wizard.
  const [liveCategories, liveLicenses, attachable] = await Promise.all([
    selectLiveCategoriesByIds(ctx.db, categoryIds),
    selectLicensesByIds(ctx.db, licenseIds),
    selectAttachableFiles(ctx.db, userId, fileIds),
  ]);
  if (liveCategories.length !== categoryIds.length) {
    throw new BadUserInputError(TEMP_MESSAGES.unknownCategory, { field: 'categories__ids' });
  }
  if (liveLicenses.length !== licenseIds.length) {
    throw new BadUserInputError(TEMP_MESSAGES.unknownLicense, { field: 'license__ids' });
  }
  const mimetypes = new Map(attachable.map((file) => [file.id, file.mimetype]));
  for (const group of groups) {
    for (const id of group.ids) {
      const mimetype = mimetypes.get(id);
      if (mimetype === undefined) {
        throw new BadUserInputError(TEMP_MESSAGES.unknownFile, { field: group.field });
      }
      if (group.isImage && !mimetype.startsWith('image/')) {
        throw new BadUserInputError(TEMP_MESSAGES.notImage, { field: group.field });
      }
    }
  }
}

/** The company a draft will invite: exists, is not mine and is not a consumer. */
async function checkInvitationProfile(
  ctx: Pick<Context, 'db'>,
  userId: number,
  profileIdInput: string,
): Promise<number> {
  const profile = await findProfileById(ctx.db, Number(profileIdInput));
  const field = 'invitationProfileId';
  if (!profile) throw new BadUserInputError(TEMP_MESSAGES.unknownProfile, { field });
  if (profile.userId === userId) throw new BadUserInputError(TEMP_MESSAGES.ownProfile, { field });
  if (profile.type === 'CONSUMER') {
    throw new BadUserInputError(TEMP_MESSAGES.consumerProfile, { field });
  }
  return profile.id;
}

/** Validates a draft save; `present` holds exactly the fields the request sent. */
async function parseDraft(ctx: Pick<Context, 'db'>, userId: number, data: unknown) {
  const input = announcementDraftInputSchema.parse(data ?? {});
  const { step, invitationProfileId, ...fields } = input;
  await checkReferencedIds(ctx, userId, fields);
  const invitation =
    invitationProfileId === undefined
      ? undefined
      : invitationProfileId === null
        ? null
        : await checkInvitationProfile(ctx, userId, invitationProfileId);
  // Omitted fields are left out of `data` (an unanswered tri-state stays unanswered).
  const present = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as DraftData;
  return { step, invitationProfileId: invitation, fields: present };
}

async function requireOwnTemp(
  ctx: Pick<Context, 'db'>,
  userId: number,
  idInput: string,
  forUpdate = false,
): Promise<AnnouncementTempRow> {
  const id = TEMP_ID_SCHEMA.parse(idInput);
  const row = forUpdate ? await findTempForUpdate(ctx.db, id) : await findTempById(ctx.db, id);
  if (!row) throw new NotFoundError(TEMP_MESSAGES.notFound);
  if (row.userId !== userId) throw new ForbiddenError(TEMP_MESSAGES.notOwner);
  return row;
}

/** createAnnouncementTemp: the first save; a retry with the same tempId returns the same draft. */
export async function createAnnouncementTemp(
  ctx: TempDeps,
  data: unknown,
  tempId: string | null | undefined,
  now: Date = new Date(),
): Promise<AnnouncementTempView> {
  const userId = requireUserId(ctx.viewer);
  await requireViewerProfileId(ctx);
  const clientKey = tempId?.trim() || null;
  if (clientKey !== null && !CLIENT_KEY_PATTERN.test(clientKey)) {
    throw new BadUserInputError(TEMP_MESSAGES.invalidTempId, { field: 'tempId' });
  }
  const draft = await parseDraft(ctx, userId, data);
  const { row } = await insertTemp(
    ctx.db,
    {
      userId,
      clientKey,
      step: draft.step ?? 1,
      invitationProfileId: draft.invitationProfileId ?? null,
      data: draft.fields,
    },
    now,
  );
  return toTempView(row);
}

/** updateAnnouncementTemp: sent fields replace the stored ones, omitted fields stay. */
export async function updateAnnouncementTemp(
  ctx: TempDeps,
  idInput: string,
  data: unknown,
  now: Date = new Date(),
): Promise<AnnouncementTempView> {
  const userId = requireUserId(ctx.viewer);
  await requireViewerProfileId(ctx);
  const draft = await parseDraft(ctx, userId, data);
  const id = TEMP_ID_SCHEMA.parse(idInput);
  const row = await updateOwnTemp(
    ctx.db,
    { id, userId },
    { step: draft.step, invitationProfileId: draft.invitationProfileId, data: draft.fields },
    now,
  );
  if (row) return toTempView(row);
  // Nothing matched: say why (missing, or someone else's) as reading it would.
  await requireOwnTemp(ctx, userId, idInput);
  throw new NotFoundError(TEMP_MESSAGES.notFound);
}

export async function deleteAnnouncementTemp(ctx: TempDeps, idInput: string): Promise<string> {
  const userId = requireUserId(ctx.viewer);
  const row = await requireOwnTemp(ctx, userId, idInput);
  await deleteTemp(ctx.db, row.id);
  return String(row.id);
}

export async function findAnnouncementTemp(
  ctx: TempDeps,
  idInput: string,
): Promise<AnnouncementTempView> {
  const userId = requireUserId(ctx.viewer);
  return toTempView(await requireOwnTemp(ctx, userId, idInput));
}

/** The draft publishing starts from (own only); null when no id is given. */
export async function findOwnTempForPublish(
  ctx: Pick<Context, 'db'>,
  userId: number,
  idInput: string | null | undefined,
): Promise<AnnouncementTempRow | null> {
  if (idInput === null || idInput === undefined || idInput === '') return null;
  return requireOwnTemp(ctx, userId, idInput, true);
}

export async function listMyAnnouncementTemps(
  ctx: TempDeps,
  paging: ConnectionArgs | null | undefined,
): Promise<Connection<AnnouncementTempView>> {
  const userId = requireUserId(ctx.viewer);
  const request = toPageRequest(paging ?? {});
  const rows = await selectTempPage(ctx.db, userId, request);
  let counting: Promise<number> | undefined;
  const connection = toConnection(
    rows,
    request,
    () => (counting ??= countTemps(ctx.db, userId)),
    (row) => ({ sortValue: row.updatedAt.toISOString(), id: row.id }),
  );
  const nodes = connection.nodes.map(toTempView);
  return {
    ...connection,
    nodes,
    edges: connection.edges.map((edge, index) => ({ cursor: edge.cursor, node: nodes[index]! })),
  };
}

/**
 * The draft reCreateAnnouncement (announcements) copies a finished request into, inside the
 * caller's transaction: at the last step, without an invitation, marked isReCreated so publishing
 * it records where it came from. The fields come from a published request, so they are not checked
 * again here; publishing checks them.
 */
export async function createReCreatedTemp(
  tx: Context['db'],
  input: { userId: number; reCreatedFromId: number; data: AnnouncementTempData },
  now: Date,
): Promise<AnnouncementTempView> {
  const { row } = await insertTemp(
    tx,
    {
      userId: input.userId,
      clientKey: null,
      step: 8,
      invitationProfileId: null,
      data: input.data,
      isReCreated: true,
      reCreatedFromId: input.reCreatedFromId,
    },
    now,
  );
  return toTempView(row);
}

// --- AnnouncementTemp fields --------------------------------------------------------------------

/*
 * A drafts page asks every draft for its trades (title and categories): the trade ids asked for
 * in the same tick are loaded in one query per request.
 */
const loadCategory = defineBatchLoader<TempDeps, CategoryView | null>(async (ctx, ids) => {
  const views = await findCategoriesByIds(ctx, ids);
  return new Map(views.map((view) => [view.id, view]));
}, null);

export async function findTempCategories(
  ctx: TempDeps,
  temp: AnnouncementTempView,
): Promise<CategoryView[]> {
  const categories = await Promise.all(
    toNumberIds(temp.data.categories__ids).map((id) => loadCategory(ctx, id)),
  );
  return categories.filter((category): category is CategoryView => category !== null);
}

export async function findTempTitle(ctx: TempDeps, temp: AnnouncementTempView): Promise<string> {
  const categories = await findTempCategories(ctx, temp);
  return formatAnnouncementTitle({
    sigungu: temp.data.sigungu,
    categoryNames: categories.map((category) => category.name),
  });
}

export async function findTempLicenses(
  ctx: TempDeps,
  temp: AnnouncementTempView,
): Promise<LicenseView[]> {
  const ids = toNumberIds(temp.data.license__ids);
  const rows = await selectLicensesByIds(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function loadTempFiles(ctx: TempDeps, ids: number[]): Promise<FileView[]> {
  const rows = await selectLiveFilesByIds(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFileView(row, ctx.env, 'signed')] : [];
  });
}

export function findTempImages(ctx: TempDeps, temp: AnnouncementTempView): Promise<FileView[]> {
  return loadTempFiles(ctx, toNumberIds(temp.data.images__ids));
}

export function findTempDocuments(ctx: TempDeps, temp: AnnouncementTempView): Promise<FileView[]> {
  return loadTempFiles(ctx, toNumberIds(temp.data.files__ids));
}

export async function findTempMainImage(
  ctx: TempDeps,
  temp: AnnouncementTempView,
): Promise<FileView | null> {
  if (!temp.data.mainImage__id) return null;
  const [file] = await loadTempFiles(ctx, [Number(temp.data.mainImage__id)]);
  return file ?? null;
}

export async function findTempInvitationProfile(
  ctx: TempDeps,
  temp: AnnouncementTempView,
): Promise<ProfileView | null> {
  if (temp.invitationProfileId === null) return null;
  return findProfileById(ctx.db, temp.invitationProfileId);
}
