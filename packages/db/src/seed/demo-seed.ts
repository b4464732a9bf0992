import { createHash } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import { type Database, type Transaction } from '../client';
import {
  announcementApplies,
  announcementCategories,
  announcementInvitations,
  announcementLicenses,
  announcements,
  announcementTemps,
  bankCodes,
  businessStatuses,
  categories,
  companyRegistry,
  criGrades,
  enterpriseCredits,
  enterpriseFinancials,
  enterpriseViewLogs,
  favoriteAnnouncements,
  favoritePortfolios,
  favoriteProfiles,
  financialInfoUnlocks,
  follows,
  innovationProducts,
  items,
  licenses,
  notifications,
  opinions,
  orders,
  paymentSandboxBillingKeys,
  paymentMethods,
  pointHistories,
  pointWithdrawals,
  portfolioCategories,
  portfolios,
  profileAddresses,
  profileCategories,
  profileLicenses,
  profilePhones,
  profiles,
  profileStockholders,
  purchases,
  reviews,
  subscriptionCharges,
  subscriptions,
  userPoints,
  users,
  visitorLogs,
  visitorMetas,
} from '../schema/index';
import { syncProfileCategoryIds } from '../profile-category-ids';
import { toNameSearchColumns, toSearchVector } from '../search';
import { computeBusinessNumberCheckDigit } from './business-number';
import { DEMO_ACCOUNTS } from './demo/accounts';
import {
  DEMO_LEDGERS,
  DEMO_NOTIFICATIONS,
  SUBSCRIBER_EMAIL,
  SUBSCRIPTION_ITEM_NAME,
} from './demo/extras';
import { getCategory } from './demo/catalog';
import { seedCommunityPosts } from './demo/community';
import { DEMO_DESIGNATION_DAYS, DEMO_INNOVATION_PRODUCTS } from './demo/mall';
import { generateDemoData } from './demo/generate';
import { type DemoAnnouncement, type DemoData, type DemoProfile } from './demo/types';
import { hashPassword, hashUnknownPassword } from './password';

type Executor = Database | Transaction;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK_SIZE = 200;
const DEMO_MID = 'gongsa001m';
/** The demo subscriber's card key, registered in the local payment sandbox too (30 characters). */
const DEMO_BILLING_KEY = 'BIKYnicepay00m2611demo00000001';
const SEARCH_DESCRIPTION_HEAD = 200;

async function insertAll<TTable extends PgTable>(
  tx: Executor,
  table: TTable,
  rows: Array<PgInsertValue<TTable>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_SIZE));
  }
}

function chunk<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    chunks.push(rows.slice(start, start + CHUNK_SIZE));
  }
  return chunks;
}

