import {
  files,
  licenses,
  portfolios,
  profileAddresses,
  profileCategories,
  profileLicenses,
  profilePhones,
  profileStockholders,
  profiles,
  syncProfileCategoryIds,
  toNameSearchColumns,
} from '@gongsa/db';
import { PROFILE_PORTFOLIO_BONUS, type ProfileType } from '@gongsa/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../app/database';
import { definePreparedStatement } from '../../platform/prepared.repository';

/** The columns of a profile row that are not info (see ProfileInfoColumns). */
export const PROFILE_CORE_COLUMNS = {
  id: profiles.id,
  userId: profiles.userId,
  type: profiles.type,
  uniqueId: profiles.uniqueId,
  progress: profiles.progress,
  rateOfCreation: profiles.rateOfCreation,
  isNiceCertified: profiles.isNiceCertified,
  latitude: profiles.latitude,
  longitude: profiles.longitude,
};

export const PROFILE_COLUMNS = {
  ...PROFILE_CORE_COLUMNS,
  businessNumber: profiles.businessNumber,
  companyCode: profiles.companyCode,
  companyType: profiles.companyType,
  companyName: profiles.companyName,
  mainBusiness: profiles.mainBusiness,
  faxNumber: profiles.faxNumber,
  createdDay: profiles.createdDay,
  staffCount: profiles.staffCount,
  settleAccountDay: profiles.settleAccountDay,
  performanceType: profiles.performanceType,
  description: profiles.description,
  isTaxBillIssue: profiles.isTaxBillIssue,
  isRentLedgerSubmitPossible: profiles.isRentLedgerSubmitPossible,
  mainBusinessPrice: profiles.mainBusinessPrice,
  smsLinks: profiles.smsLinks,
  homepageUrl: profiles.homepageUrl,
  ownerName: profiles.ownerName,
  phoneNumber: profiles.phoneNumber,
  email: profiles.email,
  managerName: profiles.managerName,
  managerPhoneNumber: profiles.managerPhoneNumber,
  managerEmail: profiles.managerEmail,
  mainCategoryId: profiles.mainCategoryId,
  mainSubCategoryId: profiles.mainSubCategoryId,
  logoImgFileId: profiles.logoImgFileId,
  mainBusinessMenuImgFileId: profiles.mainBusinessMenuImgFileId,
};

export type ProfileRow = {
  id: number;
  userId: number;
  type: ProfileType;
  uniqueId: string;
  progress: number;
  rateOfCreation: number;
  isNiceCertified: boolean;
  latitude: number | null;
  longitude: number | null;
} & ProfileInfoColumns;

/** The live profile matching `condition`, if any. */
function selectLiveProfile(db: Database, condition: SQL) {
  return db
    .select(PROFILE_COLUMNS)
    .from(profiles)
    .where(and(condition, isNull(profiles.deletedAt)))
    .limit(1);
}

// Prepared: every draft save and most signed-in writes ask for the caller's profile first.
const selectLiveProfileOfUser = definePreparedStatement((db) =>
  selectLiveProfile(db, eq(profiles.userId, sql.placeholder('userId'))).prepare(
    'live_profile_of_user',
  ),
);

export async function findProfileByUserId(
  db: Database,
  userId: number,
): Promise<ProfileRow | null> {
  const [row] = await selectLiveProfileOfUser(db).execute({ userId });
  return row ?? null;
}

export async function findProfileById(db: Database, id: number): Promise<ProfileRow | null> {
  const [row] = await selectLiveProfile(db, eq(profiles.id, id));
  return row ?? null;
}

/** The live profiles with these ids, in no particular order (missing or deleted ids are skipped). */
export async function findProfilesByIds(
  db: Database,
  ids: readonly number[],
): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(PROFILE_COLUMNS)
    .from(profiles)
    .where(and(inArray(profiles.id, [...ids]), isNull(profiles.deletedAt)));
}

