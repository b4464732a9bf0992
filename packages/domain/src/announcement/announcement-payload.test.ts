import { describe, expect, it } from 'vitest';
import { announcementDraftInputSchema, announcementPublishInputSchema } from './announcement-input';
import {
  findResumeStep,
  toAnnouncementPayload,
  toDateInputValue,
  toIsoDate,
  toWizardSteps,
  toWizardStepsFromAnnouncement,
  type AnnouncementPayload,
  type AnnouncementSource,
  type AnnouncementTempSource,
  type WizardSteps,
} from './announcement-payload';

const IMAGE_A = { id: '11', filename: 'a.png', url: '/files/a', thumbnailURL: '/files/a/t' };
const IMAGE_B = { id: '12', filename: 'b.png', url: '/files/b', thumbnailURL: null };
const DOC = { id: '21', filename: 'plan.pdf', url: '/files/p', thumbnailURL: null };

function completeSteps(): WizardSteps {
  return {
    1: { categories: [{ id: '301', name: '철근공사' }], invitationProfileId: '77' },
    2: {
      type: 'ALL',
      workType: 'NEW_WORK',
      workTypeEtc: '',
      orderType: 'PRIVATE',
      fieldInfo: 'RESIDENCE',
      fieldInfoEtc: '',
      sigungu: '서울특별시 강남구',
      address: '서울 강남구 테헤란로 1',
      addressDetail: '3층',
      latitude: '37.5',
      longitude: '127.03',
      bCode: '1168010100',
      bun: '12',
      ji: '3',
    },
    3: {
      workScope: 'ALL',
      workScopeEtc: '',
      hasLicense: '',
      licenses: [],
      isPossibleTaxBillIssue: '1',
      isReqRentLedgerSubmitPossible: '0',
    },
    4: {
      description: '거실 바닥 철근 보강 공사입니다.',
      images: [IMAGE_A, IMAGE_B],
      files: [DOC],
      mainImageId: '12',
    },
    5: {
      workStartSoon: true,
      servicePriceType: 'WRITE',
      servicePrice: '12,000,000',
      dailyWorkTermStart: null,
      dailyWorkTermEnd: null,
    },
    6: { isConfirmed: true },
    7: {
      publisherName: '홍길동',
      emergencyContact: '010-1234-5678',
      noticeTxt: '',
      isEmergency: false,
      postingDay: '7',
    },
  };
}

