import { assertLookupAllowed } from '../../platform/rate-limit/lookup-limit';
import {
  PROFILE_TYPE_LABELS,
  companyProfileSchema,
  computeProfileCreationRate,
  computeProfileProgress,
  consumerProfileSchema,
  engineerProfileSchema,
  findSido,
  isProfileCompleted,
  type CompanyProfileData,
  type ConsumerProfileData,
  type EngineerProfileData,
  type ProfileProgressFields,
  type ProfileType,
  maskPersonName,
} from '@gongsa/domain';
import type { AppDependencies, Context, Viewer } from '../../context';
import { findViewerUserId, requireUserId } from '../../context';
import {
  BadUserInputError,
  ForbiddenError,
  NotFoundError,
  toBadUserInputError,
} from '../../errors';
import { isUniqueViolation } from '../../platform/db-errors';
import { parseClientId } from '../../platform/ids';
import { confirmBusinessNumber } from '../business-status';
import { defineBatchLoader } from '../../platform/request-scope';
import { selectLiveCategoryIds } from '../categories';
import {
  findProfileById,
  findProfileByIdForUpdate,
  findProfileByUserId,
  EMPTY_PROFILE_INFO_COLUMNS,
  findProfileLists,
  hasLivePortfolio,
  hasLiveProfileWithNumber,
  replaceProfileInfo,
  selectLiveFileOwners,
  selectLiveLicenseIds,
  type ProfileAddressRow,
  type ProfileInfoColumns,
  type ProfileInfoWrite,
  type ProfileListsRow,
  type ProfileRow,
  findProfilesByIds,
} from './profiles.repository';

export type ProfileView = ProfileRow;

export const PROFILE_MESSAGES = {
  notFound: '프로필을 찾을 수 없습니다.',
  notMine: '본인의 프로필만 수정할 수 있습니다.',
  wrongType: (type: ProfileType) =>
    `${PROFILE_TYPE_LABELS[type]} 프로필입니다. 회원 유형에 맞는 프로필 정보를 입력해 주세요.`,
  unknownCategory: '존재하지 않는 업종이 포함되어 있습니다. 업종을 다시 선택해 주세요.',
  unknownLicense: '존재하지 않는 면허가 포함되어 있습니다. 면허를 다시 선택해 주세요.',
  unknownFile: '이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.',
  notImage: '이미지 파일만 사용할 수 있습니다.',
  duplicateCompanyCode: '이미 다른 업체가 등록한 법인등록번호입니다.',
  businessNumberTaken:
    '이미 다른 회원이 등록한 사업자등록번호입니다. 본인 업체의 번호라면 고객센터로 문의해 주세요.',
  businessNumberFixed: '사업자등록번호는 바꿀 수 없습니다. 변경은 고객센터로 문의해 주세요.',
  profileRequired: '프로필을 먼저 완성해 주세요.',
} as const;

export const COMPANY_CODE_MESSAGES = {
  empty: '법인등록번호를 입력해 주세요.',
} as const;

/** A user's live profile (at most one), or null before they create one. */
export function findProfileOfUser(
  deps: Pick<AppDependencies, 'db'>,
  userId: number,
): Promise<ProfileView | null> {
  return findProfileByUserId(deps.db, userId);
}

/** Raised when a logged-in user without a profile tries to draft, publish or apply. */
export class ProfileRequiredError extends BadUserInputError {
  constructor() {
    super(PROFILE_MESSAGES.profileRequired, { reason: 'PROFILE_REQUIRED' });
  }
}

/** The viewer's live profile, or the PROFILE_REQUIRED error drafting and publishing need. */
export async function requireProfileOfUser(
  deps: Pick<AppDependencies, 'db'>,
  userId: number,
): Promise<ProfileView> {
  const profile = await findProfileByUserId(deps.db, userId);
  if (!profile) throw new ProfileRequiredError();
  return profile;
}

/**
 * That the viewer (signed in) has a live profile, without a statement when the request's account
 * check already found it (Viewer.profileId); otherwise (none then, or a viewer made without that
 * read) the database answers.
 */
