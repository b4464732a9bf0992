import { josa } from 'es-hangul';
import { z } from 'zod';
import { hasServicePriceAmount } from '../enums/price';
import { getSeoulDateParts } from '../format/seoul-time';
import { phoneSchema } from '../validation/account';
import { postingDaySchema } from '../validation/announcement';
import {
  announcementTypeSchema,
  fieldInfoSchema,
  orderTypeSchema,
  servicePriceTypeSchema,
  workScopeSchema,
  workTypeSchema,
} from '../validation/enum-schemas';
import {
  ANNOUNCEMENT_CATEGORIES_MAX,
  ANNOUNCEMENT_IMAGES_MAX,
  ANNOUNCEMENT_FILES_MAX,
  ANNOUNCEMENT_LICENSES_MAX,
  ANNOUNCEMENT_DESCRIPTION_MIN,
  ANNOUNCEMENT_DESCRIPTION_MAX,
  ANNOUNCEMENT_PUBLISHER_NAME_MIN,
  ANNOUNCEMENT_PUBLISHER_NAME_MAX,
  ANNOUNCEMENT_NOTICE_TXT_MAX,
  ANNOUNCEMENT_ETC_TEXT_MAX,
  ANNOUNCEMENT_ADDRESS_MAX,
  ANNOUNCEMENT_ADDRESS_DETAIL_MAX,
  ANNOUNCEMENT_STEPS,
} from './announcement-limits';

/** Ids arrive from GraphQL as strings; numbers are accepted too so forms can pass stored ids. */
export const entityIdSchema = z
  .union([z.string().trim(), z.number().int().transform(String)], {
    error: '잘못된 id 입니다.',
  })
  .pipe(z.string().regex(/^[1-9]\d{0,15}$/, { error: '잘못된 id 입니다.' }));

function createIdListSchema(max: number, tooMany: string) {
  return z
    .array(entityIdSchema, { error: '목록 형식이 올바르지 않습니다.' })
    .max(max, { error: tooMany })
    .transform((ids) => [...new Set(ids)]);
}

export const announcementCategoryIdsSchema = createIdListSchema(
  ANNOUNCEMENT_CATEGORIES_MAX,
  `업종은 최대 ${ANNOUNCEMENT_CATEGORIES_MAX}개까지 선택할 수 있습니다.`,
);
export const announcementLicenseIdsSchema = createIdListSchema(
  ANNOUNCEMENT_LICENSES_MAX,
  `면허는 최대 ${ANNOUNCEMENT_LICENSES_MAX}개까지 선택할 수 있습니다.`,
);
export const announcementImageIdsSchema = createIdListSchema(
  ANNOUNCEMENT_IMAGES_MAX,
  `이미지는 최대 ${ANNOUNCEMENT_IMAGES_MAX}개까지 첨부할 수 있습니다.`,
);
export const announcementFileIdsSchema = createIdListSchema(
  ANNOUNCEMENT_FILES_MAX,
  `파일은 최대 ${ANNOUNCEMENT_FILES_MAX}개까지 첨부할 수 있습니다.`,
);

