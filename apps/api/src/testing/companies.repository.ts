/** Test fixtures written straight to the database (a repository, so it may use Drizzle). */
import { randomInt } from 'node:crypto';
import {
  categories,
  criGrades,
  enterpriseCredits,
  enterpriseFinancials,
  items,
  profiles,
  subscriptions,
  userPoints,
  users,
} from '@gongsa/db';
import { isValidBusinessNumber } from '@gongsa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../app/database';
import { createUniqueEmailForTest } from './accounts';

let serial = 0;

/** The first `count` leaf (DEPTH_3) categories of the reference data, by id. */
export async function selectLeafCategoryIdsForTest(db: Database, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.type, 'DEPTH_3'))
    .orderBy(asc(categories.id))
    .limit(count);
  return rows.map((row) => row.id);
}

/** A unique number (3 letters + 6 digits) no other test in the run uses. */
export function createUniqueIdForTest(): string {
  serial += 1;
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters}${String((randomInt(1000) * 1000 + serial) % 1_000_000).padStart(6, '0')}`;
}

let businessNumberSerial = 0;

/**
 * A valid 사업자등록번호 (ten digits) no other test or the demo uses: one live profile may hold a
 * number (ADR 0022). The demo seed's offices are 101–899 and the local business-status table uses 123-45, so 9 is free.
 */
export function createBusinessNumberForTest(): string {
  businessNumberSerial += 1;
  const firstNine = `9${String((randomInt(100_000) * 1000 + businessNumberSerial) % 100_000_000).padStart(8, '0')}`;
  const checkDigit = Array.from({ length: 10 }, (_, digit) => digit).find((digit) =>
    isValidBusinessNumber(`${firstNine}${digit}`),
  );
  return `${firstNine}${checkDigit}`;
}

/** A live account inserted straight into the database: its id and email. */
export async function insertUserForTest(
  db: Database,
  label: string,
  values: {
    nickname?: string;
    role?: 'USER' | 'ADMIN';
    state?: 'ACTIVE' | 'SUSPENDED' | 'LEFT';
  } = {},
): Promise<{ id: number; email: string }> {
  const email = createUniqueEmailForTest(label);
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: '테스트',
      nickname: values.nickname ?? '테스트회원',
      role: values.role ?? 'USER',
      state: values.state ?? 'ACTIVE',
    })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

export type CompanyForTest = { userId: number; email: string; profileId: number };

/** A company account with its profile (corporation unless told otherwise). */
export async function insertCompanyForTest(
  db: Database,
  options: {
    name?: string;
    type?: 'CORPORATION' | 'PRIVATE_BUSINESS' | 'ENGINEER' | 'CONSUMER';
    isView?: boolean;
  } = {},
): Promise<CompanyForTest> {
  const user = await insertUserForTest(db, 'company');
  const [profile] = await db
    .insert(profiles)
    .values({
      userId: user.id,
      type: options.type ?? 'CORPORATION',
      uniqueId: createUniqueIdForTest(),
      companyName: options.name ?? '테스트건설',
      isView: options.isView ?? true,
    })
    .returning({ id: profiles.id });
  return { userId: user.id, email: user.email, profileId: profile!.id };
}

/** Sets the wallet balance directly (test set-up only; real changes go through the ledger). */
export async function setPointsForTest(db: Database, userId: number, nowPoint: number) {
  await db
    .insert(userPoints)
    .values({ userId, nowPoint, totalPoint: nowPoint })
    .onConflictDoUpdate({ target: userPoints.userId, set: { nowPoint, totalPoint: nowPoint } });
}

/** Three financial years and a credit record (grade A) for a company. */
export async function insertFinancialsForTest(db: Database, profileId: number): Promise<void> {
  await db.insert(enterpriseFinancials).values([
    {
      profileId,
      year: 2022,
      salesAmount: 2_000_000_000,
      businessSalesAmount: 1_500_000_000,
      assets: 5_000_000_000,
      liabilities: 2_000_000_000,
      capitalStock: 500_000_000,
      operatingProfit: 200_000_000,
      netIncome: 150_000_000,
    },
    {
      profileId,
      year: 2023,
      salesAmount: 2_500_000_000,
      businessSalesAmount: 2_000_000_000,
      assets: 5_500_000_000,
      liabilities: 2_100_000_000,
      capitalStock: 500_000_000,
      operatingProfit: 250_000_000,
      netIncome: 180_000_000,
    },
    {
      profileId,
      year: 2024,
      salesAmount: 3_000_000_000,
      businessSalesAmount: 2_200_000_000,
      assets: 6_000_000_000,
      liabilities: 2_200_000_000,
      capitalStock: 600_000_000,
      operatingProfit: 300_000_000,
      netIncome: 210_000_000,
    },
  ]);
  const [grade] = await db.select().from(criGrades).where(eq(criGrades.name, 'A')).limit(1);
  await db.insert(enterpriseCredits).values({
    profileId,
    criGradeId: grade?.id ?? null,
    publicAmount: 1_200_000_000,
    privateAmount: 800_000_000,
    evaluatedAt: '2025-04-30',
    faultInfo: {
      columns: ['처분일', '처분기관', '처분내용', '처분사유'],
      rows: [{ name: '영업정지', list: ['2023-05-01', '서울특별시', '1개월', '안전관리 미흡'] }],
    },
  });
}

/** An active subscription to the plan that reads financial info free (needs reference seed). */
export async function insertFinancialSubscriptionForTest(db: Database, userId: number) {
  const [plan] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.type, 'SUBSCRIPTION'), eq(items.auth, 'FINANCIAL_INFO_FREE')))
    .limit(1);
  if (!plan) throw new Error('no subscription item: seed the reference data');
  await db.insert(subscriptions).values({
    userId,
    itemId: plan.id,
    startedAt: new Date(Date.now() - 86_400_000),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
}

/**
 * A second plan record that grants nothing about financial info and runs later than the first.
 * It is ENDED: a member has one open plan at a time (ADR 0029).
 */
export async function insertOtherSubscriptionForTest(db: Database, userId: number) {
  const [plan] = await db
    .insert(items)
    .values({ type: 'SUBSCRIPTION', auth: 'AD_FREE', name: '광고 제거', price: 1000 })
    .returning({ id: items.id });
  if (!plan) throw new Error('item insert returned nothing');
  await db.insert(subscriptions).values({
    userId,
    itemId: plan.id,
    startedAt: new Date(Date.now() - 86_400_000),
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
    state: 'ENDED',
  });
}
