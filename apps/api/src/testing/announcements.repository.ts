/** Estimate-request fixtures written straight to the database (a repository, so it may use Drizzle). */
import { randomInt } from 'node:crypto';
import {
  announcementApplies,
  announcementApplyEstimateFiles,
  announcementCategories,
  announcementFiles,
  announcements,
  categories,
  profiles,
} from '@gongsa/db';
import type { AnnouncementState, AnnouncementType, ApplyState } from '@gongsa/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../app/database';

const DAY_MS = 86_400_000;

let serial = 0;

/** An 8-digit announcement number from 9xxxxxxx, a range neither the demo nor the sequence uses. */
export function createAnnouncementNumberForTest(): string {
  serial += 1;
  return `9${String((randomInt(10_000) * 1000 + serial) % 10_000_000).padStart(7, '0')}`;
}

export type AnnouncementForTest = { id: number; uniqueId: string };

/**
 * A published request (RECRUITING, posting ends in 7 days unless told otherwise). The stored
 * state and dates are taken as given, so a test can put a request anywhere in its lifecycle.
 */
export async function insertAnnouncementForTest(
  db: Database,
  owner: { userId: number; profileId: number },
  options: {
    type?: AnnouncementType;
    state?: AnnouncementState;
    postingEndAt?: Date;
    choosingEndAt?: Date | null;
    /** When an estimate was selected (state CHOSEN / COMPLETED). */
    chosenAt?: Date | null;
    applyCount?: number;
    sigungu?: string;
    latitude?: number | null;
    longitude?: number | null;
    categoryIds?: number[];
  } = {},
): Promise<AnnouncementForTest> {
  const postingEndAt = options.postingEndAt ?? new Date(Date.now() + 7 * DAY_MS);
  const sigungu = options.sigungu ?? '서울특별시 강남구';
  const [row] = await db
    .insert(announcements)
    .values({
      userId: owner.userId,
      profileId: owner.profileId,
      uniqueId: createAnnouncementNumberForTest(),
      type: options.type ?? 'ALL',
      state: options.state ?? 'RECRUITING',
      workType: 'REPAIR',
      orderType: 'PRIVATE',
      fieldInfo: 'RESIDENCE',
      si: sigungu.split(' ')[0] ?? null,
      sigungu,
      address: `${sigungu} 테헤란로 1`,
      addressDetail: '101호',
      latitude: options.latitude === undefined ? 37.4979 : options.latitude,
      longitude: options.longitude === undefined ? 127.0276 : options.longitude,
      description: '욕실 리모델링 견적을 요청합니다.',
      servicePriceType: 'LESSTHEN_500',
      publisherName: '김의뢰',
      emergencyContact: '01012345678',
      postingDay: 7,
      postingEndAt,
      choosingEndAt:
        options.choosingEndAt === undefined
          ? new Date(postingEndAt.getTime() + 14 * DAY_MS)
          : options.choosingEndAt,
      chosenAt: options.chosenAt ?? null,
      applyCount: options.applyCount ?? 0,
    })
    .returning({ id: announcements.id, uniqueId: announcements.uniqueId });
  if (!row) throw new Error('announcement insert returned nothing');
  if (options.categoryIds && options.categoryIds.length > 0) {
    await db
      .insert(announcementCategories)
      .values(options.categoryIds.map((categoryId) => ({ announcementId: row.id, categoryId })));
  }
  return row;
}

/** A leaf trade to attach to requests (its parents are created too). */
export async function insertCategoryForTest(db: Database, name: string): Promise<number> {
  const code = `T${String(randomInt(1_000_000)).padStart(6, '0')}-${++serial}`;
  const [top] = await db
    .insert(categories)
    .values({ type: 'DEPTH_1', name: '테스트 대분류', code: `${code}-1` })
    .returning({ id: categories.id });
  const [middle] = await db
    .insert(categories)
    .values({ type: 'DEPTH_2', name: '테스트 중분류', code: `${code}-2`, parentId: top!.id })
    .returning({ id: categories.id });
  const [leaf] = await db
    .insert(categories)
    .values({ type: 'DEPTH_3', name, code: `${code}-3`, parentId: middle!.id })
    .returning({ id: categories.id });
  return leaf!.id;
}

/** An apply in any state (amount in won); SUBMITTED and later ones get submittedAt. */
export async function insertApplyForTest(
  db: Database,
  input: {
    announcementId: number;
    userId: number;
    profileId: number;
    state?: ApplyState;
    estimatedAmount?: number;
    hasChecked?: boolean;
  },
): Promise<number> {
  const state = input.state ?? 'SUBMITTED';
  const [row] = await db
    .insert(announcementApplies)
    .values({
      announcementId: input.announcementId,
      userId: input.userId,
      profileId: input.profileId,
      state,
      managerName: '박담당',
      phoneNumber: '01098765432',
      estimatedAmount: input.estimatedAmount ?? 10_000_000,
      hasChecked: input.hasChecked ?? false,
      submittedAt: state === 'WRITING' ? null : new Date(),
      selectedAt: state === 'SELECTED' ? new Date() : null,
    })
    .returning({ id: announcementApplies.id });
  if (!row) throw new Error('apply insert returned nothing');
  return row.id;
}

/** Attaches an uploaded file to a request as an attachment, as publishing does. */
export async function attachAnnouncementFileForTest(
  db: Database,
  announcementId: number,
  fileId: number,
): Promise<void> {
  await db.insert(announcementFiles).values({ announcementId, fileId, kind: 'DOCUMENT' });
}

/** Attaches an uploaded file to an apply as an estimate file, as submitting does. */
export async function attachEstimateFileForTest(
  db: Database,
  applyId: number,
  fileId: number,
): Promise<void> {
  await db.insert(announcementApplyEstimateFiles).values({ applyId, fileId });
}

/** Soft-deletes a request, as deleting it does. */
export async function deleteAnnouncementForTest(db: Database, announcementId: number) {
  await db
    .update(announcements)
    .set({ deletedAt: new Date() })
    .where(eq(announcements.id, announcementId));
}

/** Places a company and sets its rating summary (for the comparison sorts). */
export async function updateProfileForTest(
  db: Database,
  profileId: number,
  values: {
    latitude?: number | null;
    longitude?: number | null;
    rating?: number;
    reviewCount?: number;
  },
): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, profileId));
}