describe('toAnnouncementPayload (SPEC §5)', () => {
  it('builds a complete submit payload the publish schema accepts', () => {
    const payload = toAnnouncementPayload(completeSteps(), { mode: 'submit' });
    expect(payload).toMatchObject({
      categories__ids: ['301'],
      type: 'ALL',
      workType: 'NEW_WORK',
      workTypeEtc: null,
      sigungu: '서울특별시 강남구',
      latitude: 37.5,
      longitude: 127.03,
      images__ids: ['11', '12'],
      files__ids: ['21'],
      mainImage__id: '12',
      workStartSoon: true,
      servicePriceType: 'WRITE',
      servicePrice: 12_000_000,
      publisherName: '홍길동',
      noticeTxt: null,
      postingDay: 7,
    });
    expect(announcementPublishInputSchema.safeParse(payload).success).toBe(true);
  });

  it('sends coordinates as numbers only when entered, else null', () => {
    const steps = completeSteps();
    steps[2] = { ...steps[2]!, latitude: '', longitude: null };
    const payload = toAnnouncementPayload(steps, { mode: 'draft' });
    expect(payload.latitude).toBeNull();
    expect(payload.longitude).toBeNull();
    steps[2] = { ...steps[2], latitude: 35.1, longitude: '129.04' };
    const numeric = toAnnouncementPayload(steps, { mode: 'draft' });
    expect(numeric.latitude).toBe(35.1);
    expect(numeric.longitude).toBe(129.04);
  });

  it('omits unanswered tri-state fields and sends answered ones as booleans', () => {
    const payload = toAnnouncementPayload(completeSteps(), { mode: 'draft' });
    expect('hasLicense' in payload).toBe(false);
    expect(payload.isPossibleTaxBillIssue).toBe(true);
    expect(payload.isReqRentLedgerSubmitPossible).toBe(false);
    const steps = completeSteps();
    steps[3] = {
      ...steps[3]!,
      hasLicense: '1',
      licenses: [{ id: '5', name: '건축공사업' }],
      isPossibleTaxBillIssue: '',
    };
    const answered = toAnnouncementPayload(steps, { mode: 'draft' });
    expect(answered.hasLicense).toBe(true);
    expect(answered.license__ids).toEqual(['5']);
    expect('isPossibleTaxBillIssue' in answered).toBe(false);
  });

  it('drops picked licences when a licence is not needed', () => {
    const steps = completeSteps();
    steps[3] = { ...steps[3]!, hasLicense: '0', licenses: [{ id: '5', name: '건축공사업' }] };
    const payload = toAnnouncementPayload(steps, { mode: 'draft' });
    expect(payload.hasLicense).toBe(false);
    expect(payload.license__ids).toEqual([]);
  });

  it.each(['WRITE', 'OVER_10000', 'NURI_AGENCY'] as const)(
    'sends the price as a number for %s',
    (servicePriceType) => {
      const steps = completeSteps();
      steps[5] = { ...steps[5]!, servicePriceType, servicePrice: '3,500,000' };
      expect(toAnnouncementPayload(steps, { mode: 'draft' }).servicePrice).toBe(3_500_000);
    },
  );

  it('sends null for the price of a range type and omits an empty price', () => {
    const steps = completeSteps();
    steps[5] = { ...steps[5]!, servicePriceType: 'LESSTHEN_500', servicePrice: '1,000' };
    expect(toAnnouncementPayload(steps, { mode: 'draft' }).servicePrice).toBeNull();
    steps[5] = { ...steps[5], servicePriceType: 'WRITE', servicePrice: '' };
    expect('servicePrice' in toAnnouncementPayload(steps, { mode: 'draft' })).toBe(false);
  });

  it('sends the daily-work dates as ISO strings only when they are dates', () => {
    const steps = completeSteps();
    steps[5] = {
      ...steps[5]!,
      servicePriceType: 'DAILY_WORK',
      servicePrice: '',
      dailyWorkTermStart: '2026-12-01',
      dailyWorkTermEnd: 'not a date',
    };
    const payload = toAnnouncementPayload(steps, { mode: 'draft' });
    expect(payload.dailyWorkTermStart).toBe('2026-11-30T15:00:00.000Z');
    expect('dailyWorkTermEnd' in payload).toBe(false);
    const parsed = announcementDraftInputSchema.parse(payload);
    expect(parsed.dailyWorkTermStart).toBe('2026-12-01');
  });

  it('converts the posting days to a number', () => {
    const payload = toAnnouncementPayload(completeSteps(), { mode: 'submit' });
    expect(payload.postingDay).toBe(7);
    const steps = completeSteps();
    steps[7] = { ...steps[7]!, postingDay: '' };
    expect(toAnnouncementPayload(steps, { mode: 'draft' }).postingDay).toBeNull();
  });

  it('sends the invited profile and the step only in draft mode', () => {
    const draft = toAnnouncementPayload(completeSteps(), { mode: 'draft', step: 5 });
    expect(draft.invitationProfileId).toBe('77');
    expect(draft.step).toBe(5);
    const submit = toAnnouncementPayload(completeSteps(), { mode: 'submit' });
    expect('invitationProfileId' in submit).toBe(false);
    expect('step' in submit).toBe(false);
    const steps = completeSteps();
    steps[1] = { ...steps[1]!, invitationProfileId: null };
    expect('invitationProfileId' in toAnnouncementPayload(steps, { mode: 'draft' })).toBe(false);
  });

  it('keeps 기타 texts only with ETC and turns blank answers into null', () => {
    const steps = completeSteps();
    steps[2] = { ...steps[2]!, workType: 'ETC', workTypeEtc: ' 철거 ', fieldInfoEtc: '무시됨' };
    const payload = toAnnouncementPayload(steps, { mode: 'draft' });
    expect(payload.workTypeEtc).toBe('철거');
    expect(payload.fieldInfoEtc).toBeNull();
    expect(payload.noticeTxt).toBeNull();
  });

  it('falls back to the first image when the chosen main image was removed', () => {
    const steps = completeSteps();
    steps[4] = { ...steps[4]!, images: [IMAGE_A], mainImageId: '12' };
    expect(toAnnouncementPayload(steps, { mode: 'draft' }).mainImage__id).toBe('11');
    steps[4] = { ...steps[4], images: [], mainImageId: null };
    expect(toAnnouncementPayload(steps, { mode: 'draft' }).mainImage__id).toBeNull();
  });

  it('makes a valid draft payload from the first step alone', () => {
    const payload = toAnnouncementPayload(
      { 1: { categories: [{ id: '301', name: '철근공사' }], invitationProfileId: null } },
      { mode: 'draft', step: 1 },
    );
    expect(payload.step).toBe(1);
    expect(payload.latitude).toBeNull();
    expect('workStartSoon' in payload).toBe(false);
    expect('isEmergency' in payload).toBe(false);
    expect(announcementDraftInputSchema.safeParse(payload).success).toBe(true);
  });
});

