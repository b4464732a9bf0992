import { PROFILE_PORTFOLIO_BONUS, type ProfileType } from './enums/user';

/**
 * What the completion rules read from a profile: the parsed form data on the web, the parsed
 * input (or the stored info) on the API. Anything not given counts as not filled.
 */
export interface ProfileProgressFields {
  businessNumber?: string | null;
  companyCode?: string | null;
  companyType?: string | null;
  companyName?: string | null;
  mainBusiness?: string | null;
  createdDay?: string | null;
  staffCount?: number | null;
  description?: string | null;
  ownerName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  managerName?: string | null;
  managerPhoneNumber?: string | null;
  mainBusinessPrice?: number | null;
  isTaxBillIssue?: boolean | null;
  isRentLedgerSubmitPossible?: boolean | null;
  mainCategoryId?: number | string | null;
  categoryIds?: readonly unknown[] | null;
  licenses?: readonly unknown[] | null;
  phones?: readonly unknown[] | null;
  addresses?: readonly unknown[] | null;
  logoImgId?: number | string | null;
}

type FieldKey = keyof ProfileProgressFields;

const COMPANY_PROGRESS_FIELDS: readonly FieldKey[] = [
  'companyName',
  'ownerName',
  'businessNumber',
  'companyType',
  'mainBusiness',
  'createdDay',
  'staffCount',
  'description',
  'phoneNumber',
  'email',
  'managerName',
  'managerPhoneNumber',
  'mainBusinessPrice',
  'isTaxBillIssue',
  'isRentLedgerSubmitPossible',
  'mainCategoryId',
  'categoryIds',
  'licenses',
  'phones',
  'addresses',
  'logoImgId',
];

/**
 * The fields that count towards the completion ring, each with the same weight. 법인등록번호
 * exists only for 법인; an engineer is a person, so company-only facts (사업자등록번호, staff,
 * 설립일, 세금계산서) do not count against them; a consumer fills a short card.
 */
export const PROFILE_PROGRESS_FIELDS: Readonly<Record<ProfileType, readonly FieldKey[]>> = {
  CORPORATION: [...COMPANY_PROGRESS_FIELDS, 'companyCode'],
  PRIVATE_BUSINESS: COMPANY_PROGRESS_FIELDS,
  ENGINEER: [
    'ownerName',
    'phoneNumber',
    'email',
    'description',
    'mainBusiness',
    'mainCategoryId',
    'categoryIds',
    'licenses',
    'phones',
    'addresses',
    'mainBusinessPrice',
    'logoImgId',
  ],
  CONSUMER: ['ownerName', 'phoneNumber', 'email', 'description', 'categoryIds', 'logoImgId'],
};

/** A requirement is met when any of its fields is filled (a company may give phones instead of one number). */
interface ProfileRequirement {
  fields: readonly FieldKey[];
  label: string;
}

const COMPANY_REQUIREMENTS: readonly ProfileRequirement[] = [
  { fields: ['companyName'], label: '상호명' },
  { fields: ['ownerName'], label: '대표자명' },
  { fields: ['businessNumber'], label: '사업자등록번호' },
  { fields: ['phoneNumber', 'phones'], label: '전화번호' },
  { fields: ['addresses'], label: '주소' },
  { fields: ['categoryIds'], label: '업종' },
];

/**
 * The basic fields without which a profile cannot take part in estimate requests ('프로필을
 * 먼저 완성해 주세요' until they are filled).
 */
export const PROFILE_REQUIREMENTS: Readonly<Record<ProfileType, readonly ProfileRequirement[]>> = {
  CORPORATION: COMPANY_REQUIREMENTS,
  PRIVATE_BUSINESS: COMPANY_REQUIREMENTS,
  ENGINEER: [
    { fields: ['ownerName'], label: '이름' },
    { fields: ['phoneNumber', 'phones'], label: '전화번호' },
    { fields: ['addresses'], label: '주소' },
    { fields: ['categoryIds'], label: '업종' },
  ],
  CONSUMER: [
    { fields: ['ownerName'], label: '이름' },
    { fields: ['phoneNumber'], label: '전화번호' },
  ],
};

/** SPEC §5: empty is null, undefined or zero length; blank text is empty too. false is an answer. */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Share of the type's progress fields that are filled, 0–100 (stored as rateOfCreation). It does
 * not include the portfolio bonus.
 */
export function computeProfileCreationRate(
  type: ProfileType,
  fields: ProfileProgressFields,
): number {
  return Math.round(getFilledShare(type, fields) * 100);
}

function getFilledShare(type: ProfileType, fields: ProfileProgressFields): number {
  const keys = PROFILE_PROGRESS_FIELDS[type];
  return keys.filter((key) => isFilled(fields[key])).length / keys.length;
}

/**
 * The completion ring (0–100). The filled fields earn up to 100 minus the portfolio bonus, and a
 * live portfolio adds the bonus (SPEC §4/§9: +15 ENGINEER, +10 the others), so a complete form
 * with a portfolio is exactly 100 and the bonus is never swallowed by the cap.
 */
export function computeProfileProgress(
  type: ProfileType,
  fields: ProfileProgressFields,
  hasPortfolio: boolean,
): number {
  const bonus = PROFILE_PORTFOLIO_BONUS[type];
  const fromFields = Math.round(getFilledShare(type, fields) * (100 - bonus));
  return Math.min(100, fromFields + (hasPortfolio ? bonus : 0));
}

/** The Korean labels of the basic fields still missing, in form order. */
export function listMissingProfileFields(
  type: ProfileType,
  fields: ProfileProgressFields,
): string[] {
  return PROFILE_REQUIREMENTS[type]
    .filter((requirement) => !requirement.fields.some((key) => isFilled(fields[key])))
    .map((requirement) => requirement.label);
}

export function isProfileCompleted(type: ProfileType, fields: ProfileProgressFields): boolean {
  return listMissingProfileFields(type, fields).length === 0;
}

/** A field that counts towards the completion ring. */
export type ProfileProgressFieldKey = keyof ProfileProgressFields;

/**
 * What one filled field adds to the ring (before rounding): the type's progress fields share
 * 100 minus the portfolio bonus equally (computeProfileProgress).
 */
export function getProfileFieldWeight(type: ProfileType): number {
  return (100 - PROFILE_PORTFOLIO_BONUS[type]) / PROFILE_PROGRESS_FIELDS[type].length;
}

/**
 * The progress fields still blank, in the order to fill them: the first field of each basic
 * requirement not met (PROFILE_REQUIREMENTS, without which a profile cannot take part in
 * estimate requests), then the other blank fields in the ring's order.
 */
export function listProfileFieldsToFill(
  type: ProfileType,
  fields: ProfileProgressFields,
): ProfileProgressFieldKey[] {
  const basics = PROFILE_REQUIREMENTS[type]
    .filter((requirement) => !requirement.fields.some((key) => isFilled(fields[key])))
    .map((requirement) => requirement.fields[0]!);
  const others = PROFILE_PROGRESS_FIELDS[type].filter(
    (key) => !isFilled(fields[key]) && !basics.includes(key),
  );
  return [...basics, ...others];
}