export async function requireViewerProfileId(
  ctx: Pick<AppDependencies, 'db'> & { viewer: Viewer },
): Promise<number> {
  const userId = requireUserId(ctx.viewer);
  const known = ctx.viewer.isAuthenticated ? ctx.viewer.profileId : undefined;
  if (typeof known === 'number') return known;
  // None when the request began: a profile made since (earlier in the same document) still counts.
  return (await requireProfileOfUser(ctx, userId)).id;
}

/**
 * Whether a live profile already uses this 법인등록번호. Codes are stored as digits only, so
 * 110111-1234567 and 1101111234567 are the same code.
 */
export async function isDuplicateCompanyCode(
  ctx: Pick<Context, 'db' | 'env' | 'clientIp' | 'viewer'>,
  code: string,
): Promise<boolean> {
  const digits = code.replace(/\D/g, '');
  if (digits === '') throw new BadUserInputError(COMPANY_CODE_MESSAGES.empty, { field: 'code' });
  await assertLookupAllowed(ctx);
  return hasLiveProfileWithNumber(ctx.db, { companyCode: digits });
}

/**
 * Profile.companyName as its viewer may see it: a company's name is public, a consumer's (a
 * private person's, reached through their public requests) is theirs and an operator's alone.
 */
export function findVisibleCompanyName(
  ctx: Pick<Context, 'viewer'>,
  profile: ProfileView,
): string | null {
  if (profile.type !== 'CONSUMER') return profile.companyName;
  return isProfileMine(ctx.viewer, profile) || isAdminViewer(ctx.viewer)
    ? profile.companyName
    : null;
}

function isAdminViewer(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.role === 'ADMIN';
}

export function isProfileMine(viewer: Viewer, profile: ProfileView): boolean {
  return findViewerUserId(viewer) === profile.userId;
}

// One GraphQL response may ask for info, isCompleted and several list fields of the same
// profile; the lists are read once per loaded profile object.
const listsCache = new WeakMap<ProfileView, Promise<ProfileListsRow>>();

function loadLists(deps: Pick<AppDependencies, 'db'>, profile: ProfileView) {
  let lists = listsCache.get(profile);
  if (!lists) {
    lists = findProfileLists(deps.db, profile.id);
    listsCache.set(profile, lists);
  }
  return lists;
}

function toProgressFields(profile: ProfileView, lists: ProfileListsRow): ProfileProgressFields {
  return {
    ...profile,
    categoryIds: lists.categoryIds,
    licenses: lists.licenses,
    phones: lists.phones,
    addresses: lists.addresses,
    logoImgId: profile.logoImgFileId,
  };
}

/** The type's required basic fields are filled ('프로필을 먼저 완성해 주세요' otherwise). */
export async function isProfileViewCompleted(
  deps: Pick<AppDependencies, 'db'>,
  profile: ProfileView,
): Promise<boolean> {
  const lists = await loadLists(deps, profile);
  return isProfileCompleted(profile.type, toProgressFields(profile, lists));
}

export type ProfileAddressView = Omit<ProfileAddressRow, 'latitude' | 'longitude'>;

type CommonInfoView = Omit<
  ProfileInfoColumns,
  'logoImgFileId' | 'mainBusinessMenuImgFileId' | 'companyCode'
> & {
  logoImgFileId: number | null;
  mainBusinessMenuImgFileId: number | null;
  categoryIds: number[];
  licenses: ProfileListsRow['licenses'];
  phones: ProfileListsRow['phones'];
  addresses: ProfileAddressView[];
  stockholders: ProfileListsRow['stockholders'];
};

export type CompanyInfoView = CommonInfoView & { kind: 'COMPANY'; companyCode: string | null };
export type EngineerInfoView = CommonInfoView & { kind: 'ENGINEER' };
export type ConsumerInfoView = {
  kind: 'CONSUMER';
  companyName: string | null;
  ownerName: string | null;
  phoneNumber: string | null;
  email: string | null;
  description: string | null;
  categoryIds: number[];
  logoImgFileId: number | null;
};
export type ProfileInfoView = CompanyInfoView | EngineerInfoView | ConsumerInfoView;

