import { ANNOUNCEMENT_STEPS } from './announcement-limits';
import {
  convertBooleanToTriState,
  convertTriStateToBoolean,
  type AnnouncementType,
  type FieldInfo,
  type OrderType,
  type WorkScope,
  type WorkType,
} from '../enums/announcement';
import { hasServicePriceAmount, type ServicePriceType } from '../enums/price';
import { getSeoulDateParts } from '../format/seoul-time';
import { isEmpty } from '../validation/empty';

/** A tri-state radio answer: '1' yes/needed, '0' no/does not matter, '' not answered. */
export type TriStateAnswer = '1' | '0' | '';

export type WizardCategory = { id: string; name: string };
export type WizardLicense = { id: string; name: string };
export type WizardFile = {
  id: string;
  filename: string;
  url: string;
  thumbnailURL: string | null;
  mimetype?: string | undefined;
  size?: number | undefined;
};

/** /bid/upload1: trades (DEPTH_3 leaves) and an optional invited company. */
export type WizardStep1 = { categories: WizardCategory[]; invitationProfileId: string | null };
/** /bid/upload2: who may apply, the kind of work, the site. Coordinates stay as entered. */
export type WizardStep2 = {
  type: AnnouncementType | '';
  workType: WorkType | '';
  workTypeEtc: string;
  orderType: OrderType | '';
  fieldInfo: FieldInfo | '';
  fieldInfoEtc: string;
  sigungu: string;
  address: string;
  addressDetail: string;
  latitude: number | string | null;
  longitude: number | string | null;
  bCode: string;
  bun: string;
  ji: string;
};
/** /bid/upload3: scope, licence need (with licences when needed), tax bill, rent ledger. */
export type WizardStep3 = {
  workScope: WorkScope | '';
  workScopeEtc: string;
  hasLicense: TriStateAnswer;
  licenses: WizardLicense[];
  isPossibleTaxBillIssue: TriStateAnswer;
  isReqRentLedgerSubmitPossible: TriStateAnswer;
};
/** /bid/upload4: description, images in order with the main one, documents. */
export type WizardStep4 = {
  description: string;
  images: WizardFile[];
  files: WizardFile[];
  mainImageId: string | null;
};
/** /bid/upload5: start timing and price. The price is typed as digits (separators allowed). */
export type WizardStep5 = {
  workStartSoon: boolean;
  servicePriceType: ServicePriceType | '';
  servicePrice: string;
  /** 'YYYY-MM-DD' from a date input, or a Date. */
  dailyWorkTermStart: string | Date | null;
  dailyWorkTermEnd: string | Date | null;
};
/** /bid/upload6 holds no fields; its presence records that the summary was confirmed. */
export type WizardStep6 = { isConfirmed: true };
/** /bid/upload7: who publishes, how to reach them, for how long. */
export type WizardStep7 = {
  publisherName: string;
  emergencyContact: string;
  noticeTxt: string;
  isEmergency: boolean;
  /** A select's value ('7') or a number. */
  postingDay: string | number;
};

/** SPEC §4: the wizard's data, a list keyed by step; only steps the user has saved exist. */
export type WizardSteps = {
  1?: WizardStep1;
  2?: WizardStep2;
  3?: WizardStep3;
  4?: WizardStep4;
  5?: WizardStep5;
  6?: WizardStep6;
  7?: WizardStep7;
};
export type WizardStepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export type PayloadMode = 'draft' | 'submit';

/** Steps 2–3's choices and site, named and typed alike in the API's input and its draft. */
type AnnouncementSiteFields = {
  type?: AnnouncementType | null;
  workType?: WorkType | null;
  workTypeEtc?: string | null;
  orderType?: OrderType | null;
  fieldInfo?: FieldInfo | null;
  fieldInfoEtc?: string | null;
  sigungu?: string | null;
  address?: string | null;
  addressDetail?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  bCode?: string | null;
  bun?: string | null;
  ji?: string | null;
  workScope?: WorkScope | null;
  workScopeEtc?: string | null;
};

/** The AnnouncementInput the API takes (contract.graphql); absent keys are "not sent". */
export type AnnouncementPayload = AnnouncementSiteFields & {
  categories__ids?: string[];
  hasLicense?: boolean;
  license__ids?: string[];
  isPossibleTaxBillIssue?: boolean;
  isReqRentLedgerSubmitPossible?: boolean;
  description?: string | null;
  images__ids?: string[];
  files__ids?: string[];
  mainImage__id?: string | null;
  workStartSoon?: boolean;
  servicePriceType?: ServicePriceType | null;
  servicePrice?: number | null;
  dailyWorkTermStart?: string;
  dailyWorkTermEnd?: string;
  publisherName?: string | null;
  emergencyContact?: string | null;
  noticeTxt?: string | null;
  isEmergency?: boolean;
  postingDay?: number | null;
  invitationProfileId?: string;
  step?: number;
};

