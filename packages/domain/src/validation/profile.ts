import { josa } from 'es-hangul';
import { z } from 'zod';
import { getSeoulDateParts } from '../format/seoul-time';
import { NOTIFICATION_CATEGORY_LIMIT, NOTIFICATION_LOCATION_RANGES } from '../constants';
import { nicknameSchema, emailSchema, phoneSchema } from './account';
import { businessNumberSchema } from './business';
import { urlSchema } from './url';

/** Upper bounds that keep one profile save small; no real company needs more. */
export const PROFILE_LIST_LIMITS = {
  phones: 5,
  addresses: 5,
  stockholders: 20,
  categories: 30,
  licenses: 30,
  smsLinks: 5,
} as const;

export const PROFILE_TEXT_LIMITS = {
  companyName: 100,
  ownerName: 50,
  companyType: 50,
  mainBusiness: 200,
  performanceType: 50,
  description: 2000,
  managerName: 50,
  stockholderName: 50,
  registrationNumber: 50,
  address: 200,
  addressDetail: 100,
  sigungu: 50,
  userName: 30,
} as const;

/**
 * Forms send '' for a field the user left blank and GraphQL sends null or nothing; all three
 * mean "not filled" and are stored as null.
 */
function blankToNull(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable());
}

function requiredText(label: string, max: number) {
  const empty = `${josa(label, '을/를')} 입력해 주세요.`;
  return z
    .string({ error: empty })
    .trim()
    .min(1, { error: empty, abort: true })
    .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` });
}

function optionalText(label: string, max: number) {
  return optional(
    z
      .string({ error: `${josa(label, '을/를')} 확인해 주세요.` })
      .trim()
      .max(max, { error: `${josa(label, '은/는')} ${max}자 이하로 입력해 주세요.` }),
  );
}

/** GraphQL IDs arrive as strings; rows are keyed by positive integers. */
export function createIdSchema(label: string) {
  const message = `${label} 정보가 올바르지 않습니다.`;
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const id = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return id;
  });
}

function uniqueIds(label: string, max: number) {
  return z
    .array(createIdSchema(label), { error: `${josa(label, '을/를')} 확인해 주세요.` })
    .max(max, { error: `${josa(label, '은/는')} 최대 ${max}개까지 선택할 수 있습니다.` })
    .transform((ids) => Array.from(new Set(ids)));
}

function listOf<T extends z.ZodType>(item: T, label: string, max: number) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(item, { error: `${josa(label, '을/를')} 확인해 주세요.` })
      .max(max, { error: `${josa(label, '은/는')} 최대 ${max}개까지 입력할 수 있습니다.` }),
  );
}

const ISO_DATE_PATTERN = /^(\d{4})[-.]?(\d{2})[-.]?(\d{2})$/;

/** 설립일: YYYY-MM-DD (also YYYY.MM.DD or YYYYMMDD), a real calendar day, not in the future. */
export function createFoundedDateSchema(getNow: () => Date = () => new Date()) {
  return z
    .string({ error: '설립일을 확인해 주세요.' })
    .trim()
    .transform((value, ctx) => {
      const match = ISO_DATE_PATTERN.exec(value);
      const [, yearText = '', monthText = '', dayText = ''] = match ?? [];
      const year = Number(yearText);
      const month = Number(monthText);
      const day = Number(dayText);
      const date = new Date(Date.UTC(year, month - 1, day));
      if (
        !match ||
        year < 1800 ||
        date.getUTCFullYear() !== year ||
        date.getUTCMonth() !== month - 1 ||
        date.getUTCDate() !== day
      ) {
        ctx.addIssue({ code: 'custom', message: '설립일을 YYYY-MM-DD 형식으로 입력해 주세요.' });
        return z.NEVER;
      }
      const today = getSeoulDateParts(getNow());
      if (year * 10_000 + month * 100 + day > today.year * 10_000 + today.month * 100 + today.day) {
        ctx.addIssue({ code: 'custom', message: '설립일은 오늘 이후 날짜일 수 없습니다.' });
        return z.NEVER;
      }
      return `${yearText}-${monthText}-${dayText}`;
    });
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** 결산일 as MM-DD (e.g. 12-31); '1231' and '12.31' are accepted and normalised. */
export const settleAccountDaySchema = z
  .string({ error: '결산일을 확인해 주세요.' })
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{1,2})[-./]?(\d{2})$/.exec(value);
    const month = Number(match?.[1]);
    const day = Number(match?.[2]);
    if (!match || month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) {
      ctx.addIssue({
        code: 'custom',
        message: '결산일을 MM-DD 형식으로 입력해 주세요. (예: 12-31)',
      });
      return z.NEVER;
    }
    return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  });

/** 법인등록번호: 13 digits, written 6-7 with a hyphen or without; stored as digits. */
export const companyCodeSchema = z
  .string({ error: '법인등록번호를 입력해 주세요.' })
  .trim()
  .regex(/^\d{6}-?\d{7}$/, { error: '법인등록번호 13자리를 입력해 주세요. (예: 110111-1234567)' })
  .transform((value) => value.replace(/-/g, ''));

const MAX_WON = 2_147_483_647;

const wonSchema = z
  .number({ error: '금액은 숫자로 입력해 주세요.' })
  .int({ error: '금액은 원 단위 정수로 입력해 주세요.' })
  .min(0, { error: '금액은 0원 이상이어야 합니다.' })
  .max(MAX_WON, { error: '금액이 너무 큽니다.' });

const staffCountSchema = z
  .number({ error: '직원 수는 숫자로 입력해 주세요.' })
  .int({ error: '직원 수는 정수로 입력해 주세요.' })
  .min(0, { error: '직원 수는 0명 이상이어야 합니다.' })
  .max(1_000_000, { error: '직원 수를 확인해 주세요.' });

export const profilePhoneSchema = z.object({
  phoneNumber: phoneSchema,
  isFirst: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

export const profileAddressSchema = z.object({
  postCode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, { error: '우편번호는 숫자 5자리입니다.' }),
  ),
  address: requiredText('주소', PROFILE_TEXT_LIMITS.address),
  addressDetail: optionalText('상세 주소', PROFILE_TEXT_LIMITS.addressDetail),
  /** '시/도 시/군/구' (서울특별시 강남구) or only the 시/군/구 as the postcode widget gives it. */
  sigungu: optionalText('시/군/구', PROFILE_TEXT_LIMITS.sigungu),
  isFirst: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

export const profileStockholderSchema = z.object({
  name: requiredText('주주 이름', PROFILE_TEXT_LIMITS.stockholderName),
  rate: z
    .number({ error: '지분율은 숫자로 입력해 주세요.' })
    .min(0, { error: '지분율은 0에서 100 사이로 입력해 주세요.' })
    .max(100, { error: '지분율은 0에서 100 사이로 입력해 주세요.' })
    .transform((rate) => Math.round(rate * 100) / 100),
});

export const profileLicenseSchema = z.object({
  licenseId: createIdSchema('면허'),
  registrationNumber: optionalText('면허 등록번호', PROFILE_TEXT_LIMITS.registrationNumber),
});

/** Exactly one entry is the main one: the one marked, or the first when none (or several) are. */
function markOneFirst<T extends { isFirst: boolean }>(items: T[]): T[] {
  const firstIndex = Math.max(
    0,
    items.findIndex((item) => item.isFirst),
  );
  return items.map((item, index) => ({ ...item, isFirst: index === firstIndex }));
}

const companyFields = {
  businessNumber: businessNumberSchema,
  companyType: optionalText('회사 형태', PROFILE_TEXT_LIMITS.companyType),
  companyName: requiredText('상호명', PROFILE_TEXT_LIMITS.companyName),
  mainBusiness: optionalText('주요 사업', PROFILE_TEXT_LIMITS.mainBusiness),
  faxNumber: optional(phoneSchema),
  createdDay: optional(createFoundedDateSchema()),
  staffCount: optional(staffCountSchema),
  settleAccountDay: optional(settleAccountDaySchema),
  performanceType: optionalText('실적 유형', PROFILE_TEXT_LIMITS.performanceType),
  description: optionalText('소개', PROFILE_TEXT_LIMITS.description),
  isTaxBillIssue: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  isRentLedgerSubmitPossible: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  mainBusinessPrice: optional(wonSchema),
  smsLinks: listOf(urlSchema, 'SNS 링크', PROFILE_LIST_LIMITS.smsLinks),
  homepageUrl: optional(urlSchema),
  ownerName: requiredText('대표자명', PROFILE_TEXT_LIMITS.ownerName),
  phoneNumber: optional(phoneSchema),
  email: optional(emailSchema),
  managerName: optionalText('담당자 이름', PROFILE_TEXT_LIMITS.managerName),
  managerPhoneNumber: optional(phoneSchema),
  managerEmail: optional(emailSchema),
  mainCategoryId: optional(createIdSchema('주력 업종')),
  mainSubCategoryId: optional(createIdSchema('세부 주력 업종')),
  categoryIds: z.preprocess(
    (value) => value ?? [],
    uniqueIds('업종', PROFILE_LIST_LIMITS.categories),
  ),
  licenses: listOf(profileLicenseSchema, '면허', PROFILE_LIST_LIMITS.licenses),
  phones: listOf(profilePhoneSchema, '전화번호', PROFILE_LIST_LIMITS.phones).transform(
    markOneFirst,
  ),
  addresses: listOf(profileAddressSchema, '주소', PROFILE_LIST_LIMITS.addresses).transform(
    markOneFirst,
  ),
  stockholders: listOf(profileStockholderSchema, '주주', PROFILE_LIST_LIMITS.stockholders),
  logoImgId: optional(createIdSchema('로고 이미지')),
  mainBusinessMenuImgId: optional(createIdSchema('주요 사업 이미지')),
};

function checkCompanyLists(
  data: {
    licenses: { licenseId: number }[];
    stockholders: { rate: number }[];
  },
  ctx: z.RefinementCtx,
): void {
  const licenseIds = data.licenses.map((license) => license.licenseId);
  if (new Set(licenseIds).size !== licenseIds.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['licenses'],
      message: '같은 면허가 두 번 입력되었습니다.',
    });
  }
  const totalRate = data.stockholders.reduce((sum, holder) => sum + holder.rate, 0);
  if (totalRate > 100.001) {
    ctx.addIssue({
      code: 'custom',
      path: ['stockholders'],
      message: '주주 지분율의 합은 100%를 넘을 수 없습니다.',
    });
  }
}

/** CompanyProfileInput (법인, 개인 사업자). companyCode (법인등록번호) is optional for 개인 사업자. */
export const companyProfileSchema = z
  .object({ ...companyFields, companyCode: optional(companyCodeSchema) })
  .superRefine(checkCompanyLists);

/**
 * EngineerProfileInput: the company fields without companyCode. An engineer is a person, so the
 * 사업자등록번호 is optional and companyName (상호) may be empty; ownerName is the engineer's name.
 */
export const engineerProfileSchema = z
  .object({
    ...companyFields,
    businessNumber: optional(businessNumberSchema),
    companyName: optionalText('상호명', PROFILE_TEXT_LIMITS.companyName),
    ownerName: requiredText('이름', PROFILE_TEXT_LIMITS.ownerName),
  })
  .superRefine(checkCompanyLists);

/** ConsumerProfileInput (일반 소비자). */
export const consumerProfileSchema = z.object({
  companyName: optionalText('상호명', PROFILE_TEXT_LIMITS.companyName),
  ownerName: requiredText('이름', PROFILE_TEXT_LIMITS.ownerName),
  phoneNumber: optional(phoneSchema),
  email: optional(emailSchema),
  description: optionalText('소개', PROFILE_TEXT_LIMITS.description),
  categoryIds: z.preprocess(
    (value) => value ?? [],
    uniqueIds('관심 업종', PROFILE_LIST_LIMITS.categories),
  ),
  logoImgId: optional(createIdSchema('프로필 이미지')),
});

export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileData = z.output<typeof companyProfileSchema>;
export type EngineerProfileInput = z.input<typeof engineerProfileSchema>;
export type EngineerProfileData = z.output<typeof engineerProfileSchema>;
export type ConsumerProfileInput = z.input<typeof consumerProfileSchema>;
export type ConsumerProfileData = z.output<typeof consumerProfileSchema>;

const LOCATION_RANGE_CHOICES_TEXT = `${NOTIFICATION_LOCATION_RANGES.map((km) => `${km}km`).join(', ')} 또는 전국`;

/** Kilometres, one of NOTIFICATION_LOCATION_RANGES; null (or nothing) means nationwide. */
const locationRangeSchema = z
  .number({ error: '알림 받을 거리를 숫자로 입력해 주세요.' })
  .refine((km) => (NOTIFICATION_LOCATION_RANGES as readonly number[]).includes(km), {
    error: `알림 받을 거리는 ${LOCATION_RANGE_CHOICES_TEXT} 중에서 골라 주세요.`,
  });

const optionalFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * NotificationSettingInput: every field optional; an omitted (or null) switch stays as it was.
 * locationRange is the exception: an explicit null means "nationwide".
 */
export const notificationSettingSchema = z.object({
  marketing: optionalFlag,
  keyword: optionalFlag,
  notice: optionalFlag,
  chat: optionalFlag,
  follow: optionalFlag,
  communityPost: optionalFlag,
  communityCommend: optionalFlag,
  locationRange: locationRangeSchema.nullable().optional(),
  categoryRange: z
    .preprocess(
      (value) => (value === null ? undefined : value),
      uniqueIds('알림 업종', NOTIFICATION_CATEGORY_LIMIT),
    )
    .optional(),
});

/** UserAllowInput: the optional consents given at sign-up, changeable later. */
export const userAllowSchema = z.object({
  geolocation: optionalFlag,
  thirdParty: optionalFlag,
});

export const UPDATE_ME_MESSAGES = {
  requestIdRequired: '휴대폰 번호를 바꾸려면 새 번호로 인증을 먼저 완료해 주세요.',
} as const;

/**
 * UpdateMeInput. Omitted fields stay as they are; avatarId null removes the picture. A new
 * phone number needs the requestId from validateAuthNumber for that number.
 */
export const updateMeSchema = z.object({
  name: requiredText('이름', PROFILE_TEXT_LIMITS.userName).optional(),
  nickname: nicknameSchema.optional(),
  phoneNumber: phoneSchema.optional(),
  requestId: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : undefined)),
  avatarId: createIdSchema('프로필 사진').nullable().optional(),
  notificationSetting: notificationSettingSchema.nullish().transform((value) => value ?? undefined),
  allow: userAllowSchema.nullish().transform((value) => value ?? undefined),
});

export type UpdateMeInput = z.input<typeof updateMeSchema>;
export type UpdateMeData = z.output<typeof updateMeSchema>;