/** Profile.info in the shape of the profile's type. */
/**
 * A profile's info as its viewer may see it. Contact details a client needs (phones, email,
 * addresses, homepage) are public on a company page; the 법인등록번호, the shareholders and the
 * manager's personal contact are the owner's alone.
 */
export async function findProfileInfo(
  ctx: Pick<Context, 'db' | 'viewer'>,
  profile: ProfileView,
): Promise<ProfileInfoView> {
  const lists = await loadLists(ctx, profile);
  const isMine = isProfileMine(ctx.viewer, profile);
  if (profile.type === 'CONSUMER') {
    // A consumer is a private person, reached by anyone through the requests they post: only
    // they (and an operator) see who they are; everyone else a masked name (김*수). Applicants
    // reach them through the request's emergencyContact (ADR 0010), not through the profile.
    const isOwnerOrAdmin = isMine || isAdminViewer(ctx.viewer);
    return {
      kind: 'CONSUMER',
      companyName: isOwnerOrAdmin ? profile.companyName : null,
      ownerName: isOwnerOrAdmin
        ? profile.ownerName
        : profile.ownerName && maskPersonName(profile.ownerName),
      phoneNumber: isOwnerOrAdmin ? profile.phoneNumber : null,
      email: isOwnerOrAdmin ? profile.email : null,
      description: isOwnerOrAdmin ? profile.description : null,
      categoryIds: lists.categoryIds,
      logoImgFileId: profile.logoImgFileId,
    };
  }
  const common: CommonInfoView = {
    ...profile,
    ...(isMine ? {} : { managerName: null, managerPhoneNumber: null, managerEmail: null }),
    categoryIds: lists.categoryIds,
    licenses: lists.licenses,
    phones: lists.phones,
    addresses: lists.addresses.map(({ latitude: _lat, longitude: _lng, ...address }) => address),
    stockholders: isMine ? lists.stockholders : [],
  };
  return profile.type === 'ENGINEER'
    ? { ...common, kind: 'ENGINEER' }
    : { ...common, kind: 'COMPANY', companyCode: isMine ? profile.companyCode : null };
}

/**
 * '시/도 시/군/구' as the /company region filter stores it (서울특별시 강남구; 세종 is just
 * 세종특별자치시), from the postcode widget's sigungu (강남구, or already with the 시/도) and the
 * road address, whose first word names the 시/도.
 */
export function toRegion(address: { address: string; sigungu: string | null }): {
  si: string | null;
  sigungu: string | null;
} {
  const addressWords = address.address.trim().split(/\s+/);
  const sigunguWords = address.sigungu?.trim().split(/\s+/).filter(Boolean) ?? [];
  const sidoFromSigungu = sigunguWords[0] ? findSido(sigunguWords[0]) : undefined;
  const sido = sidoFromSigungu ?? (addressWords[0] ? findSido(addressWords[0]) : undefined);
  if (!sido) return { si: null, sigungu: address.sigungu?.trim() || null };
  if (sido.shortName === '세종') return { si: sido.name, sigungu: sido.name };
  const gunguWords = sidoFromSigungu ? sigunguWords.slice(1) : sigunguWords;
  const gungu = gunguWords.length > 0 ? gunguWords.join(' ') : (addressWords[1] ?? '');
  return { si: sido.name, sigungu: gungu ? `${sido.name} ${gungu}` : null };
}

type ProfileUpdateInput = {
  profileId: string;
  data: unknown;
  isNiceCertified?: boolean | null;
};

type UpdateDependencies = Pick<Context, 'db' | 'viewer' | 'businessStatusLookup' | 'logger'>;

/** A 사업자등록번호 another live profile holds (sign-up and profile edits answer the same). */
export class BusinessNumberTakenError extends BadUserInputError {
  constructor() {
    super(PROFILE_MESSAGES.businessNumberTaken, { field: 'businessNumber' });
  }
}

/**
 * Runs a write that may store a 사업자등록번호: two claims of one number at once pass the checks
 * below together, and the unique index refuses the second, answered in Korean like the check.
 */