function toText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function toChoice<T extends string>(value: T | '' | null | undefined): T | null {
  return value ? value : null;
}

/** SPEC §5: a coordinate is a number only when something was entered, else null. */
function toCoordinate(value: number | string | null | undefined): number | null {
  if (isEmpty(value)) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

function toDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}

const DATE_ONLY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * SPEC §5: a date is sent as an ISO string only when it is a real date value. A picked
 * calendar day ('YYYY-MM-DD') is midnight in Korea, so the API (which reads ISO date-times in
 * Korean time) stores the same day.
 */
export function toIsoDate(value: string | Date | null | undefined): string | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  }
  const match = DATE_ONLY_PATTERN.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utcMidnight - SEOUL_OFFSET_MS).toISOString();
}

/** The calendar day ('YYYY-MM-DD', Korean time) of a stored date or date-time; '' when none. */
export function toDateInputValue(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (DATE_ONLY_PATTERN.test(text)) return text;
  const time = Date.parse(text);
  if (text === '' || Number.isNaN(time)) return '';
  const { year, month, day } = getSeoulDateParts(new Date(time));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Highest step number with data; the draft's `step` when nothing newer is known. */
function findLastFilledStep(steps: WizardSteps): WizardStepNumber | null {
  const filled = (Object.keys(steps) as Array<`${keyof WizardSteps}`>)
    .map(Number)
    .filter((step) => steps[step as keyof WizardSteps] !== undefined);
  return filled.length > 0 ? (Math.max(...filled) as WizardStepNumber) : null;
}

/**
 * SPEC §3/§5 payload from the wizard's steps. Draft mode also sends the step reached and the
 * invited profile; submit mode never does. Rules, each from SPEC §5:
 * - latitude/longitude: numbers when entered, else null;
 * - hasLicense, isPossibleTaxBillIssue, isReqRentLedgerSubmitPossible: omitted while
 *   unanswered, else booleans;
 * - servicePrice: omitted when empty; a number for WRITE/OVER_10000/NURI_AGENCY; else null;
 * - dailyWorkTermStart/End: ISO strings only for real date values (omitted otherwise);
 * - postingDay: a number (null when not chosen);
 * - invitationProfileId: only in draft mode and when present.
 * workStartSoon and isEmergency are sent once their step (5, 7) has been saved.
 * Other empty answers are null so clearing a field in a draft clears it on the server too.
 */
export function toAnnouncementPayload(
  steps: WizardSteps,
  { mode, step }: { mode: PayloadMode; step?: number | undefined },
): AnnouncementPayload {
  const { 1: step1, 2: step2, 3: step3, 4: step4, 5: step5, 7: step7 } = steps;
  const payload: AnnouncementPayload = {};

  payload.categories__ids = (step1?.categories ?? []).map((category) => category.id);

  const workType = toChoice(step2?.workType);
  const fieldInfo = toChoice(step2?.fieldInfo);
  payload.type = toChoice(step2?.type);
  payload.workType = workType;
  payload.workTypeEtc = workType === 'ETC' ? toText(step2?.workTypeEtc) : null;
  payload.orderType = toChoice(step2?.orderType);
  payload.fieldInfo = fieldInfo;
  payload.fieldInfoEtc = fieldInfo === 'ETC' ? toText(step2?.fieldInfoEtc) : null;
  payload.sigungu = toText(step2?.sigungu);
  payload.address = toText(step2?.address);
  payload.addressDetail = toText(step2?.addressDetail);
  payload.latitude = toCoordinate(step2?.latitude);
  payload.longitude = toCoordinate(step2?.longitude);
  payload.bCode = toText(step2?.bCode);
  payload.bun = toText(step2?.bun);
  payload.ji = toText(step2?.ji);

  const workScope = toChoice(step3?.workScope);
  payload.workScope = workScope;
  payload.workScopeEtc = workScope === 'ETC' ? toText(step3?.workScopeEtc) : null;
  const hasLicense = convertTriStateToBoolean(step3?.hasLicense);
  if (hasLicense !== undefined) payload.hasLicense = hasLicense;
  payload.license__ids = hasLicense ? (step3?.licenses ?? []).map((license) => license.id) : [];
  const isPossibleTaxBillIssue = convertTriStateToBoolean(step3?.isPossibleTaxBillIssue);
  if (isPossibleTaxBillIssue !== undefined) payload.isPossibleTaxBillIssue = isPossibleTaxBillIssue;
  const isReqRentLedger = convertTriStateToBoolean(step3?.isReqRentLedgerSubmitPossible);
  if (isReqRentLedger !== undefined) payload.isReqRentLedgerSubmitPossible = isReqRentLedger;

  const images = step4?.images ?? [];
  payload.description = toText(step4?.description);
  payload.images__ids = images.map((image) => image.id);
  payload.files__ids = (step4?.files ?? []).map((file) => file.id);
  const mainImageId = step4?.mainImageId ?? null;
  payload.mainImage__id =
    mainImageId && images.some((image) => image.id === mainImageId)
      ? mainImageId
      : (images[0]?.id ?? null);

  const servicePriceType = toChoice(step5?.servicePriceType);
  // Unanswered until step 5 is saved, so a draft of the first steps does not claim 'no'.
  if (step5) payload.workStartSoon = step5.workStartSoon;
  payload.servicePriceType = servicePriceType;
  const priceDigits = toDigits(step5?.servicePrice ?? '');
  if (!isEmpty(priceDigits)) {
    payload.servicePrice = hasServicePriceAmount(servicePriceType) ? Number(priceDigits) : null;
  }
  const termStart = toIsoDate(step5?.dailyWorkTermStart);
  const termEnd = toIsoDate(step5?.dailyWorkTermEnd);
  if (termStart !== undefined) payload.dailyWorkTermStart = termStart;
  if (termEnd !== undefined) payload.dailyWorkTermEnd = termEnd;

  payload.publisherName = toText(step7?.publisherName);
  payload.emergencyContact = toText(step7?.emergencyContact);
  payload.noticeTxt = toText(step7?.noticeTxt);
  if (step7) payload.isEmergency = step7.isEmergency;
  const postingDay = isEmpty(step7?.postingDay) ? null : Number(step7?.postingDay);
  payload.postingDay = postingDay !== null && Number.isFinite(postingDay) ? postingDay : null;

  if (mode === 'draft') {
    const invitationProfileId = step1?.invitationProfileId;
    if (invitationProfileId) payload.invitationProfileId = invitationProfileId;
    payload.step = step ?? findLastFilledStep(steps) ?? 1;
  }
  return payload;
}

/** The draft as the API returns it (AnnouncementTemp), as far as the wizard needs it. */
export type AnnouncementTempSource = AnnouncementSiteFields & {
  step: number;
  invitationProfileId?: string | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  hasLicense?: boolean | null;
  licenses: ReadonlyArray<{ id: string; name: string }>;
  isPossibleTaxBillIssue?: boolean | null;
  isReqRentLedgerSubmitPossible?: boolean | null;
  description?: string | null;
  images: ReadonlyArray<WizardFile>;
  files: ReadonlyArray<WizardFile>;
  mainImage?: { id: string } | null;
  workStartSoon?: boolean | null;
  servicePriceType?: ServicePriceType | null;
  servicePrice?: number | null;
  dailyWorkTermStart?: string | null;
  dailyWorkTermEnd?: string | null;
  publisherName?: string | null;
  emergencyContact?: string | null;
  noticeTxt?: string | null;
  isEmergency?: boolean | null;
  postingDay?: number | null;
};

function hasAny(values: readonly unknown[]): boolean {
  return values.some((value) => !isEmpty(value));
}

function toFile(file: WizardFile): WizardFile {
  return {
    id: file.id,
    filename: file.filename,
    url: file.url,
    thumbnailURL: file.thumbnailURL,
    ...(file.mimetype !== undefined ? { mimetype: file.mimetype } : {}),
    ...(file.size !== undefined ? { size: file.size } : {}),
  };
}

/**
 * SPEC §4 resume: rebuilds only the steps that have data. Step 6 has no fields, so it is added
 * when the stored step is 6, 7 or 8 (the user had confirmed the summary).
 */
export function toWizardSteps(temp: AnnouncementTempSource): WizardSteps {
  const steps: WizardSteps = {};
  if (hasAny([temp.categories, temp.invitationProfileId])) {
    steps[1] = {
      categories: temp.categories.map(({ id, name }) => ({ id, name })),
      invitationProfileId: temp.invitationProfileId ?? null,
    };
  }
  if (
    hasAny([
      temp.type,
      temp.workType,
      temp.orderType,
      temp.fieldInfo,
      temp.sigungu,
      temp.address,
      temp.addressDetail,
    ])
  ) {
    steps[2] = {
      type: temp.type ?? '',
      workType: temp.workType ?? '',
      workTypeEtc: temp.workTypeEtc ?? '',
      orderType: temp.orderType ?? '',
      fieldInfo: temp.fieldInfo ?? '',
      fieldInfoEtc: temp.fieldInfoEtc ?? '',
      sigungu: temp.sigungu ?? '',
      address: temp.address ?? '',
      addressDetail: temp.addressDetail ?? '',
      latitude: temp.latitude ?? null,
      longitude: temp.longitude ?? null,
      bCode: temp.bCode ?? '',
      bun: temp.bun ?? '',
      ji: temp.ji ?? '',
    };
  }
  if (
    hasAny([
      temp.workScope,
      temp.hasLicense,
      temp.isPossibleTaxBillIssue,
      temp.isReqRentLedgerSubmitPossible,
      temp.licenses,
    ])
  ) {
    steps[3] = {
      workScope: temp.workScope ?? '',
      workScopeEtc: temp.workScopeEtc ?? '',
      hasLicense: convertBooleanToTriState(temp.hasLicense) ?? '',
      licenses: temp.licenses.map(({ id, name }) => ({ id, name })),
      isPossibleTaxBillIssue: convertBooleanToTriState(temp.isPossibleTaxBillIssue) ?? '',
      isReqRentLedgerSubmitPossible:
        convertBooleanToTriState(temp.isReqRentLedgerSubmitPossible) ?? '',
    };
  }
  if (hasAny([temp.description, temp.images, temp.files])) {
    steps[4] = {
      description: temp.description ?? '',
      images: temp.images.map(toFile),
      files: temp.files.map(toFile),
      mainImageId: temp.mainImage?.id ?? null,
    };
  }
  if (hasAny([temp.servicePriceType]) || temp.workStartSoon === true) {
    steps[5] = {
      workStartSoon: temp.workStartSoon ?? false,
      servicePriceType: temp.servicePriceType ?? '',
      servicePrice:
        temp.servicePrice === null || temp.servicePrice === undefined
          ? ''
          : String(Math.round(temp.servicePrice)),
      dailyWorkTermStart: toDateInputValue(temp.dailyWorkTermStart) || null,
      dailyWorkTermEnd: toDateInputValue(temp.dailyWorkTermEnd) || null,
    };
  }
  if (temp.step >= 6 && temp.step <= ANNOUNCEMENT_STEPS) steps[6] = { isConfirmed: true };
  if (
    hasAny([temp.publisherName, temp.emergencyContact, temp.noticeTxt, temp.postingDay]) ||
    temp.isEmergency === true
  ) {
    steps[7] = {
      publisherName: temp.publisherName ?? '',
      emergencyContact: temp.emergencyContact ?? '',
      noticeTxt: temp.noticeTxt ?? '',
      isEmergency: temp.isEmergency ?? false,
      postingDay: temp.postingDay ?? '',
    };
  }
  return steps;
}

/** A published request (Announcement) as the API returns it to its owner, as the wizard needs it. */
export type AnnouncementSource = Omit<AnnouncementTempSource, 'step' | 'invitationProfileId'>;

/**
 * Editing a published request (updateAnnouncement): its answers go through the same rebuild as a
 * draft's. It was published, so its summary counts as confirmed (step 6); invitations belong to
 * publishing, so none is carried into the edit.
 */
export function toWizardStepsFromAnnouncement(announcement: AnnouncementSource): WizardSteps {
  return toWizardSteps({ ...announcement, step: ANNOUNCEMENT_STEPS, invitationProfileId: null });
}

/** The first step (1–7) whose data the wizard needs and does not have; null when all are there. */
export function findFirstMissingStep(steps: WizardSteps): WizardStepNumber | null {
  for (const step of [1, 2, 3, 4, 5, 6, 7] as const) {
    if (steps[step] === undefined) return step;
  }
  return null;
}

/**
 * SPEC §4: resume on the route of the stored step number (1–8), or on the last filled step
 * when the stored one is unusable — but never past a step whose data is missing, since every
 * step builds on the ones before it.
 */
export function findResumeStep(steps: WizardSteps, storedStep: number | null | undefined) {
  const isStoredValid =
    typeof storedStep === 'number' &&
    Number.isInteger(storedStep) &&
    storedStep >= 1 &&
    storedStep <= ANNOUNCEMENT_STEPS;
  const wanted: WizardStepNumber = isStoredValid
    ? (storedStep as WizardStepNumber)
    : (findLastFilledStep(steps) ?? 1);
  const missing = findFirstMissingStep(steps);
  return missing !== null && missing < wanted ? missing : wanted;
}
