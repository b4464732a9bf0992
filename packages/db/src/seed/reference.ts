import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Database, type Transaction } from '../client';
import {
  bankCodes,
  categories,
  criGrades,
  items,
  licenses,
  regions,
  serviceManage,
} from '../schema/index';
import { toNameSearchColumns } from '../search';
import { BANK_CODES } from './data/banks';
import { flattenCategories } from './data/categories';
import { CRI_GRADES } from './data/cri';
import { ITEMS } from './data/items';
import { LICENSE_GROUP_LABELS, LICENSES } from './data/licenses';
import { flattenRegions } from './data/regions';
import { COMPANY_DETAILS, OPEN_SOURCE_LICENSES } from './data/service-company';
import { SERVICE_TERMS, type ServiceTermKey } from './data/service-terms';
import { seedCommunityCategories } from './demo/community';

type Executor = Database | Transaction;

async function loadCategoryIds(tx: Executor): Promise<Map<string, number>> {
  const rows = await tx.select({ id: categories.id, code: categories.code }).from(categories);
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function seedCategories(tx: Executor): Promise<void> {
  const flat = flattenCategories();
  for (const depth of [1, 2, 3] as const) {
    const ids = await loadCategoryIds(tx);
    const siblingIndex = new Map<string, number>();
    const rows = flat
      .filter((category) => category.depth === depth)
      .map((category) => {
        const parentKey = category.parentCode ?? '';
        const priority = (siblingIndex.get(parentKey) ?? 0) + 1;
        siblingIndex.set(parentKey, priority);
        const parentId = category.parentCode ? ids.get(category.parentCode) : null;
        if (parentId === undefined) throw new Error(`Parent of ${category.code} is missing`);
        return {
          type: `DEPTH_${depth}` as const,
          name: category.name,
          code: category.code,
          kiscCodes: category.kiscCodes,
          parentId,
          priority,
          ...toNameSearchColumns(category.name),
        };
      });
    await tx.insert(categories).values(rows).onConflictDoNothing({ target: categories.code });
  }
}

async function seedRegions(tx: Executor): Promise<void> {
  const flat = flattenRegions();
  const siRows = flat.filter((region) => region.type === 'SI');
  await tx
    .insert(regions)
    .values(siRows.map((region, index) => ({ ...region, priority: index + 1 })))
    .onConflictDoNothing();
  const siIds = new Map(
    (
      await tx
        .select({ id: regions.id, si: regions.si })
        .from(regions)
        .where(eq(regions.type, 'SI'))
    ).map((row) => [row.si, row.id]),
  );
  const gunguRows = flat
    .filter((region) => region.type === 'GUNGU')
    .map((region, index) => {
      const parentId = siIds.get(region.si);
      if (parentId === undefined) throw new Error(`시/도 ${region.si} is missing`);
      return { ...region, parentId, priority: index + 1 };
    });
  await tx.insert(regions).values(gunguRows).onConflictDoNothing();
}

function formatOpenSourceList(): string {
  return OPEN_SOURCE_LICENSES.map(
    (entry) => `${entry.name} — ${entry.license} — ${entry.url}`,
  ).join('\n');
}

function getTermContent(key: ServiceTermKey): string {
  const term = SERVICE_TERMS.find((candidate) => candidate.key === key);
  if (!term) throw new Error(`Missing terms text ${key}`);
  return term.content;
}

async function seedServiceManage(tx: Executor): Promise<void> {
  const [live] = await tx
    .select({ id: serviceManage.id })
    .from(serviceManage)
    .where(isNull(serviceManage.deletedAt))
    .limit(1);
  if (live) return;
  await tx.insert(serviceManage).values({
    serviceTerms: getTermContent('serviceTerms'),
    privacyPolicy: getTermContent('privacyPolicy'),
    refundTerms: getTermContent('refundTerms'),
    locationTerms: getTermContent('locationTerms'),
    marketingTerms: getTermContent('marketingConsent'),
    thirdPartyTerms: getTermContent('thirdPartyConsent'),
    openSourceList: formatOpenSourceList(),
    companyName: COMPANY_DETAILS.companyName,
    businessLicense: COMPANY_DETAILS.businessRegistrationNumber,
    companyAddress: COMPANY_DETAILS.address,
    representativeName: COMPANY_DETAILS.representativeName,
    mailOrderRegistrationNumber: COMPANY_DETAILS.mailOrderRegistrationNumber,
    postCode: COMPANY_DETAILS.postCode,
    phoneNumber: COMPANY_DETAILS.customerServicePhone.replace(/-/g, ''),
    customerServiceHours: COMPANY_DETAILS.customerServiceHours,
    email: COMPANY_DETAILS.email,
    privacyOfficerName: COMPANY_DETAILS.privacyOfficerName,
    privacyOfficerEmail: COMPANY_DETAILS.privacyOfficerEmail,
    disclaimer: COMPANY_DETAILS.disclaimer,
    blogUrl: COMPANY_DETAILS.blogUrl,
    instagramUrl: COMPANY_DETAILS.instagramUrl,
    kakaoChannelUrl: COMPANY_DETAILS.kakaoChannelUrl,
    usageGuideUrl: COMPANY_DETAILS.usageGuideUrl,
    businessInfoCheckUrl: COMPANY_DETAILS.businessInfoUrl,
  });
}

async function seedItems(tx: Executor): Promise<void> {
  const existing = await tx
    .select({ type: items.type, name: items.name })
    .from(items)
    .where(
      and(
        isNull(items.deletedAt),
        inArray(
          items.name,
          ITEMS.map((item) => item.name),
        ),
      ),
    );
  const taken = new Set(existing.map((item) => `${item.type}:${item.name}`));
  const missing = ITEMS.filter((item) => !taken.has(`${item.type}:${item.name}`));
  if (missing.length > 0) await tx.insert(items).values(missing);
}

/**
 * Reference data every installation needs (production included): the trade tree, 시/도 and 시/군/구,
 * licence kinds, credit grades, bank codes, terms texts with the operator's details, and the shop's
 * items. Idempotent: rows are matched on their natural keys and never duplicated or overwritten,
 * so an operator's later edits survive a re-run.
 */
export async function seedReference(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCategories(tx);
    await seedRegions(tx);
    await tx
      .insert(licenses)
      .values(
        LICENSES.map((license, index) => ({
          code: license.code,
          name: license.name,
          groupName: LICENSE_GROUP_LABELS[license.group],
          priority: index + 1,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(criGrades).values(CRI_GRADES).onConflictDoNothing();
    await tx.insert(bankCodes).values(BANK_CODES).onConflictDoNothing({ target: bankCodes.code });
    await seedServiceManage(tx);
    await seedItems(tx);
    await seedCommunityCategories(tx);
  });
}