function tempFrom(overrides: Partial<AnnouncementTempSource>): AnnouncementTempSource {
  return { step: 1, categories: [], licenses: [], images: [], files: [], ...overrides };
}

describe('toWizardSteps and findResumeStep (SPEC §4 resume)', () => {
  it('rebuilds only the steps that have data', () => {
    const steps = toWizardSteps(
      tempFrom({
        step: 2,
        categories: [{ id: '301', name: '철근공사' }],
        workType: 'REPAIR',
        sigungu: '부산광역시 해운대구',
      }),
    );
    expect(Object.keys(steps)).toEqual(['1', '2']);
    expect(toWizardSteps(tempFrom({ workStartSoon: false, isEmergency: false }))).toEqual({});
    expect(steps[2]?.workType).toBe('REPAIR');
    expect(steps[2]?.type).toBe('');
    expect(steps[2]?.latitude).toBeNull();
  });

  it('adds step 6 when the stored step is 6, 7 or 8', () => {
    for (const step of [6, 7, 8]) {
      expect(toWizardSteps(tempFrom({ step }))[6]).toEqual({ isConfirmed: true });
    }
    expect(toWizardSteps(tempFrom({ step: 5 }))[6]).toBeUndefined();
  });

  it('turns stored booleans back into radio answers and dates into calendar days', () => {
    const steps = toWizardSteps(
      tempFrom({
        step: 5,
        workScope: 'ETC',
        workScopeEtc: '외벽',
        hasLicense: false,
        isPossibleTaxBillIssue: null,
        servicePriceType: 'DAILY_WORK',
        dailyWorkTermStart: '2026-12-01',
        dailyWorkTermEnd: '2026-12-03T15:00:00.000Z',
      }),
    );
    expect(steps[3]).toMatchObject({
      workScope: 'ETC',
      workScopeEtc: '외벽',
      hasLicense: '0',
      isPossibleTaxBillIssue: '',
      isReqRentLedgerSubmitPossible: '',
    });
    expect(steps[5]).toMatchObject({
      servicePriceType: 'DAILY_WORK',
      servicePrice: '',
      dailyWorkTermStart: '2026-12-01',
      dailyWorkTermEnd: '2026-12-04',
    });
  });

  it('round-trips a complete wizard through the draft payload', () => {
    const original = completeSteps();
    const payload = toAnnouncementPayload(original, { mode: 'draft', step: 7 });
    const rebuilt = toWizardSteps({
      ...tempFrom({ step: payload.step ?? 1 }),
      ...payload,
      hasLicense: payload.hasLicense ?? null,
      categories: original[1]!.categories,
      licenses: [],
      images: original[4]!.images,
      files: original[4]!.files,
      mainImage: { id: payload.mainImage__id ?? '' },
    } as AnnouncementTempSource);
    expect(rebuilt[2]).toEqual({ ...original[2], latitude: 37.5, longitude: 127.03 });
    expect(rebuilt[4]).toEqual(original[4]);
    expect(rebuilt[5]).toEqual({ ...original[5], servicePrice: '12000000' });
    expect(rebuilt[7]).toEqual({ ...original[7], postingDay: 7 });
    expect(findResumeStep(rebuilt, payload.step)).toBe(7);
  });

  it('resumes on the stored step, else the last filled step, never past a missing step', () => {
    const steps = completeSteps();
    expect(findResumeStep(steps, 8)).toBe(8);
    expect(findResumeStep(steps, 3)).toBe(3);
    expect(findResumeStep(steps, 0)).toBe(7);
    expect(findResumeStep(steps, null)).toBe(7);
    const partial: WizardSteps = { 1: steps[1]!, 2: steps[2]! };
    expect(findResumeStep(partial, 8)).toBe(3);
    expect(findResumeStep({}, undefined)).toBe(1);
  });
});

