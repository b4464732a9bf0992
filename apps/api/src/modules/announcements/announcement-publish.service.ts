import {
  announcementPublishInputSchema,
  findSido,
  getChoosingEndAt,
  LEAF_CATEGORY_TYPE,
  type AnnouncementPublishInput,
} from '@gongsa/domain';
import type { Context, Viewer } from '../../context';
import { requireUserId } from '../../context';
import { BadUserInputError, NotFoundError } from '../../errors';
import { enqueue } from '../../platform/jobs/enqueue';
import { checkReferencedIds, findOwnTempForPublish } from '../announcement-temps';
import { deleteTemp } from '../announcement-temps';
import { resolvePlaceCoordinates } from '../geocoding';
import { selectLiveCategoriesByIds } from '../categories';
import { selectLiveFilesByIds } from '../files';
import { findProfileById, requireProfileOfUser } from '../profiles';
import type { AnnouncementView } from './announcement-view';
import {
  findAnnouncementById,
  insertAnnouncement,
  replaceAnnouncementRelations,
  updateAnnouncementContent,
  type AnnouncementWrite,
} from './announcements.repository';
import {
  ANNOUNCEMENT_MESSAGES,
  checkAnnouncementEditable,
  parseAnnouncementId,
  settleOwnAnnouncement,
  toAnnouncementView,
} from './announcements.service';

const DAY_MS = 86_400_000;
// The search document reads the trades, the place and the opening of the description.
const SEARCH_DESCRIPTION_HEAD = 200;

export const PUBLISH_MESSAGES = {
  notLeafCategory: '업종은 세부 업종(3단계)에서 선택해 주세요.',
  postingAlreadyOver: '선택한 게시 기간이 이미 지났습니다. 더 긴 게시 기간을 선택해 주세요.',
} as const;

type PublishDeps = Pick<Context, 'db' | 'viewer' | 'env' | 'geocoder' | 'logger'>;

/**
 * How publishing sends the draft's invitation inside its transaction. Invitations depend on
 * announcements (an invitation locks its request with lockAndSettleAnnouncement), so this module
 * owns the interface and the GraphQL layer passes the invitations module's
 * createInvitationInTransaction in: announcements never imports invitations.
 */
export type DraftInvitationSender = (
  tx: Context['db'],
  input: { announcementId: number; profileId: number; viewer: Viewer },
  now: Date,
) => Promise<unknown>;

type CheckedPublish = {
  input: AnnouncementPublishInput;
  categoryNames: string[];
  hasVideo: boolean;
};

/**
 * The strict publish rules plus what only the database knows (leaf trades, own files), with
 * coordinates looked up for an address that came without them (the postcode widget gives none).
 * The lookup happens here, before any transaction opens, so a slow provider holds no row locks.
 */
async function parsePublishInput(
  ctx: Pick<Context, 'db' | 'geocoder' | 'logger'>,
  userId: number,
  data: unknown,
): Promise<CheckedPublish> {
  const input = announcementPublishInputSchema.parse(data ?? {});
  await checkReferencedIds(ctx, userId, {
    categories__ids: input.categoryIds,
    license__ids: input.licenseIds,
    images__ids: input.imageIds,
    files__ids: input.fileIds,
    mainImage__id: input.mainImageId,
  });
  const categoryRows = await selectLiveCategoriesByIds(ctx.db, input.categoryIds.map(Number));
  if (categoryRows.some((category) => category.type !== LEAF_CATEGORY_TYPE)) {
    throw new BadUserInputError(PUBLISH_MESSAGES.notLeafCategory, { field: 'categories__ids' });
  }
  const byId = new Map(categoryRows.map((category) => [category.id, category.name]));
  const documents = await selectLiveFilesByIds(ctx.db, input.fileIds.map(Number));
  const coordinates = await resolvePlaceCoordinates(ctx, input);
  return {
    input: { ...input, ...coordinates },
    categoryNames: input.categoryIds.map((id) => byId.get(Number(id)) ?? ''),
    hasVideo: documents.some((file) => file.mimetype.startsWith('video/')),
  };
}

function toSi(sigungu: string): string | null {
  const [first] = sigungu.split(/\s+/);
  return first ? (findSido(first)?.name ?? first) : null;
}