/** The live profile, locked until the transaction ends so two saves cannot interleave. */
export async function findProfileByIdForUpdate(
  db: Database,
  id: number,
): Promise<ProfileRow | null> {
  const [row] = await selectLiveProfile(db, eq(profiles.id, id)).for('update');
  return row ?? null;
}

/** Whether another live profile holds this 법인등록번호 (companyCode) or 사업자등록번호. */
export async function hasLiveProfileWithNumber(
  db: Database,
  claim: { companyCode: string } | { businessNumber: string },
  exceptProfileId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        'companyCode' in claim
          ? eq(profiles.companyCode, claim.companyCode)
          : eq(profiles.businessNumber, claim.businessNumber),
        isNull(profiles.deletedAt),
        exceptProfileId === undefined ? undefined : sql`${profiles.id} <> ${exceptProfileId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type ProfilePhoneRow = { index: number; isFirst: boolean; phoneNumber: string };
export type ProfileAddressRow = {
  index: number;
  isFirst: boolean;
  postCode: string | null;
  address: string;
  addressDetail: string | null;
  sigungu: string | null;
  latitude: number | null;
  longitude: number | null;
};
export type ProfileStockholderRow = { index: number; name: string; rate: number };
export type ProfileLicenseRow = {
  id: number;
  registrationNumber: string | null;
  license: { id: number; name: string; code: string; groupName: string | null; priority: number };
};

export type ProfileListsRow = {
  phones: ProfilePhoneRow[];
  addresses: ProfileAddressRow[];
  stockholders: ProfileStockholderRow[];
  categoryIds: number[];
  licenses: ProfileLicenseRow[];
};

export async function findProfileLists(db: Database, profileId: number): Promise<ProfileListsRow> {
  const [phones, addresses, stockholders, categoryRows, licenseRows] = await Promise.all([
    db
      .select({
        index: profilePhones.sortIndex,
        isFirst: profilePhones.isFirst,
        phoneNumber: profilePhones.phoneNumber,
      })
      .from(profilePhones)
      .where(and(eq(profilePhones.profileId, profileId), isNull(profilePhones.deletedAt)))
      .orderBy(asc(profilePhones.sortIndex), asc(profilePhones.id)),
    db
      .select({
        index: profileAddresses.sortIndex,
        isFirst: profileAddresses.isFirst,
        postCode: profileAddresses.postCode,
        address: profileAddresses.address,
        addressDetail: profileAddresses.addressDetail,
        sigungu: profileAddresses.sigungu,
        latitude: profileAddresses.latitude,
        longitude: profileAddresses.longitude,
      })
      .from(profileAddresses)
      .where(and(eq(profileAddresses.profileId, profileId), isNull(profileAddresses.deletedAt)))
      .orderBy(asc(profileAddresses.sortIndex), asc(profileAddresses.id)),
    db
      .select({
        index: profileStockholders.sortIndex,
        name: profileStockholders.name,
        rate: profileStockholders.rate,
      })
      .from(profileStockholders)
      .where(
        and(eq(profileStockholders.profileId, profileId), isNull(profileStockholders.deletedAt)),
      )
      .orderBy(asc(profileStockholders.sortIndex), asc(profileStockholders.id)),
    db
      .select({ categoryId: profileCategories.categoryId })
      .from(profileCategories)
      .where(and(eq(profileCategories.profileId, profileId), isNull(profileCategories.deletedAt)))
      .orderBy(asc(profileCategories.id)),
    db
      .select({
        id: profileLicenses.id,
        registrationNumber: profileLicenses.registrationNumber,
        licenseId: licenses.id,
        name: licenses.name,
        code: licenses.code,
        groupName: licenses.groupName,
        priority: licenses.priority,
      })
      .from(profileLicenses)
      .innerJoin(licenses, eq(licenses.id, profileLicenses.licenseId))
      .where(and(eq(profileLicenses.profileId, profileId), isNull(profileLicenses.deletedAt)))
      .orderBy(asc(profileLicenses.id)),
  ]);
  return {
    phones,
    addresses,
    stockholders,
    categoryIds: categoryRows.map((row) => row.categoryId),
    licenses: licenseRows.map((row) => ({
      id: row.id,
      registrationNumber: row.registrationNumber,
      license: {
        id: row.licenseId,
        name: row.name,
        code: row.code,
        groupName: row.groupName,
        priority: row.priority,
      },
    })),
  };
}

export async function hasLivePortfolio(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), isNull(portfolios.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** Which of the ids are live licence kinds. */
export async function selectLiveLicenseIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: licenses.id })
    .from(licenses)
    .where(and(inArray(licenses.id, ids), isNull(licenses.deletedAt)));
  return rows.map((row) => row.id);
}

export type FileOwnerRow = { id: number; uploaderId: number | null; mimetype: string };

export async function selectLiveFileOwners(db: Database, ids: number[]): Promise<FileOwnerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, uploaderId: files.uploaderId, mimetype: files.mimetype })
    .from(files)
    .where(and(inArray(files.id, ids), isNull(files.deletedAt)));
}

/** Every info column; fields a type does not have are written as null. */
export type ProfileInfoColumns = {
  businessNumber: string | null;
  companyCode: string | null;
  companyType: string | null;
  companyName: string | null;
  mainBusiness: string | null;
  faxNumber: string | null;
  createdDay: string | null;
  staffCount: number | null;
  settleAccountDay: string | null;
  performanceType: string | null;
  description: string | null;
  isTaxBillIssue: boolean | null;
  isRentLedgerSubmitPossible: boolean | null;
  mainBusinessPrice: number | null;
  smsLinks: string[];
  homepageUrl: string | null;
  ownerName: string | null;
  phoneNumber: string | null;
  email: string | null;
  managerName: string | null;
  managerPhoneNumber: string | null;
  managerEmail: string | null;
  mainCategoryId: number | null;
  mainSubCategoryId: number | null;
  logoImgFileId: number | null;
  mainBusinessMenuImgFileId: number | null;
};

/**
 * Every info column empty, as a new object each call. A literal gives V8 one fast object shape;
 * `{ ...EMPTY_PROFILE_INFO_COLUMNS, ...row }` per list row cost ~70× more (issue 11).
 */
export function createEmptyProfileInfoColumns(): ProfileInfoColumns {
  return {
    businessNumber: null,
    companyCode: null,
    companyType: null,
    companyName: null,
    mainBusiness: null,
    faxNumber: null,
    createdDay: null,
    staffCount: null,
    settleAccountDay: null,
    performanceType: null,
    description: null,
    isTaxBillIssue: null,
    isRentLedgerSubmitPossible: null,
    mainBusinessPrice: null,
    smsLinks: [],
    homepageUrl: null,
    ownerName: null,
    phoneNumber: null,
    email: null,
    managerName: null,
    managerPhoneNumber: null,
    managerEmail: null,
    mainCategoryId: null,
    mainSubCategoryId: null,
    logoImgFileId: null,
    mainBusinessMenuImgFileId: null,
  };
}

/** Every info column empty: the base a type's own fields are written over. */
export const EMPTY_PROFILE_INFO_COLUMNS: ProfileInfoColumns = createEmptyProfileInfoColumns();

export type ProfileInfoWrite = {
  columns: ProfileInfoColumns;
  /** Denormalised from the first address for the /company region filter. */
  si: string | null;
  sigungu: string | null;
  latitude: number | null;
  longitude: number | null;
  progress: number;
  rateOfCreation: number;
  /** Left unchanged when undefined. */
  isNiceCertified?: boolean;
  /** When the 사업자등록번호 was confirmed (null: not yet); left unchanged when undefined. */
  businessNumberVerifiedAt?: Date | null;
  phones: { phoneNumber: string; isFirst: boolean }[];
  addresses: {
    postCode: string | null;
    address: string;
    addressDetail: string | null;
    sigungu: string | null;
    latitude: number | null;
    longitude: number | null;
    isFirst: boolean;
  }[];
  stockholders: { name: string; rate: number }[];
  categoryIds: number[];
  licenses: { licenseId: number; registrationNumber: string | null }[];
};

/**
 * Replaces the info and all its lists. Call inside a transaction: the list rows are deleted and
 * written again, so a half-done save would lose them.
 */
export async function replaceProfileInfo(
  db: Database,
  profileId: number,
  info: ProfileInfoWrite,
): Promise<void> {
  const companyName = info.columns.companyName;
  await db
    .update(profiles)
    .set({
      ...info.columns,
      si: info.si,
      sigungu: info.sigungu,
      latitude: info.latitude,
      longitude: info.longitude,
      progress: info.progress,
      rateOfCreation: info.rateOfCreation,
      ...(info.isNiceCertified === undefined ? {} : { isNiceCertified: info.isNiceCertified }),
      ...(info.businessNumberVerifiedAt === undefined
        ? {}
        : { businessNumberVerifiedAt: info.businessNumberVerifiedAt }),
      ...toNameSearchColumns(companyName),
    })
    .where(eq(profiles.id, profileId));

  await db.delete(profilePhones).where(eq(profilePhones.profileId, profileId));
  await db.delete(profileAddresses).where(eq(profileAddresses.profileId, profileId));
  await db.delete(profileStockholders).where(eq(profileStockholders.profileId, profileId));
  await db.delete(profileCategories).where(eq(profileCategories.profileId, profileId));
  await db.delete(profileLicenses).where(eq(profileLicenses.profileId, profileId));

  if (info.phones.length > 0) {
    await db.insert(profilePhones).values(
      info.phones.map((phone, index) => ({
        profileId,
        sortIndex: index,
        isFirst: phone.isFirst,
        phoneNumber: phone.phoneNumber,
      })),
    );
  }
  if (info.addresses.length > 0) {
    await db
      .insert(profileAddresses)
      .values(
        info.addresses.map((address, index) => ({ profileId, sortIndex: index, ...address })),
      );
  }
  if (info.stockholders.length > 0) {
    await db
      .insert(profileStockholders)
      .values(
        info.stockholders.map((holder, index) => ({ profileId, sortIndex: index, ...holder })),
      );
  }
  if (info.categoryIds.length > 0) {
    await db
      .insert(profileCategories)
      .values(info.categoryIds.map((categoryId) => ({ profileId, categoryId })));
  }
  await syncProfileCategoryIds(db, [profileId]);
  if (info.licenses.length > 0) {
    await db
      .insert(profileLicenses)
      .values(info.licenses.map((license) => ({ profileId, ...license })));
  }
}

/**
 * A portfolio was created (+1) or deleted (-1), inside that transaction: the company's counter
 * moves, and the completion bonus (SPEC §4) comes with the first live portfolio and goes with the
 * last. One statement, so concurrent changes of one profile queue on its row.
 */
export async function applyPortfolioCountChange(
  tx: Database,
  profileId: number,
  delta: 1 | -1,
): Promise<{ portfolioCount: number; progress: number } | null> {
  const bonus = sql`(case ${profiles.type} ${sql.join(
    Object.entries(PROFILE_PORTFOLIO_BONUS).map(([type, points]) =>
      sql.raw(`when '${type}' then ${points}`),
    ),
    sql` `,
  )} else 0 end)`;
  const change =
    delta > 0
      ? sql`case when ${profiles.portfolioCount} = 0 then ${bonus} else 0 end`
      : sql`case when ${profiles.portfolioCount} = 1 then -${bonus} else 0 end`;
  const [row] = await tx
    .update(profiles)
    .set({
      portfolioCount: sql`greatest(0, ${profiles.portfolioCount} + ${delta})`,
      progress: sql`least(100, greatest(0, ${profiles.progress} + ${change}))`,
    })
    .where(eq(profiles.id, profileId))
    .returning({ portfolioCount: profiles.portfolioCount, progress: profiles.progress });
  return row ?? null;
}