/** The request as the API answers announcement(id) after publishing this payload. */
function announcementFrom(
  payload: AnnouncementPayload,
  lists: Pick<AnnouncementSource, 'categories' | 'licenses' | 'images' | 'files'>,
): AnnouncementSource {
  const { categories__ids, license__ids, images__ids, files__ids, mainImage__id, ...fields } =
    payload;
  const toIds = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);
  // The lists stand for what the API stored from those ids.
  expect(toIds(lists.categories)).toEqual(categories__ids);
  expect(toIds(lists.licenses)).toEqual(license__ids);
  expect(toIds(lists.images)).toEqual(images__ids);
  expect(toIds(lists.files)).toEqual(files__ids);
  return {
    ...fields,
    ...lists,
    mainImage: mainImage__id ? { id: mainImage__id } : null,
    hasLicense: payload.hasLicense ?? null,
    isPossibleTaxBillIssue: payload.isPossibleTaxBillIssue ?? null,
    isReqRentLedgerSubmitPossible: payload.isReqRentLedgerSubmitPossible ?? null,
    // The API answers the daily-work term as calendar days.
    dailyWorkTermStart: toDateInputValue(payload.dailyWorkTermStart) || null,
    dailyWorkTermEnd: toDateInputValue(payload.dailyWorkTermEnd) || null,
  };
}

describe('toWizardStepsFromAnnouncement (editing a published request)', () => {
  it('fills every step and round-trips through the submit payload', () => {
    const original = completeSteps();
    const published = toAnnouncementPayload(original, { mode: 'submit' });
    const steps = toWizardStepsFromAnnouncement(
      announcementFrom(published, {
        categories: original[1]!.categories,
        licenses: [],
        images: original[4]!.images,
        files: original[4]!.files,
      }),
    );
    expect(Object.keys(steps)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(steps[1]).toEqual({ categories: original[1]!.categories, invitationProfileId: null });
    expect(steps[6]).toEqual({ isConfirmed: true });
    expect(toAnnouncementPayload(steps, { mode: 'submit' })).toEqual(published);
    expect(announcementPublishInputSchema.safeParse(published).success).toBe(true);
  });

  it('keeps licences, unanswered conditions, a daily-work term and 기타 texts', () => {
    const original = completeSteps();
    original[2] = { ...original[2]!, workType: 'ETC', workTypeEtc: '외벽 보수', latitude: null };
    original[3] = {
      workScope: 'ETC',
      workScopeEtc: '옥상',
      hasLicense: '1',
      licenses: [{ id: '5', name: '실내건축공사업' }],
      isPossibleTaxBillIssue: '',
      isReqRentLedgerSubmitPossible: '',
    };
    original[4] = {
      description: '옥상 방수 공사입니다.',
      images: [],
      files: [],
      mainImageId: null,
    };
    original[5] = {
      workStartSoon: false,
      servicePriceType: 'DAILY_WORK',
      servicePrice: '',
      dailyWorkTermStart: '2026-12-01',
      dailyWorkTermEnd: '2026-12-03',
    };
    const published = toAnnouncementPayload(original, { mode: 'submit' });
    const steps = toWizardStepsFromAnnouncement(
      announcementFrom(published, {
        categories: original[1]!.categories,
        licenses: original[3].licenses,
        images: [],
        files: [],
      }),
    );
    expect(steps[3]).toEqual(original[3]);
    expect(steps[5]).toEqual(original[5]);
    expect(steps[2]).toMatchObject({ workType: 'ETC', workTypeEtc: '외벽 보수', latitude: null });
    expect(toAnnouncementPayload(steps, { mode: 'submit' })).toEqual(published);
  });

  it('never carries an invitation or a step number into the update', () => {
    const original = completeSteps();
    const published = toAnnouncementPayload(original, { mode: 'submit' });
    const announcement = announcementFrom(published, {
      categories: original[1]!.categories,
      licenses: [],
      images: original[4]!.images,
      files: original[4]!.files,
    });
    const payload = toAnnouncementPayload(toWizardStepsFromAnnouncement(announcement), {
      mode: 'submit',
    });
    expect(payload).not.toHaveProperty('invitationProfileId');
    expect(payload).not.toHaveProperty('step');
  });
});

describe('date helpers', () => {
  it('accepts only real calendar days', () => {
    expect(toIsoDate('2026-02-30')).toBeUndefined();
    expect(toIsoDate('')).toBeUndefined();
    expect(toIsoDate(null)).toBeUndefined();
    expect(toIsoDate(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(toDateInputValue('2026-01-01T00:00:00Z')).toBe('2026-01-01');
    expect(toDateInputValue(null)).toBe('');
  });
});