function toContent(
  { input, categoryNames, hasVideo }: CheckedPublish,
  postingEndAt: Date,
): Omit<AnnouncementWrite, 'userId' | 'profileId' | 'isReCreated' | 'reCreatedFromId'> {
  return {
    type: input.type,
    workType: input.workType,
    workTypeEtc: input.workTypeEtc,
    orderType: input.orderType,
    fieldInfo: input.fieldInfo,
    fieldInfoEtc: input.fieldInfoEtc,
    si: toSi(input.sigungu),
    sigungu: input.sigungu,
    address: input.address,
    addressDetail: input.addressDetail,
    latitude: input.latitude,
    longitude: input.longitude,
    bCode: input.bCode,
    bun: input.bun,
    ji: input.ji,
    workScope: input.workScope,
    workScopeEtc: input.workScopeEtc,
    hasLicense: input.hasLicense,
    isPossibleTaxBillIssue: input.isPossibleTaxBillIssue,
    isReqRentLedgerSubmitPossible: input.isReqRentLedgerSubmitPossible,
    description: input.description,
    workStartSoon: input.workStartSoon,
    servicePriceType: input.servicePriceType,
    servicePrice: input.servicePrice,
    dailyWorkTermStart: input.dailyWorkTermStart,
    dailyWorkTermEnd: input.dailyWorkTermEnd,
    publisherName: input.publisherName,
    emergencyContact: input.emergencyContact,
    noticeTxt: input.noticeTxt,
    isEmergency: input.isEmergency,
    postingDay: input.postingDay,
    postingEndAt,
    choosingEndAt: getChoosingEndAt(postingEndAt),
    isHaveDocs: input.fileIds.length > 0,
    isHaveVideo: hasVideo,
    mainImageFileId: input.mainImageId === null ? null : Number(input.mainImageId),
    searchText: [
      ...categoryNames,
      input.sigungu,
      input.description.slice(0, SEARCH_DESCRIPTION_HEAD),
    ].join(' '),
  };
}

function toRelations(input: AnnouncementPublishInput) {
  return {
    categoryIds: input.categoryIds.map(Number),
    licenseIds: input.licenseIds.map(Number),
    imageIds: input.imageIds.map(Number),
    fileIds: input.fileIds.map(Number),
  };
}

async function loadView(ctx: Pick<Context, 'db'>, id: number, now: Date) {
  const row = await findAnnouncementById(ctx.db, id);
  if (!row) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return toAnnouncementView(row, now);
}

/**
 * The company the draft invites, if it can still be invited. It was checked when the draft was
 * saved, but may since have been deleted or turned into a consumer: then the request is published
 * without the invitation rather than refused, since the owner cannot fix that from the wizard.
 */
async function findInvitableProfileId(
  tx: Context['db'],
  userId: number,
  temp: { invitationProfileId: number | null } | null,
): Promise<number | null> {
  if (!temp?.invitationProfileId) return null;
  const profile = await findProfileById(tx, temp.invitationProfileId);
  if (!profile || profile.type === 'CONSUMER' || profile.userId === userId) return null;
  return profile.id;
}

/**
 * createAnnouncement: one transaction inserts the request with the next number, its trades,
 * licences and files, sends the draft's invitation (while that company can still be invited) and
 * removes the draft. The invitation comes only from the stored draft; one in the publish input is
 * ignored.
 */
export async function createAnnouncement(
  ctx: PublishDeps,
  data: unknown,
  tempIdInput: string | null | undefined,
  sendInvitation: DraftInvitationSender,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const profile = await requireProfileOfUser(ctx, userId);
  const checked = await parsePublishInput(ctx, userId, data);
  const postingEndAt = new Date(now.getTime() + checked.input.postingDay * DAY_MS);
  const id = await ctx.db.transaction(async (tx) => {
    const temp = await findOwnTempForPublish({ db: tx }, userId, tempIdInput);
    const announcementId = await insertAnnouncement(
      tx,
      {
        ...toContent(checked, postingEndAt),
        userId,
        profileId: profile.id,
        isReCreated: temp?.isReCreated ?? false,
        reCreatedFromId: temp?.reCreatedFromId ?? null,
      },
      now,
    );
    await replaceAnnouncementRelations(tx, announcementId, toRelations(checked.input), now);
    const invitationProfileId = await findInvitableProfileId(tx, userId, temp);
    if (invitationProfileId !== null) {
      await sendInvitation(
        tx,
        { announcementId, profileId: invitationProfileId, viewer: ctx.viewer },
        now,
      );
    }
    if (temp) await deleteTemp(tx, temp.id);
    // Matching companies and the owner's followers are told (ADR 0031).
    await enqueue(tx, 'notification.announcementPublished', { announcementId });
    return announcementId;
  });
  return loadView(ctx, id, now);
}

/**
 * updateAnnouncement: the owner, while recruiting and before anyone applied. The posting period
 * still counts from the original publication.
 */
export async function updateAnnouncement(
  ctx: PublishDeps,
  idInput: string,
  data: unknown,
  now: Date = new Date(),
): Promise<AnnouncementView> {
  const userId = requireUserId(ctx.viewer);
  const id = parseAnnouncementId(idInput);
  const checked = await parsePublishInput(ctx, userId, data);
  await ctx.db.transaction(async (tx) => {
    const row = await settleOwnAnnouncement(tx, userId, id, now);
    checkAnnouncementEditable(row);
    const postingEndAt = new Date(row.createdAt.getTime() + checked.input.postingDay * DAY_MS);
    if (postingEndAt.getTime() <= now.getTime()) {
      throw new BadUserInputError(PUBLISH_MESSAGES.postingAlreadyOver, { field: 'postingDay' });
    }
    await updateAnnouncementContent(tx, id, toContent(checked, postingEndAt), now);
    await replaceAnnouncementRelations(tx, id, toRelations(checked.input), now);
  });
  return loadView(ctx, id, now);
}