export async function withBusinessNumberRaceAnswered<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'profiles_business_number_unique')) {
      throw new BusinessNumberTakenError();
    }
    throw error;
  }
}

/** Refuses a 사업자등록번호 that another live profile holds. */
export async function assertBusinessNumberFree(
  deps: Pick<Context, 'db'>,
  businessNumber: string | null,
  exceptProfileId?: number,
): Promise<void> {
  if (
    businessNumber !== null &&
    (await hasLiveProfileWithNumber(deps.db, { businessNumber }, exceptProfileId))
  ) {
    throw new BusinessNumberTakenError();
  }
}

/**
 * A new claim of a 사업자등록번호 (ADR 0022), at sign-up or when a profile first enters one: refused
 * when another live profile holds it, then checked with the business-status lookup. Answers when
 * it was confirmed (`now`), or null: a claim not yet confirmed, which keeps owner-only registry
 * data closed. Call it before any transaction: the lookup may call the national tax service.
 */
export async function claimBusinessNumber(
  deps: Pick<Context, 'db' | 'businessStatusLookup' | 'logger'>,
  businessNumber: string | null,
  now: Date,
  exceptProfileId?: number,
): Promise<Date | null> {
  if (businessNumber === null) return null;
  await assertBusinessNumberFree(deps, businessNumber, exceptProfileId);
  return (await confirmBusinessNumber(deps, businessNumber)) ? now : null;
}

async function requireOwnProfile(
  deps: UpdateDependencies,
  userId: number,
  profileId: number,
): Promise<ProfileView> {
  const profile = await findProfileById(deps.db, profileId);
  if (!profile) throw new NotFoundError(PROFILE_MESSAGES.notFound);
  if (profile.userId !== userId) throw new ForbiddenError(PROFILE_MESSAGES.notMine);
  return profile;
}

function parseProfileId(value: string): number {
  return parseClientId(value, () => new NotFoundError(PROFILE_MESSAGES.notFound));
}

type ParsedInfo =
  | { kind: 'COMPANY'; data: CompanyProfileData }
  | { kind: 'ENGINEER'; data: EngineerProfileData }
  | { kind: 'CONSUMER'; data: ConsumerProfileData };

function parseInfo(kind: ProfileType, data: unknown): ParsedInfo {
  if (kind === 'CONSUMER') {
    const parsed = consumerProfileSchema.safeParse(data);
    if (!parsed.success) throw toBadUserInputError(parsed.error);
    return { kind: 'CONSUMER', data: parsed.data };
  }
  if (kind === 'ENGINEER') {
    const parsed = engineerProfileSchema.safeParse(data);
    if (!parsed.success) throw toBadUserInputError(parsed.error);
    return { kind: 'ENGINEER', data: parsed.data };
  }
  const parsed = companyProfileSchema.safeParse(data);
  if (!parsed.success) throw toBadUserInputError(parsed.error);
  return { kind: 'COMPANY', data: parsed.data };
}

type NormalisedInfo = {
  columns: ProfileInfoColumns;
  phones: ProfileInfoWrite['phones'];
  addresses: Omit<ProfileInfoWrite['addresses'][number], 'latitude' | 'longitude'>[];
  stockholders: ProfileInfoWrite['stockholders'];
  categoryIds: number[];
  licenses: ProfileInfoWrite['licenses'];
};

function toNormalisedInfo(info: ParsedInfo): NormalisedInfo {
  if (info.kind === 'CONSUMER') {
    const { logoImgId, categoryIds, ...rest } = info.data;
    return {
      columns: { ...EMPTY_PROFILE_INFO_COLUMNS, ...rest, logoImgFileId: logoImgId },
      phones: [],
      addresses: [],
      stockholders: [],
      categoryIds,
      licenses: [],
    };
  }
  const {
    logoImgId,
    mainBusinessMenuImgId,
    categoryIds,
    licenses,
    phones,
    addresses,
    stockholders,
    ...rest
  } = info.data;
  return {
    columns: {
      ...EMPTY_PROFILE_INFO_COLUMNS,
      ...rest,
      logoImgFileId: logoImgId,
      mainBusinessMenuImgFileId: mainBusinessMenuImgId,
    },
    phones,
    addresses: addresses.map((address) => ({
      ...address,
      sigungu: toRegion(address).sigungu,
    })),
    stockholders,
    categoryIds,
    licenses,
  };
}