function requireId(map: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo seed: ${what} ${key} not found`);
  return id;
}

interface ReferenceIds {
  categories: Map<string, number>;
  licenses: Map<string, number>;
  criGrades: Map<string, number>;
  items: Map<string, number>;
  banks: Map<string, number>;
}

async function loadReferenceIds(tx: Executor): Promise<ReferenceIds> {
  // One after another: a transaction is one connection, which runs one query at a time.
  const categoryRows = await tx
    .select({ id: categories.id, key: categories.code })
    .from(categories);
  const licenseRows = await tx.select({ id: licenses.id, key: licenses.code }).from(licenses);
  const criRows = await tx.select({ id: criGrades.id, key: criGrades.name }).from(criGrades);
  const itemRows = await tx
    .select({ id: items.id, key: items.name })
    .from(items)
    .where(isNull(items.deletedAt));
  const bankRows = await tx.select({ id: bankCodes.id, key: bankCodes.code }).from(bankCodes);
  if (categoryRows.length === 0 || licenseRows.length === 0) {
    throw new Error('seedDemo needs the reference data: run seedReference first.');
  }
  const toMap = (rows: Array<{ id: number; key: string }>) =>
    new Map(rows.map((row) => [row.key, row.id]));
  return {
    categories: toMap(categoryRows),
    licenses: toMap(licenseRows),
    criGrades: toMap(criRows),
    items: toMap(itemRows),
    banks: toMap(bankRows),
  };
}

async function seedUsers(
  tx: Executor,
  data: DemoData,
): Promise<{
  userIds: Map<string, number>;
  createdEmails: Set<string>;
}> {
  const emails = data.users.map((user) => user.email);
  const existing = new Set<string>();
  for (const emailChunk of chunk(emails)) {
    const rows = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.email, emailChunk), isNull(users.deletedAt)));
    for (const row of rows) if (row.email) existing.add(row.email);
  }
  const missing = data.users.filter((user) => !existing.has(user.email));
  // Only the printed accounts pay for an argon2 hash of their own; the rest share one.
  const unknownHash = missing.some((user) => user.password === null)
    ? await hashUnknownPassword()
    : null;
  const rows = await Promise.all(
    missing.map(async (user) => ({
      role: user.role,
      name: user.name,
      realname: user.name,
      nickname: user.nickname,
      email: user.email,
      passwordHash: user.password === null ? unknownHash : await hashPassword(user.password),
      phoneNumber: user.phoneNumber,
      socialType: 'EMAIL' as const,
      joinedAt: user.joinedAt,
      createdAt: user.joinedAt,
      updatedAt: user.joinedAt,
      lastLoginAt: user.lastLoginAt,
      latitude: user.latitude,
      longitude: user.longitude,
      isMarketingNoti: user.isMarketingNoti,
      isAllowGeolocation: user.isAllowGeolocation,
      isAllowThirdParty: user.isAllowThirdParty,
    })),
  );
  await insertAll(tx, users, rows);
  const userIds = new Map<string, number>();
  for (const emailChunk of chunk(emails)) {
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.email, emailChunk), isNull(users.deletedAt)));
    for (const row of found) if (row.email) userIds.set(row.email, row.id);
  }
  return { userIds, createdEmails: new Set(missing.map((user) => user.email)) };
}

function toProfileRow(profile: DemoProfile, userId: number, ref: ReferenceIds) {
  const latest = profile.financials[profile.financials.length - 1];
  return {
    userId,
    type: profile.type,
    uniqueId: profile.uniqueId,
    progress: profile.progress,
    rateOfCreation: profile.rateOfCreation,
    isNiceCertified: profile.isNiceCertified,
    canIssue: profile.canIssue,
    isView: profile.isView,
    latitude: profile.address?.latitude ?? null,
    longitude: profile.address?.longitude ?? null,
    businessNumber: profile.businessNumber,
    // Demo companies are seeded as confirmed, as if checked at sign-up (ADR 0022).
    businessNumberVerifiedAt: profile.businessNumber ? new Date() : null,
    companyCode: profile.companyCode,
    companyType: profile.companyType,
    companyName: profile.companyName,
    mainBusiness: profile.mainBusiness,
    faxNumber: profile.faxNumber,
    createdDay: profile.createdDay,
    staffCount: profile.staffCount,
    settleAccountDay: profile.settleAccountDay,
    description: profile.description,
    isTaxBillIssue: profile.isTaxBillIssue,
    isRentLedgerSubmitPossible: profile.isRentLedgerSubmitPossible,
    mainBusinessPrice: profile.mainBusinessPrice,
    ownerName: profile.ownerName,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    managerName: profile.managerName,
    managerPhoneNumber: profile.managerPhoneNumber,
    managerEmail: profile.managerEmail,
    mainCategoryId: profile.mainCategoryCode
      ? requireId(ref.categories, profile.mainCategoryCode, 'category')
      : null,
    mainSubCategoryId: profile.mainSubCategoryCode
      ? requireId(ref.categories, profile.mainSubCategoryCode, 'category')
      : null,
    si: profile.address?.si ?? null,
    sigungu: profile.address?.sigungu ?? null,
    criGradeId: profile.credit
      ? requireId(ref.criGrades, profile.credit.criGrade, 'CRI grade')
      : null,
    latestSalesAmount: latest?.salesAmount ?? null,
    rating: profile.rating,
    reviewCount: profile.reviewCount,
    portfolioCount: profile.portfolios.length,
    ...toNameSearchColumns(profile.companyName),
    createdAt: profile.createdAt,
    updatedAt: profile.createdAt,
  };
}

const FAULT_INFO_COLUMNS = ['처분일', '처분기관', '처분내용', '처분사유'];

async function seedProfiles(
  tx: Executor,
  data: DemoData,
  userIds: Map<string, number>,
  ref: ReferenceIds,
): Promise<{ profileIds: Map<string, number>; createdUniqueIds: Set<string> }> {
  const uniqueIds = data.profiles.map((profile) => profile.uniqueId);
  const profileIds = new Map<string, number>();
  const loadIds = async () => {
    for (const idChunk of chunk(uniqueIds)) {
      const rows = await tx
        .select({ id: profiles.id, uniqueId: profiles.uniqueId })
        .from(profiles)
        .where(inArray(profiles.uniqueId, idChunk));
      for (const row of rows) profileIds.set(row.uniqueId, row.id);
    }
  };
  await loadIds();
  const missing = data.profiles.filter((profile) => !profileIds.has(profile.uniqueId));
  await insertAll(
    tx,
    profiles,
    missing.map((profile) =>
      toProfileRow(profile, requireId(userIds, profile.userEmail, 'user'), ref),
    ),
  );
  await loadIds();

  const idOf = (profile: DemoProfile) => requireId(profileIds, profile.uniqueId, 'profile');
  await insertAll(
    tx,
    profilePhones,
    missing.flatMap((profile) =>
      profile.phones.map((phoneNumber, index) => ({
        profileId: idOf(profile),
        sortIndex: index,
        isFirst: index === 0,
        phoneNumber,
      })),
    ),
  );
  await insertAll(
    tx,
    profileAddresses,
    missing.flatMap((profile) =>
      profile.address
        ? [
            {
              profileId: idOf(profile),
              sortIndex: 0,
              isFirst: true,
              postCode: profile.address.postCode,
              address: profile.address.address,
              addressDetail: profile.address.addressDetail,
              sigungu: profile.address.sigungu,
              latitude: profile.address.latitude,
              longitude: profile.address.longitude,
            },
          ]
        : [],
    ),
  );
  await insertAll(
    tx,
    profileStockholders,
    missing.flatMap((profile) =>
      profile.stockholders.map((holder, index) => ({
        profileId: idOf(profile),
        sortIndex: index,
        name: holder.name,
        rate: holder.rate,
      })),
    ),
  );
  await insertAll(
    tx,
    profileCategories,
    missing.flatMap((profile) =>
      profile.categoryCodes.map((code) => ({
        profileId: idOf(profile),
        categoryId: requireId(ref.categories, code, 'category'),
      })),
    ),
  );
  await syncProfileCategoryIds(tx, missing.map(idOf));
  await insertAll(
    tx,
    profileLicenses,
    missing.flatMap((profile) =>
      profile.licenses.map((license) => ({
        profileId: idOf(profile),
        licenseId: requireId(ref.licenses, license.code, 'licence'),
        registrationNumber: license.registrationNumber,
      })),
    ),
  );
  await insertAll(
    tx,
    enterpriseFinancials,
    missing.flatMap((profile) =>
      profile.financials.map((year) => ({ profileId: idOf(profile), ...year })),
    ),
  );
  await insertAll(
    tx,
    enterpriseCredits,
    missing.flatMap((profile) =>
      profile.credit
        ? [
            {
              profileId: idOf(profile),
              criGradeId: requireId(ref.criGrades, profile.credit.criGrade, 'CRI grade'),
              publicAmount: profile.credit.publicAmount,
              privateAmount: profile.credit.privateAmount,
              evaluatedAt: profile.credit.evaluatedAt,
              faultInfo: {
                columns: FAULT_INFO_COLUMNS,
                rows: profile.credit.administrativeActions.map((action) => ({
                  name: action.kind,
                  list: [action.date, action.agency, action.measure, action.reason],
                })),
              },
            },
          ]
        : [],
    ),
  );
  await seedPortfolios(tx, missing, userIds, profileIds, ref);
  await seedBusinessStatuses(tx, missing);
  return { profileIds, createdUniqueIds: new Set(missing.map((profile) => profile.uniqueId)) };
}

async function seedPortfolios(
  tx: Executor,
  newProfiles: DemoProfile[],
  userIds: Map<string, number>,
  profileIds: Map<string, number>,
  ref: ReferenceIds,
): Promise<void> {
  const entries = newProfiles.flatMap((profile) =>
    profile.portfolios.map((portfolio) => ({
      portfolio,
      row: {
        userId: requireId(userIds, profile.userEmail, 'user'),
        profileId: requireId(profileIds, profile.uniqueId, 'profile'),
        title: portfolio.title,
        locationSi: portfolio.locationSi,
        locationDo: portfolio.locationDo,
        projectSize: portfolio.projectSize,
        constructionType: portfolio.constructionType,
        servicePriceType: portfolio.servicePriceType as PgInsertValue<
          typeof portfolios
        >['servicePriceType'],
        servicePrice: portfolio.servicePrice,
        serviceTermStart: portfolio.serviceTermStart,
        serviceTermEnd: portfolio.serviceTermEnd,
        description: portfolio.description,
        createdAt: portfolio.createdAt,
        updatedAt: portfolio.createdAt,
      },
    })),
  );
  const categoryRows: Array<PgInsertValue<typeof portfolioCategories>> = [];
  for (const entryChunk of chunk(entries)) {
    const inserted = await tx
      .insert(portfolios)
      .values(entryChunk.map((entry) => entry.row))
      .returning({ id: portfolios.id });
    if (inserted.length !== entryChunk.length)
      throw new Error('Demo seed: portfolio insert mismatch');
    // INSERT … VALUES … RETURNING yields the rows in the order of the VALUES list.
    entryChunk.forEach((entry, index) => {
      const portfolioId = inserted[index]?.id;
      if (portfolioId === undefined) return;
      for (const code of entry.portfolio.categoryCodes) {
        categoryRows.push({ portfolioId, categoryId: requireId(ref.categories, code, 'category') });
      }
    });
  }
  await insertAll(tx, portfolioCategories, categoryRows);
}

/**
 * What companyInfo(registrationNumber) answers for each demo company with a 사업자등록번호: the
 * public record a provider would return, derived from the company's own demo data. Matched on
 * the number, so databases seeded before this step gain the rows on the next run.
 */
async function seedCompanyRegistry(tx: Executor, data: DemoData, ref: ReferenceIds): Promise<void> {
  const rows = data.profiles.flatMap((profile): Array<PgInsertValue<typeof companyRegistry>> => {
    if (profile.type === 'CONSUMER' || !profile.businessNumber) return [];
    const credit = profile.credit;
    return [
      {
        businessRegistrationNumber: profile.businessNumber,
        name: profile.companyName ?? profile.ownerName,
        type: profile.type === 'CORPORATION' ? '법인' : '개인',
        latitude: profile.address?.latitude ?? null,
        longitude: profile.address?.longitude ?? null,
        publicAmount: credit?.publicAmount ?? null,
        privateAmount: credit?.privateAmount ?? null,
        totalAmount: credit ? credit.publicAmount + credit.privateAmount : null,
        criGradeId: credit ? requireId(ref.criGrades, credit.criGrade, 'CRI grade') : null,
        balance: profile.financials.map((year) => ({
          year: year.year,
          assets: year.assets,
          liabilities: year.liabilities,
          capitalStock: year.capitalStock,
        })),
        income: profile.financials.map((year) => ({
          year: year.year,
          sales: year.salesAmount,
          operatingProfit: year.operatingProfit,
          netIncome: year.netIncome,
        })),
        administrativeActions: credit?.administrativeActions ?? [],
        licenses: profile.licenses.map((license) => ({ ...license })),
        mainBusiness: profile.mainBusiness,
        address: profile.address
          ? `${profile.address.address} ${profile.address.addressDetail}`.trim()
          : null,
        phoneNumber: profile.phoneNumber,
        faxNumber: profile.faxNumber,
        establishedOn: profile.createdDay,
        staffCount: profile.staffCount,
        stockholders: profile.stockholders.map((holder) => ({ ...holder })),
        representativeName: profile.ownerName,
        representativePhoneNumber: profile.phoneNumber,
        representativeEmail: profile.email,
        managerName: profile.managerName,
        managerPhoneNumber: profile.managerPhoneNumber,
        managerEmail: profile.managerEmail,
        category: profile.mainCategoryCode ? getCategory(profile.mainCategoryCode).name : null,
      },
    ];
  });
  for (const rowChunk of chunk(rows)) {
    await tx
      .insert(companyRegistry)
      .values(rowChunk)
      .onConflictDoNothing({
        target: companyRegistry.businessRegistrationNumber,
        where: sql`${companyRegistry.deletedAt} is null`,
      });
  }
}

/** Numbers the local business-status adapter answers for, besides every demo company's own. */
function createExtraBusinessStatuses() {
  const withCheckDigit = (firstNine: string) =>
    `${firstNine}${computeBusinessNumberCheckDigit(firstNine)}`;
  return [
    {
      businessNumber: withCheckDigit('123450000'),
      statusCode: '01',
      statusName: '계속사업자',
      taxType: '부가가치세 일반과세자',
      endDate: null,
    },
    {
      businessNumber: withCheckDigit('123450001'),
      statusCode: '02',
      statusName: '휴업자',
      taxType: '부가가치세 간이과세자',
      endDate: null,
    },
    {
      businessNumber: withCheckDigit('123450002'),
      statusCode: '03',
      statusName: '폐업자',
      taxType: '부가가치세 일반과세자',
      endDate: '2025-06-30',
    },
  ];
}

async function seedBusinessStatuses(tx: Executor, newProfiles: DemoProfile[]): Promise<void> {
  const rows = [
    ...newProfiles.flatMap((profile) =>
      profile.businessNumber
        ? [
            {
              businessNumber: profile.businessNumber,
              statusCode: '01',
              statusName: '계속사업자',
              taxType:
                profile.type === 'CORPORATION' || profile.isTaxBillIssue
                  ? '부가가치세 일반과세자'
                  : '부가가치세 간이과세자',
              endDate: null,
            },
          ]
        : [],
    ),
    ...createExtraBusinessStatuses(),
  ];
  for (const rowChunk of chunk(rows)) {
    await tx.insert(businessStatuses).values(rowChunk).onConflictDoNothing();
  }
}

function toAnnouncementRow(
  announcement: DemoAnnouncement,
  owner: DemoProfile,
  userIds: Map<string, number>,
  profileIds: Map<string, number>,
) {
  const applyCount = announcement.applies.filter(
    (apply) =>
      apply.state === 'SUBMITTED' || apply.state === 'SELECTED' || apply.state === 'NOT_SELECTED',
  ).length;
  const categoryNames = announcement.categoryCodes.map((code) => getCategory(code).name);
  // The search document: trade names, place and the opening of the description.
  const searchText = [
    ...categoryNames,
    announcement.address.sigungu,
    announcement.description.slice(0, SEARCH_DESCRIPTION_HEAD),
  ].join(' ');
  return {
    userId: requireId(userIds, owner.userEmail, 'user'),
    profileId: requireId(profileIds, owner.uniqueId, 'profile'),
    uniqueId: announcement.uniqueId,
    type: announcement.type,
    state: announcement.state,
    workType: announcement.workType,
    workTypeEtc: announcement.workTypeEtc,
    orderType: announcement.orderType,
    fieldInfo: announcement.fieldInfo as PgInsertValue<typeof announcements>['fieldInfo'],
    fieldInfoEtc: announcement.fieldInfoEtc,
    si: announcement.address.si,
    sigungu: announcement.address.sigungu,
    address: announcement.address.address,
    addressDetail: announcement.address.addressDetail,
    latitude: announcement.address.latitude,
    longitude: announcement.address.longitude,
    bCode: announcement.bCode,
    bun: announcement.bun,
    ji: announcement.ji,
    permitStatus: announcement.permitStatus,
    workScope: announcement.workScope,
    workScopeEtc: announcement.workScopeEtc,
    hasLicense: announcement.hasLicense,
    isPossibleTaxBillIssue: announcement.isPossibleTaxBillIssue,
    isReqRentLedgerSubmitPossible: announcement.isReqRentLedgerSubmitPossible,
    description: announcement.description,
    workStartSoon: announcement.workStartSoon,
    servicePriceType: announcement.servicePriceType as PgInsertValue<
      typeof announcements
    >['servicePriceType'],
    servicePrice: announcement.servicePrice,
    dailyWorkTermStart: announcement.dailyWorkTermStart,
    dailyWorkTermEnd: announcement.dailyWorkTermEnd,
    publisherName: announcement.publisherName,
    emergencyContact: announcement.emergencyContact,
    noticeTxt: announcement.noticeTxt,
    isEmergency: announcement.isEmergency,
    postingDay: announcement.postingDay,
    postingEndAt: announcement.postingEndAt,
    choosingEndAt: announcement.choosingEndAt,
    chosenAt:
      announcement.state === 'CHOSEN'
        ? (announcement.applies.find((apply) => apply.state === 'SELECTED')?.selectedAt ?? null)
        : null,
    applyCount,
    searchBigrams: toSearchVector(searchText),
    hasNewApplies: announcement.applies.some(
      (apply) => !apply.hasChecked && apply.state !== 'WRITING',
    ),
    createdAt: announcement.createdAt,
    updatedAt: announcement.createdAt,
  };
}

async function seedAnnouncements(
  tx: Executor,
  data: DemoData,
  userIds: Map<string, number>,
  profileIds: Map<string, number>,
  ref: ReferenceIds,
): Promise<{ announcementIds: Map<string, number>; created: DemoAnnouncement[] }> {
  const profilesByUniqueId = new Map(data.profiles.map((profile) => [profile.uniqueId, profile]));
  const profileOf = (uniqueId: string) => {
    const profile = profilesByUniqueId.get(uniqueId);
    if (!profile) throw new Error(`Demo seed: profile ${uniqueId} not generated`);
    return profile;
  };
  const uniqueIds = data.announcements.map((announcement) => announcement.uniqueId);
  const announcementIds = new Map<string, number>();
  const loadIds = async () => {
    const rows = await tx
      .select({ id: announcements.id, uniqueId: announcements.uniqueId })
      .from(announcements)
      .where(inArray(announcements.uniqueId, uniqueIds));
    for (const row of rows) announcementIds.set(row.uniqueId, row.id);
  };
  await loadIds();
  const created = data.announcements.filter(
    (announcement) => !announcementIds.has(announcement.uniqueId),
  );
  await insertAll(
    tx,
    announcements,
    created.map((announcement) =>
      toAnnouncementRow(
        announcement,
        profileOf(announcement.ownerProfileUniqueId),
        userIds,
        profileIds,
      ),
    ),
  );
  await loadIds();
  const idOf = (announcement: DemoAnnouncement) =>
    requireId(announcementIds, announcement.uniqueId, 'announcement');

  await insertAll(
    tx,
    announcementCategories,
    created.flatMap((announcement) =>
      announcement.categoryCodes.map((code) => ({
        announcementId: idOf(announcement),
        categoryId: requireId(ref.categories, code, 'category'),
      })),
    ),
  );
  await insertAll(
    tx,
    announcementLicenses,
    created.flatMap((announcement) =>
      announcement.licenseCodes.map((code) => ({
        announcementId: idOf(announcement),
        licenseId: requireId(ref.licenses, code, 'licence'),
      })),
    ),
  );
  await insertAll(
    tx,
    announcementApplies,
    created.flatMap((announcement) =>
      announcement.applies.map((apply) => {
        const applicant = profileOf(apply.profileUniqueId);
        return {
          announcementId: idOf(announcement),
          userId: requireId(userIds, applicant.userEmail, 'user'),
          profileId: requireId(profileIds, applicant.uniqueId, 'profile'),
          state: apply.state,
          managerName: apply.managerName,
          phoneNumber: apply.phoneNumber,
          estimatedAmount: apply.estimatedAmount,
          hasChecked: apply.hasChecked,
          submittedAt: apply.submittedAt,
          selectedAt: apply.selectedAt,
          createdAt: apply.createdAt,
          updatedAt: apply.selectedAt ?? apply.createdAt,
        };
      }),
    ),
  );
  await insertAll(
    tx,
    announcementInvitations,
    created.flatMap((announcement) =>
      announcement.invitedUniqueIds.map((uniqueId) => {
        const hasApplied = announcement.applies.some((apply) => apply.profileUniqueId === uniqueId);
        return {
          announcementId: idOf(announcement),
          profileId: requireId(profileIds, uniqueId, 'profile'),
          isChecked: hasApplied,
          checkedAt: hasApplied ? announcement.createdAt : null,
          createdAt: announcement.createdAt,
          updatedAt: announcement.createdAt,
        };
      }),
    ),
  );
  return { announcementIds, created };
}

async function seedReviews(
  tx: Executor,
  data: DemoData,
  userIds: Map<string, number>,
  profileIds: Map<string, number>,
  announcementIds: Map<string, number>,
  createdAnnouncements: Set<string>,
  createdProfiles: Set<string>,
): Promise<void> {
  // A review belongs with the request it came from, or (for older work) with the reviewed company.
  const pending = data.reviews.filter((review) =>
    review.announcementUniqueId
      ? createdAnnouncements.has(review.announcementUniqueId)
      : createdProfiles.has(review.profileUniqueId),
  );
  const announcementKeys = [
    ...new Set(
      pending.flatMap((review) =>
        review.announcementUniqueId
          ? [requireId(announcementIds, review.announcementUniqueId, 'announcement')]
          : [],
      ),
    ),
  ];
  const applyIds = new Map<string, number>();
  for (const idChunk of chunk(announcementKeys)) {
    const rows = await tx
      .select({
        id: announcementApplies.id,
        announcementId: announcementApplies.announcementId,
        profileId: announcementApplies.profileId,
      })
      .from(announcementApplies)
      .where(inArray(announcementApplies.announcementId, idChunk));
    for (const row of rows) applyIds.set(`${row.announcementId}:${row.profileId}`, row.id);
  }
  await insertAll(
    tx,
    reviews,
    pending.map((review) => {
      const profileId = requireId(profileIds, review.profileUniqueId, 'profile');
      const announcementId = review.announcementUniqueId
        ? requireId(announcementIds, review.announcementUniqueId, 'announcement')
        : null;
      return {
        userId: requireId(userIds, review.reviewerEmail, 'user'),
        profileId,
        announcementId,
        announcementApplyId:
          announcementId === null
            ? null
            : requireId(applyIds, `${announcementId}:${profileId}`, 'apply'),
        state: review.state,
        score: review.score,
        context: review.context,
        createdAt: review.createdAt,
        updatedAt: review.createdAt,
      };
    }),
  );
}

function formatEdiDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

interface DemoOrderInput {
  userId: number;
  itemId: number;
  goodsName: string;
  amount: number;
  paidAt: Date;
  moid: string;
}

/** A paid order as the sandbox gateway would have confirmed it (NicePay-style fields). */
function toOrderRow(input: DemoOrderInput) {
  const ediDate = formatEdiDate(input.paidAt);
  return {
    userId: input.userId,
    itemId: input.itemId,
    goodsName: input.goodsName,
    amount: input.amount,
    point: input.amount,
    mid: DEMO_MID,
    ediDate,
    moid: input.moid,
    signData: createHash('sha256')
      .update(`${ediDate}${DEMO_MID}${input.amount}demo-merchant-key`)
      .digest('hex'),
    state: 'SUCCESS' as const,
    payMethod: 'CARD',
    tid: `${DEMO_MID}01${ediDate.slice(2)}${input.moid.slice(-4)}`,
    paidAt: input.paidAt,
    createdAt: input.paidAt,
    updatedAt: input.paidAt,
  };
}

interface DemoContext {
  tx: Executor;
  now: Date;
  data: DemoData;
  ref: ReferenceIds;
  userIds: Map<string, number>;
  profileIds: Map<string, number>;
  announcementIds: Map<string, number>;
}

async function seedLedger(context: DemoContext, email: string): Promise<void> {
  const { tx, now, ref, data } = context;
  const userId = requireId(context.userIds, email, 'user');
  const generatedCompanies = data.profiles.filter(
    (profile) => profile.type !== 'CONSUMER' && profile.userEmail.endsWith('@demo.gongsa.test'),
  );
  let balance = 0;
  /** The given part of the balance: FREE rows add to it, spending takes from it first. */
  let free = 0;
  let total = 0;
  let refunded = 0;
  let orderNumber = 0;
  for (const entry of DEMO_LEDGERS[email] ?? []) {
    const at = new Date(now.getTime() - entry.daysAgo * DAY_MS);
    balance += entry.point;
    if (entry.type === 'FREE') free += entry.point;
    if (entry.type === 'USE') free = Math.max(0, free + entry.point);
    if (entry.point > 0) total += entry.point;
    let targetType: string | null = null;
    let targetId: number | null = null;
    let reason = entry.reason;
    if (entry.target.kind === 'ORDER') {
      orderNumber += 1;
      const itemId = requireId(ref.items, entry.target.itemName, 'item');
      const [order] = await tx
        .insert(orders)
        .values(
          toOrderRow({
            userId,
            itemId,
            goodsName: entry.target.itemName,
            amount: entry.point,
            paidAt: at,
            moid: `DEMO-${email.split('@')[0]?.toUpperCase()}-${String(orderNumber).padStart(4, '0')}`,
          }),
        )
        .returning({ id: orders.id });
      if (!order) throw new Error('Demo seed: order insert failed');
      await tx.insert(purchases).values({
        userId,
        itemId,
        orderId: order.id,
        price: entry.point,
        createdAt: at,
        updatedAt: at,
      });
      targetType = 'ORDER';
      targetId = order.id;
    }
    if (entry.target.kind === 'WITHDRAWAL') {
      refunded += -entry.point;
      const [withdrawal] = await tx
        .insert(pointWithdrawals)
        .values({
          userId,
          state: 'COMPLETED',
          point: -entry.point,
          requestingDate: at,
          processingDate: new Date(at.getTime() + 2 * DAY_MS),
          bankCodeId: requireId(ref.banks, entry.target.bankCode, 'bank'),
          accountNumber: entry.target.accountNumber,
          accountHolder: data.users.find((user) => user.email === email)?.name ?? null,
          createdAt: at,
          updatedAt: new Date(at.getTime() + 2 * DAY_MS),
        })
        .returning({ id: pointWithdrawals.id });
      targetType = 'WITHDRAWAL';
      targetId = withdrawal?.id ?? null;
    }
    const unlockedProfile =
      entry.target.kind === 'UNLOCK' ? generatedCompanies[entry.target.profileIndex] : undefined;
    if (unlockedProfile) {
      targetType = 'PROFILE';
      targetId = requireId(context.profileIds, unlockedProfile.uniqueId, 'profile');
      reason = `${entry.reason} · ${unlockedProfile.companyName ?? unlockedProfile.ownerName}`;
    }
    const [history] = await tx
      .insert(pointHistories)
      .values({
        userId,
        type: entry.type,
        reason,
        point: entry.point,
        balanceAfter: balance,
        targetType,
        targetId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: pointHistories.id });
    if (unlockedProfile && targetId !== null) {
      await tx.insert(financialInfoUnlocks).values({
        userId,
        profileId: targetId,
        pointHistoryId: history?.id ?? null,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  await tx.insert(userPoints).values({
    userId,
    nowPoint: balance,
    freePoint: Math.min(free, balance),
    totalPoint: total,
    refundProcessingPoint: 0,
    refundedTotalPoint: refunded,
  });
}

async function seedSubscription(context: DemoContext): Promise<void> {
  const { tx, now, ref } = context;
  const userId = requireId(context.userIds, SUBSCRIBER_EMAIL, 'user');
  const itemId = requireId(ref.items, SUBSCRIPTION_ITEM_NAME, 'item');
  const startedAt = new Date(now.getTime() - 12 * DAY_MS);
  const expiresAt = new Date(startedAt);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + 1);
  const [method] = await tx
    .insert(paymentMethods)
    .values({
      userId,
      cardName: '신한카드',
      cardNumber: '9410-****-****-4271',
      billingKey: DEMO_BILLING_KEY,
      createdAt: startedAt,
      updatedAt: startedAt,
    })
    .returning({ id: paymentMethods.id });
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId,
      itemId,
      paymentMethodId: method?.id ?? null,
      startedAt,
      expiresAt,
      nextBillingAt: expiresAt,
      createdAt: startedAt,
      updatedAt: startedAt,
    })
    .returning({ id: subscriptions.id });
  const [order] = await tx
    .insert(orders)
    .values(
      toOrderRow({
        userId,
        itemId,
        goodsName: SUBSCRIPTION_ITEM_NAME,
        amount: 39_000,
        paidAt: startedAt,
        moid: 'DEMO-SUBSCRIBER-SUB-0001',
      }),
    )
    .returning({ id: orders.id });
  await tx.insert(purchases).values({
    userId,
    itemId,
    orderId: order?.id ?? null,
    subscriptionId: subscription?.id ?? null,
    price: 39_000,
    createdAt: startedAt,
    updatedAt: startedAt,
  });
  if (!subscription) return;
  // The first month is paid: its renewals count from period 2 (ADR 0029).
  await tx.insert(subscriptionCharges).values({
    subscriptionId: subscription.id,
    period: 1,
    moid: `S${subscription.id}P1`,
    amount: 39_000,
    state: 'PAID',
    attempts: 1,
    paidAt: startedAt,
    createdAt: startedAt,
    updatedAt: startedAt,
  });
  // The local payment sandbox knows the demo card, so the demo plan renews there (ADR 0028).
  await tx
    .insert(paymentSandboxBillingKeys)
    .values({
      bid: DEMO_BILLING_KEY,
      mid: 'nicepay00m',
      moid: 'DEMO-SUBSCRIBER-CARD',
      cardName: '신한카드',
      maskedCardNumber: '9410-****-****-4271',
    })
    .onConflictDoNothing();
}

/** Where each demo account first came from (ADR 0035): what the campaign report shows. */
const DEMO_FIRST_VISITS: Record<string, { utm: [string, string, string] | null; daysAgo: number }> =
  {
    'corp@gongsa.test': { utm: ['naver', 'cpc', 'spring'], daysAgo: 40 },
    'private@gongsa.test': { utm: ['naver', 'cpc', 'spring'], daysAgo: 25 },
    'engineer@gongsa.test': { utm: ['kakao', 'display', 'engineer_recruit'], daysAgo: 18 },
    'consumer@gongsa.test': { utm: ['instagram', 'social', 'bathroom_remodel'], daysAgo: 9 },
    'subscriber@gongsa.test': { utm: null, daysAgo: 60 },
  };

/** A stable visitor id (UUID-shaped) for a demo account. */
function toDemoVisitorId(email: string): string {
  const hex = createHash('sha256').update(`visitor:${email}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The account's first visit (linked at sign-up) and two visits since. */
async function seedVisitorRows(context: DemoContext, email: string): Promise<void> {
  const firstVisit = DEMO_FIRST_VISITS[email];
  if (!firstVisit) return;
  const { tx, now } = context;
  const userId = requireId(context.userIds, email, 'user');
  const visitorId = toDemoVisitorId(email);
  const [utmSource, utmMedium, utmCampaign] = firstVisit.utm ?? [null, null, null];
  const query = firstVisit.utm
    ? `?utm_source=${utmSource}&utm_medium=${utmMedium}&utm_campaign=${utmCampaign}`
    : '';
  const landedAt = new Date(now.getTime() - firstVisit.daysAgo * DAY_MS);
  await insertAll(tx, visitorMetas, [
    {
      visitorId,
      utmSource,
      utmMedium,
      utmCampaign,
      firstLandingUrl: `https://gongsamarket.kr/${query}`,
      userId,
      linkedAt: new Date(landedAt.getTime() + 20 * 60 * 1000),
      createdAt: landedAt,
      updatedAt: landedAt,
    },
  ]);
  await insertAll(
    tx,
    visitorLogs,
    [firstVisit.daysAgo, 3, 1].map((daysAgo, index) => {
      const at = new Date(now.getTime() - daysAgo * DAY_MS);
      return {
        visitorId,
        ...(index === 0 ? { utmSource, utmMedium, utmCampaign } : {}),
        refererUrl: index === 0 && firstVisit.utm ? 'https://search.naver.com/search.naver' : null,
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        userId: index === 0 ? null : userId,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

async function seedPersonalRows(context: DemoContext, email: string): Promise<void> {
  const { tx, now, data } = context;
  const userId = requireId(context.userIds, email, 'user');
  await insertAll(
    tx,
    notifications,
    (DEMO_NOTIFICATIONS[email] ?? []).map((notification) => {
      const at = new Date(now.getTime() - notification.hoursAgo * HOUR_MS);
      return {
        userId,
        type: notification.type,
        title: notification.title,
        message: notification.message,
        url: notification.url,
        isRead: notification.isRead,
        readAt: notification.isRead ? at : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  const companies = data.profiles.filter(
    (profile) => profile.type !== 'CONSUMER' && profile.userEmail.endsWith('@demo.gongsa.test'),
  );
  if (email === 'consumer@gongsa.test') {
    const favorites = companies
      .filter((profile) => profile.categoryCodes.some((code) => code.startsWith('G02-01')))
      .slice(0, 5);
    await insertAll(
      tx,
      favoriteProfiles,
      favorites.map((profile, index) => ({
        userId,
        profileId: requireId(context.profileIds, profile.uniqueId, 'profile'),
        createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
      })),
    );
    // The consumer follows three of them (ADR 0033): the company pages count a follower, and
    // /myPage/favorite?tab=following lists them.
    await insertAll(
      tx,
      follows,
      favorites.slice(0, 3).map((profile, index) => ({
        followerId: userId,
        followingId: requireId(context.userIds, profile.userEmail, 'user'),
        createdAt: new Date(now.getTime() - (index + 1) * 2 * DAY_MS),
      })),
    );
    await insertAll(tx, opinions, [
      {
        userId,
        opinionType: 'SUGGESTION' as const,
        opinionContext: '업체 목록에서 지역을 여러 곳 함께 고를 수 있으면 좋겠어요.',
        createdAt: new Date(now.getTime() - 5 * DAY_MS),
      },
      {
        userId,
        opinionType: 'BUG' as const,
        opinionContext: '휴대폰에서 견적 요청 사진을 올릴 때 가끔 멈춰요.',
        createdAt: new Date(now.getTime() - 2 * DAY_MS),
      },
    ]);
    await insertAll(
      tx,
      enterpriseViewLogs,
      companies.slice(0, 8).map((profile, index) => ({
        userId,
        profileId: requireId(context.profileIds, profile.uniqueId, 'profile'),
        viewedAt: new Date(now.getTime() - (index + 1) * 7 * HOUR_MS),
      })),
    );
    const portfolioOwners = favorites.map((profile) =>
      requireId(context.profileIds, profile.uniqueId, 'profile'),
    );
    if (portfolioOwners.length > 0) {
      const favoritePortfolioRows = await tx
        .select({ id: portfolios.id })
        .from(portfolios)
        .where(inArray(portfolios.profileId, portfolioOwners))
        .orderBy(portfolios.id)
        .limit(3);
      await insertAll(
        tx,
        favoritePortfolios,
        favoritePortfolioRows.map((portfolio) => ({ userId, portfolioId: portfolio.id })),
      );
    }
    await insertAll(
      tx,
      announcementTemps,
      data.drafts
        .filter((draft) => draft.ownerEmail === email)
        .map((draft) => ({
          userId,
          step: draft.step,
          data: {
            ...draft.data,
            categories__ids: draft.categoryCodes.map((code) =>
              requireId(context.ref.categories, code, 'category'),
            ),
          },
          createdAt: draft.updatedAt,
          updatedAt: draft.updatedAt,
        })),
    );
  }
  if (email === 'corp@gongsa.test') {
    const recruiting = data.announcements
      .filter(
        (announcement) =>
          announcement.state === 'RECRUITING' &&
          announcement.categoryCodes.some((code) => code.startsWith('G02-09')),
      )
      .slice(0, 3);
    await insertAll(
      tx,
      favoriteAnnouncements,
      recruiting.map((announcement) => ({
        userId,
        announcementId: requireId(context.announcementIds, announcement.uniqueId, 'announcement'),
      })),
    );
  }
}

/**
 * The mall's demo products (demo/mall.ts), each inserted when no product has its designation
 * number yet: idempotent, and a database seeded before the mall gains them on the next start.
 */
async function seedInnovationProducts(context: DemoContext): Promise<void> {
  const { tx, now, data } = context;
  const numbers = DEMO_INNOVATION_PRODUCTS.map((product) => product.designationNumber);
  const existing = await tx
    .select({ designationNumber: innovationProducts.designationNumber })
    .from(innovationProducts)
    .where(inArray(innovationProducts.designationNumber, numbers));
  const seeded = new Set(existing.map((row) => row.designationNumber));
  const businesses = data.profiles.filter(
    (profile) =>
      (profile.type === 'CORPORATION' || profile.type === 'PRIVATE_BUSINESS') &&
      profile.userEmail.endsWith('@demo.gongsa.test'),
  );
  const day = (offset: number) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const rows: Array<PgInsertValue<typeof innovationProducts>> = [];
  for (const product of DEMO_INNOVATION_PRODUCTS) {
    if (seeded.has(product.designationNumber)) continue;
    const owner =
      typeof product.owner === 'string'
        ? data.profiles.find((profile) => profile.userEmail === product.owner)
        : businesses[product.owner];
    const userId = owner ? context.userIds.get(owner.userEmail) : undefined;
    const profileId = owner ? context.profileIds.get(owner.uniqueId) : undefined;
    if (!owner || userId === undefined || profileId === undefined) continue;
    const createdAt = new Date(now.getTime() - product.daysAgo * DAY_MS);
    rows.push({
      userId,
      profileId,
      category: product.category,
      name: product.name,
      designationNumber: product.designationNumber,
      designationStartDate: day(-DEMO_DESIGNATION_DAYS.before),
      designationEndDate: day(DEMO_DESIGNATION_DAYS.after),
      price: product.price,
      summary: product.summary,
      description: product.description,
      purchaseUrl: product.purchaseUrl,
      companyName: owner.companyName,
      viewCount: product.viewCount,
      linkClickCount: product.linkClickCount,
      reviewState: product.reviewState,
      reviewedAt: product.reviewState === 'PENDING' ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertAll(tx, innovationProducts, rows);
}

export interface SeedDemoOptions {
  /** The moment the demo data is relative to (open requests end after it); defaults to now. */
  now?: Date;
}

/**
 * Demo accounts, ~200 companies with financial and credit information, portfolios, reviews and
 * ~100 requests in every state. Idempotent: users match on email, profiles and requests on their
 * uniqueId, and the rows that hang off them are inserted only together with their parent, so a
 * second run inserts nothing. One transaction: a failed run leaves no half-seeded data behind.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const data = generateDemoData(now);
  await db.transaction(async (tx) => {
    const ref = await loadReferenceIds(tx);
    const { userIds, createdEmails } = await seedUsers(tx, data);
    const { profileIds, createdUniqueIds } = await seedProfiles(tx, data, userIds, ref);
    await seedCompanyRegistry(tx, data, ref);
    const { announcementIds, created } = await seedAnnouncements(
      tx,
      data,
      userIds,
      profileIds,
      ref,
    );
    await seedReviews(
      tx,
      data,
      userIds,
      profileIds,
      announcementIds,
      new Set(created.map((announcement) => announcement.uniqueId)),
      createdUniqueIds,
    );
    const context: DemoContext = { tx, now, data, ref, userIds, profileIds, announcementIds };
    for (const account of DEMO_ACCOUNTS) {
      if (!createdEmails.has(account.email) || account.profileType === null) continue;
      await seedLedger(context, account.email);
      await seedPersonalRows(context, account.email);
      await seedVisitorRows(context, account.email);
      if (account.email === SUBSCRIBER_EMAIL) await seedSubscription(context);
    }
    await seedCommunityPosts(tx, userIds, now);
    await seedInnovationProducts(context);
  });
}