function createEtcTextSchema(name: string) {
  return z
    .string({ error: `${josa(name, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, { error: `${josa(name, '을/를')} 입력해 주세요.`, abort: true })
    .max(ANNOUNCEMENT_ETC_TEXT_MAX, {
      error: `${josa(name, '은/는')} ${ANNOUNCEMENT_ETC_TEXT_MAX}자 이하로 입력해 주세요.`,
    });
}

export const workTypeEtcSchema = createEtcTextSchema('기타 공사 종류');
export const fieldInfoEtcSchema = createEtcTextSchema('기타 시설 분야');
export const workScopeEtcSchema = createEtcTextSchema('기타 공사 범위');

/** '서울특별시 강남구' as chosen from the address search; the region filter reads it. */
export const sigunguSchema = z
  .string({ error: '공사 지역을 선택해 주세요.' })
  .trim()
  .min(1, { error: '공사 지역을 선택해 주세요.', abort: true })
  .max(50, { error: '공사 지역이 너무 깁니다.' });

export const announcementAddressSchema = z
  .string({ error: '공사 주소를 입력해 주세요.' })
  .trim()
  .min(1, { error: '공사 주소를 입력해 주세요.', abort: true })
  .max(ANNOUNCEMENT_ADDRESS_MAX, {
    error: `주소는 ${ANNOUNCEMENT_ADDRESS_MAX}자 이하로 입력해 주세요.`,
  });

export const announcementAddressDetailSchema = z
  .string({ error: '상세 주소를 확인해 주세요.' })
  .trim()
  .max(ANNOUNCEMENT_ADDRESS_DETAIL_MAX, {
    error: `상세 주소는 ${ANNOUNCEMENT_ADDRESS_DETAIL_MAX}자 이하로 입력해 주세요.`,
  });

export const latitudeSchema = z
  .number({ error: '위치 정보가 올바르지 않습니다.' })
  .min(-90, { error: '위치 정보가 올바르지 않습니다.' })
  .max(90, { error: '위치 정보가 올바르지 않습니다.' });
export const longitudeSchema = z
  .number({ error: '위치 정보가 올바르지 않습니다.' })
  .min(-180, { error: '위치 정보가 올바르지 않습니다.' })
  .max(180, { error: '위치 정보가 올바르지 않습니다.' });

/** 법정동 code (10 digits) and 번/지 of the parcel, as the postcode service returns them. */
export const bCodeSchema = z
  .string({ error: '법정동 코드가 올바르지 않습니다.' })
  .trim()
  .regex(/^\d{0,10}$/, { error: '법정동 코드가 올바르지 않습니다.' });
export const parcelNumberSchema = z
  .string({ error: '지번이 올바르지 않습니다.' })
  .trim()
  .regex(/^\d{0,4}$/, { error: '지번이 올바르지 않습니다.' });

export const announcementDescriptionSchema = z
  .string({ error: '공사 내용을 입력해 주세요.' })
  .trim()
  .min(1, { error: '공사 내용을 입력해 주세요.', abort: true })
  .min(ANNOUNCEMENT_DESCRIPTION_MIN, {
    error: `공사 내용은 ${ANNOUNCEMENT_DESCRIPTION_MIN}자 이상 입력해 주세요.`,
  })
  .max(ANNOUNCEMENT_DESCRIPTION_MAX, {
    error: `공사 내용은 ${ANNOUNCEMENT_DESCRIPTION_MAX}자 이하로 입력해 주세요.`,
  });

/** In won; bigint in the database, so anything beyond a safe integer is refused. */
export const servicePriceSchema = z
  .number({ error: '금액을 입력해 주세요.' })
  .int({ error: '금액은 원 단위 정수로 입력해 주세요.' })
  .positive({ error: '금액은 1원 이상 입력해 주세요.' })
  .max(Number.MAX_SAFE_INTEGER, { error: '금액이 너무 큽니다.' });

/**
 * A calendar date stored as 'YYYY-MM-DD'. The wizard sends date values as ISO date-times
 * (SPEC §5), which are read in Korean time so a date picked at local midnight stays that date.
 */
export const announcementDateSchema = z
  .string({ error: '날짜를 입력해 주세요.' })
  .trim()
  .transform((value, ctx) => {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (dateOnly) {
      const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return value;
    } else if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) {
      const { year, month, day } = getSeoulDateParts(new Date(value));
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }
    ctx.addIssue({ code: 'custom', message: '올바른 날짜를 입력해 주세요.' });
    return z.NEVER;
  });

export const publisherNameSchema = z
  .string({ error: '작성자 이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '작성자 이름을 입력해 주세요.', abort: true })
  .min(ANNOUNCEMENT_PUBLISHER_NAME_MIN, {
    error: `작성자 이름은 ${ANNOUNCEMENT_PUBLISHER_NAME_MIN}자 이상 입력해 주세요.`,
  })
  .max(ANNOUNCEMENT_PUBLISHER_NAME_MAX, {
    error: `작성자 이름은 ${ANNOUNCEMENT_PUBLISHER_NAME_MAX}자 이하로 입력해 주세요.`,
  });

/** SPEC phone rule; stored as digits only. */
export const emergencyContactSchema = phoneSchema;

export const noticeTxtSchema = z
  .string({ error: '전달 사항을 확인해 주세요.' })
  .trim()
  .max(ANNOUNCEMENT_NOTICE_TXT_MAX, {
    error: `전달 사항은 ${ANNOUNCEMENT_NOTICE_TXT_MAX}자 이하로 입력해 주세요.`,
  });

export const announcementStepSchema = z
  .number({ error: '단계가 올바르지 않습니다.' })
  .int({ error: '단계가 올바르지 않습니다.' })
  .min(1, { error: '단계가 올바르지 않습니다.' })
  .max(ANNOUNCEMENT_STEPS, { error: '단계가 올바르지 않습니다.' });

const booleanSchema = z.boolean({ error: '예 또는 아니오를 선택해 주세요.' });

/** Every wizard field with its own rule; shared by the draft and the publish schema. */
const fieldSchemas = {
  categories__ids: announcementCategoryIdsSchema,
  type: announcementTypeSchema,
  workType: workTypeSchema,
  workTypeEtc: workTypeEtcSchema,
  orderType: orderTypeSchema,
  fieldInfo: fieldInfoSchema,
  fieldInfoEtc: fieldInfoEtcSchema,
  sigungu: sigunguSchema,
  address: announcementAddressSchema,
  addressDetail: announcementAddressDetailSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  bCode: bCodeSchema,
  bun: parcelNumberSchema,
  ji: parcelNumberSchema,
  workScope: workScopeSchema,
  workScopeEtc: workScopeEtcSchema,
  hasLicense: booleanSchema,
  license__ids: announcementLicenseIdsSchema,
  isPossibleTaxBillIssue: booleanSchema,
  isReqRentLedgerSubmitPossible: booleanSchema,
  description: announcementDescriptionSchema,
  images__ids: announcementImageIdsSchema,
  files__ids: announcementFileIdsSchema,
  mainImage__id: entityIdSchema,
  workStartSoon: booleanSchema,
  servicePriceType: servicePriceTypeSchema,
  servicePrice: servicePriceSchema,
  dailyWorkTermStart: announcementDateSchema,
  dailyWorkTermEnd: announcementDateSchema,
  publisherName: publisherNameSchema,
  emergencyContact: emergencyContactSchema,
  noticeTxt: noticeTxtSchema,
  isEmergency: booleanSchema,
  postingDay: postingDaySchema,
} as const;

type FieldSchemas = typeof fieldSchemas;
type FieldName = keyof FieldSchemas;

function makeNullish<K extends FieldName>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, fieldSchemas[key].nullish()])) as {
    [P in K]: z.ZodOptional<z.ZodNullable<FieldSchemas[P]>>;
  };
}

const FIELD_NAMES = Object.keys(fieldSchemas) as FieldName[];

export const ANNOUNCEMENT_FILE_IN_BOTH_MESSAGE =
  '같은 파일을 이미지와 첨부 파일에 함께 넣을 수 없습니다.';

/**
 * A request holds each file once, as an image or as an attachment (one row per request and
 * file), so the same id in both lists is refused before it reaches the database.
 */
function checkFilesApartFromImages(
  input: { images__ids?: readonly string[] | null; files__ids?: readonly string[] | null },
  ctx: z.RefinementCtx,
): void {
  const imageIds = new Set(input.images__ids ?? []);
  if ((input.files__ids ?? []).some((id) => imageIds.has(id))) {
    ctx.addIssue({
      code: 'custom',
      path: ['files__ids'],
      message: ANNOUNCEMENT_FILE_IN_BOTH_MESSAGE,
    });
  }
}

/**
 * The autosaved draft: every field may be missing or null (not answered yet), but a present
 * field must be valid. Also carries the wizard-only step and invited profile.
 */
export const announcementDraftInputSchema = z
  .object({
    ...makeNullish(FIELD_NAMES),
    invitationProfileId: entityIdSchema.nullish(),
    step: announcementStepSchema.nullish(),
  })
  .superRefine(checkFilesApartFromImages);
export type AnnouncementDraftInput = z.output<typeof announcementDraftInputSchema>;

const REQUIRED_ON_PUBLISH = [
  'categories__ids',
  'type',
  'workType',
  'orderType',
  'fieldInfo',
  'sigungu',
  'address',
  'workScope',
  'servicePriceType',
  'description',
  'publisherName',
  'emergencyContact',
  'postingDay',
] as const satisfies readonly FieldName[];
type RequiredOnPublish = (typeof REQUIRED_ON_PUBLISH)[number];
const OPTIONAL_ON_PUBLISH = FIELD_NAMES.filter(
  (name): name is Exclude<FieldName, RequiredOnPublish> =>
    !(REQUIRED_ON_PUBLISH as readonly string[]).includes(name),
);

const publishObjectSchema = z.object({
  ...(Object.fromEntries(REQUIRED_ON_PUBLISH.map((key) => [key, fieldSchemas[key]])) as {
    [P in RequiredOnPublish]: FieldSchemas[P];
  }),
  ...makeNullish(OPTIONAL_ON_PUBLISH),
  // The wizard may send these along; publishing ignores them (the invitation comes from the draft).
  invitationProfileId: z.unknown().optional(),
  step: z.unknown().optional(),
});

/**
 * What publishing stores: every field required by the product, and the SPEC §5 payload rules
 * applied — an '기타' text only with ETC, an amount only for WRITE/OVER_10000/NURI_AGENCY, the
 * daily-work term only for DAILY_WORK. Unanswered optional fields are null.
 */
export const announcementPublishInputSchema = publishObjectSchema
  .superRefine((input, ctx) => {
    const require = (path: FieldName, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (input.categories__ids.length === 0) {
      require('categories__ids', '업종을 1개 이상 선택해 주세요.');
    }
    if (input.workType === 'ETC' && !input.workTypeEtc) {
      require('workTypeEtc', '기타 공사 종류를 입력해 주세요.');
    }
    if (input.fieldInfo === 'ETC' && !input.fieldInfoEtc) {
      require('fieldInfoEtc', '기타 시설 분야를 입력해 주세요.');
    }
    if (input.workScope === 'ETC' && !input.workScopeEtc) {
      require('workScopeEtc', '기타 공사 범위를 입력해 주세요.');
    }
    if (hasServicePriceAmount(input.servicePriceType) && input.servicePrice == null) {
      require('servicePrice', '금액을 입력해 주세요.');
    }
    if (input.servicePriceType === 'DAILY_WORK') {
      if (!input.dailyWorkTermStart) require('dailyWorkTermStart', '작업 시작일을 입력해 주세요.');
      if (!input.dailyWorkTermEnd) require('dailyWorkTermEnd', '작업 종료일을 입력해 주세요.');
      if (
        input.dailyWorkTermStart &&
        input.dailyWorkTermEnd &&
        input.dailyWorkTermStart > input.dailyWorkTermEnd
      ) {
        require('dailyWorkTermEnd', '작업 종료일은 시작일 이후로 선택해 주세요.');
      }
    }
    if (input.mainImage__id && !(input.images__ids ?? []).includes(input.mainImage__id)) {
      require('mainImage__id', '대표 이미지는 첨부한 이미지 중에서 선택해 주세요.');
    }
    checkFilesApartFromImages(input, ctx);
  })
  .transform((input) => {
    const imageIds = input.images__ids ?? [];
    const isDailyWork = input.servicePriceType === 'DAILY_WORK';
    return {
      categoryIds: input.categories__ids,
      type: input.type,
      workType: input.workType,
      workTypeEtc: input.workType === 'ETC' ? (input.workTypeEtc ?? null) : null,
      orderType: input.orderType,
      fieldInfo: input.fieldInfo,
      fieldInfoEtc: input.fieldInfo === 'ETC' ? (input.fieldInfoEtc ?? null) : null,
      sigungu: input.sigungu,
      address: input.address,
      addressDetail: input.addressDetail || null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      bCode: input.bCode || null,
      bun: input.bun || null,
      ji: input.ji || null,
      workScope: input.workScope,
      workScopeEtc: input.workScope === 'ETC' ? (input.workScopeEtc ?? null) : null,
      hasLicense: input.hasLicense ?? null,
      licenseIds: input.license__ids ?? [],
      isPossibleTaxBillIssue: input.isPossibleTaxBillIssue ?? null,
      isReqRentLedgerSubmitPossible: input.isReqRentLedgerSubmitPossible ?? null,
      description: input.description,
      imageIds,
      fileIds: input.files__ids ?? [],
      mainImageId: input.mainImage__id ?? imageIds[0] ?? null,
      workStartSoon: input.workStartSoon ?? false,
      servicePriceType: input.servicePriceType,
      servicePrice: hasServicePriceAmount(input.servicePriceType)
        ? (input.servicePrice ?? null)
        : null,
      dailyWorkTermStart: isDailyWork ? (input.dailyWorkTermStart ?? null) : null,
      dailyWorkTermEnd: isDailyWork ? (input.dailyWorkTermEnd ?? null) : null,
      publisherName: input.publisherName,
      emergencyContact: input.emergencyContact,
      noticeTxt: input.noticeTxt || null,
      isEmergency: input.isEmergency ?? false,
      postingDay: input.postingDay,
    };
  });
export type AnnouncementPublishInput = z.output<typeof announcementPublishInputSchema>;