/** Categories, licences and images must exist; images must be the viewer's own uploads. */
async function checkReferences(
  deps: UpdateDependencies,
  userId: number,
  profile: ProfileView,
  info: NormalisedInfo,
): Promise<void> {
  const { columns } = info;
  const categoryIds = Array.from(
    new Set(
      [...info.categoryIds, columns.mainCategoryId, columns.mainSubCategoryId].filter(
        (id): id is number => id !== null,
      ),
    ),
  );
  const liveCategoryIds = await selectLiveCategoryIds(deps.db, categoryIds);
  if (liveCategoryIds.length !== categoryIds.length) {
    throw new BadUserInputError(PROFILE_MESSAGES.unknownCategory, { field: 'categoryIds' });
  }
  const licenseIds = info.licenses.map((license) => license.licenseId);
  const liveLicenseIds = await selectLiveLicenseIds(deps.db, licenseIds);
  if (liveLicenseIds.length !== licenseIds.length) {
    throw new BadUserInputError(PROFILE_MESSAGES.unknownLicense, { field: 'licenses' });
  }

  const images = [
    { field: 'logoImgId', id: columns.logoImgFileId, current: profile.logoImgFileId },
    {
      field: 'mainBusinessMenuImgId',
      id: columns.mainBusinessMenuImgFileId,
      current: profile.mainBusinessMenuImgFileId,
    },
  ].filter(
    (image): image is { field: string; id: number; current: number | null } => image.id !== null,
  );
  const owners = await selectLiveFileOwners(
    deps.db,
    images.map((image) => image.id),
  );
  for (const image of images) {
    const file = owners.find((owner) => owner.id === image.id);
    // Keeping the image already on the profile is always allowed (seeded or uploaded before
    // ownership was recorded); a new one must be the viewer's own upload.
    const isAllowed = file && (file.uploaderId === userId || image.id === image.current);
    if (!isAllowed)
      throw new BadUserInputError(PROFILE_MESSAGES.unknownFile, { field: image.field });
    if (!file.mimetype.startsWith('image/')) {
      throw new BadUserInputError(PROFILE_MESSAGES.notImage, { field: image.field });
    }
  }
}

/** Coordinates come from geocoding, not from the form: keep them for addresses that did not change. */
function carryCoordinates(
  addresses: NormalisedInfo['addresses'],
  previous: ProfileAddressRow[],
): ProfileInfoWrite['addresses'] {
  return addresses.map((address) => {
    const same = previous.find(
      (old) => old.address === address.address && old.postCode === address.postCode,
    );
    return { ...address, latitude: same?.latitude ?? null, longitude: same?.longitude ?? null };
  });
}

/**
 * A 사업자등록번호 is a claim (ADR 0022): once stored it is not changed by editing the profile
 * (고객센터 changes it), a new one must be free among live profiles, and it is checked with the
 * business-status lookup. Answers when it was confirmed, null when not, undefined when unchanged.
 */
async function claimNewBusinessNumber(
  deps: UpdateDependencies,
  owned: Pick<ProfileView, 'id' | 'businessNumber'>,
  businessNumber: string | null,
): Promise<Date | null | undefined> {
  if (businessNumber === owned.businessNumber) return undefined;
  if (owned.businessNumber !== null) {
    throw new BadUserInputError(PROFILE_MESSAGES.businessNumberFixed, { field: 'businessNumber' });
  }
  if (businessNumber === null) return undefined;
  return claimBusinessNumber(deps, businessNumber, new Date(), owned.id);
}

/**
 * updateCorporationProfile / updatePrivateBusinessProfile / updateEngineerProfile /
 * updateConsumerProfile. The whole info and its lists are replaced in one transaction; progress
 * and rateOfCreation are computed here from what was saved (the client's `progress` is ignored).
 * isNiceCertified is the company's own declaration until a NICE verification adapter exists.
 */
export async function updateProfile(
  deps: UpdateDependencies,
  kind: ProfileType,
  input: ProfileUpdateInput,
): Promise<ProfileView> {
  const userId = requireUserId(deps.viewer);
  const profileId = parseProfileId(input.profileId);
  const owned = await requireOwnProfile(deps, userId, profileId);
  if (owned.type !== kind) {
    throw new BadUserInputError(PROFILE_MESSAGES.wrongType(owned.type), { field: 'profileId' });
  }
  const info = toNormalisedInfo(parseInfo(kind, input.data));
  await checkReferences(deps, userId, owned, info);

  const companyCode = info.columns.companyCode;
  if (
    companyCode !== null &&
    (await hasLiveProfileWithNumber(deps.db, { companyCode }, profileId))
  ) {
    throw new BadUserInputError(PROFILE_MESSAGES.duplicateCompanyCode, { field: 'companyCode' });
  }
  const businessNumberVerifiedAt = await claimNewBusinessNumber(
    deps,
    owned,
    info.columns.businessNumber,
  );

  const progressFields: ProfileProgressFields = {
    ...info.columns,
    categoryIds: info.categoryIds,
    licenses: info.licenses,
    phones: info.phones,
    addresses: info.addresses,
    logoImgId: info.columns.logoImgFileId,
  };

  return withBusinessNumberRaceAnswered(() =>
    deps.db.transaction(async (tx) => {
      const profile = await findProfileByIdForUpdate(tx, profileId);
      if (!profile || profile.userId !== userId) throw new NotFoundError(PROFILE_MESSAGES.notFound);
      // Read under the profile's lock: a portfolio saved meanwhile has either moved the bonus
      // already (seen here) or will add it to what this writes (createPortfolio's counter update).
      const hasPortfolio = await hasLivePortfolio(tx, userId);
      const previous = await findProfileLists(tx, profileId);
      const addresses = carryCoordinates(info.addresses, previous.addresses);
      const first = addresses.find((address) => address.isFirst) ?? null;
      const region = first ? toRegion(first) : { si: null, sigungu: null };
      await replaceProfileInfo(tx, profileId, {
        columns: info.columns,
        si: region.si,
        sigungu: region.sigungu,
        latitude: first?.latitude ?? null,
        longitude: first?.longitude ?? null,
        progress: computeProfileProgress(profile.type, progressFields, hasPortfolio),
        rateOfCreation: computeProfileCreationRate(profile.type, progressFields),
        isNiceCertified:
          kind === 'CORPORATION' || kind === 'PRIVATE_BUSINESS'
            ? (input.isNiceCertified ?? undefined)
            : undefined,
        businessNumberVerifiedAt,
        phones: info.phones,
        addresses,
        stockholders: info.stockholders,
        categoryIds: info.categoryIds,
        licenses: info.licenses,
      });
      const saved = await findProfileByIdForUpdate(tx, profileId);
      if (!saved) throw new NotFoundError(PROFILE_MESSAGES.notFound);
      return saved;
    }),
  );
}

/** A company another row points at (an apply, an invitation, a review): batched per request. */
const loadProfileById = defineBatchLoader<Pick<Context, 'db'>, ProfileView | null>(
  async (ctx, ids) => {
    const rows = await findProfilesByIds(ctx.db, ids);
    return new Map(rows.map((row) => [row.id, row]));
  },
  null,
);

export const LINKED_COMPANY_NOT_FOUND_MESSAGE = '업체 정보를 찾을 수 없습니다.';

/** The company of an apply, an invitation or a review (a company that left has no page). */
export async function findLinkedProfile(
  ctx: Pick<Context, 'db'>,
  row: { profileId: number },
): Promise<ProfileView> {
  const profile = await loadProfileById(ctx, row.profileId);
  if (!profile) throw new NotFoundError(LINKED_COMPANY_NOT_FOUND_MESSAGE);
  return profile;
}
