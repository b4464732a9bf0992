import { formatPhone } from '@gongsa/domain';

/**
 * Form state of the 프로필 section and its conversion to and from the API: inputs hold strings,
 * the API takes numbers and nulls. Validation itself is the shared zod in @gongsa/domain.
 */

export type CategoryOption = { id: string; name: string; path: string[] };
export type FileValue = { id: string; url: string; thumbnailURL: string | null; filename: string };
export type PhoneRow = { key: string; phoneNumber: string; isFirst: boolean };
export type AddressRow = {
  key: string;
  postCode: string;
  address: string;
  addressDetail: string;
  sigungu: string;
  isFirst: boolean;
};
export type StockholderRow = { key: string; name: string; rate: string };
export type LicenseRow = { key: string; licenseId: string; registrationNumber: string };

export type CompanyFormValues = {
  businessNumber: string;
  companyCode: string;
  companyType: string;
  companyName: string;
  mainBusiness: string;
  faxNumber: string;
  createdDay: string;
  staffCount: string;
  settleAccountDay: string;
  performanceType: string;
  description: string;
  isTaxBillIssue: boolean | null;
  isRentLedgerSubmitPossible: boolean | null;
  mainBusinessPrice: string;
  smsLinks: string[];
  homepageUrl: string;
  ownerName: string;
  phoneNumber: string;
  email: string;
  managerName: string;
  managerPhoneNumber: string;
  managerEmail: string;
  mainCategory: CategoryOption | null;
  mainSubCategory: CategoryOption | null;
  categories: CategoryOption[];
  licenses: LicenseRow[];
  phones: PhoneRow[];
  addresses: AddressRow[];
  stockholders: StockholderRow[];
  logoImg: FileValue | null;
  mainBusinessMenuImg: FileValue | null;
};

export type ConsumerFormValues = {
  companyName: string;
  ownerName: string;
  phoneNumber: string;
  email: string;
  description: string;
  categories: CategoryOption[];
  logoImg: FileValue | null;
};

type Nullable<T> = T | null | undefined;
type CategoryLike = { id: string; name: string; path?: string[] | null };
type FileLike = { id: string; url: string; thumbnailURL?: string | null; filename: string };

export type CompanyInfoLike = {
  businessNumber?: Nullable<string>;
  companyCode?: Nullable<string>;
  companyType?: Nullable<string>;
  companyName?: Nullable<string>;
  mainBusiness?: Nullable<string>;
  faxNumber?: Nullable<string>;
  createdDay?: Nullable<string>;
  staffCount?: Nullable<number>;
  settleAccountDay?: Nullable<string>;
  performanceType?: Nullable<string>;
  description?: Nullable<string>;
  isTaxBillIssue?: Nullable<boolean>;
  isRentLedgerSubmitPossible?: Nullable<boolean>;
  mainBusinessPrice?: Nullable<number>;
  smsLinks?: Nullable<readonly string[]>;
  homepageUrl?: Nullable<string>;
  ownerName?: Nullable<string>;
  phoneNumber?: Nullable<string>;
  email?: Nullable<string>;
  managerName?: Nullable<string>;
  managerPhoneNumber?: Nullable<string>;
  managerEmail?: Nullable<string>;
  mainCategory?: Nullable<CategoryLike>;
  mainSubCategory?: Nullable<CategoryLike>;
  categories?: Nullable<readonly CategoryLike[]>;
  licenses?: Nullable<
    readonly { license: { id: string; name: string }; registrationNumber?: Nullable<string> }[]
  >;
  phones?: Nullable<readonly { isFirst: boolean; phoneNumber: string }[]>;
  addresses?: Nullable<
    readonly {
      isFirst: boolean;
      postCode?: Nullable<string>;
      address?: Nullable<string>;
      addressDetail?: Nullable<string>;
      sigungu?: Nullable<string>;
    }[]
  >;
  stockholders?: Nullable<readonly { name: string; rate: number }[]>;
  logoImg?: Nullable<FileLike>;
  mainBusinessMenuImg?: Nullable<FileLike>;
};

let rowSequence = 0;
/** Stable React keys for list rows, so removing a row keeps the others' input state. */
export function createRowKey(): string {
  rowSequence += 1;
  return `row-${rowSequence}`;
}

function text(value: Nullable<string>): string {
  return value ?? '';
}

function toCategoryOption(category: Nullable<CategoryLike>): CategoryOption | null {
  if (!category) return null;
  return { id: category.id, name: category.name, path: [...(category.path ?? [category.name])] };
}

function toFileValue(file: Nullable<FileLike>): FileValue | null {
  if (!file) return null;
  return {
    id: file.id,
    url: file.url,
    thumbnailURL: file.thumbnailURL ?? null,
    filename: file.filename,
  };
}

export function createPhoneRow(isFirst: boolean, phoneNumber = ''): PhoneRow {
  return { key: createRowKey(), phoneNumber: formatPhone(phoneNumber), isFirst };
}

export function createAddressRow(isFirst: boolean): AddressRow {
  return {
    key: createRowKey(),
    postCode: '',
    address: '',
    addressDetail: '',
    sigungu: '',
    isFirst,
  };
}

export function toCompanyFormValues(info: CompanyInfoLike | null | undefined): CompanyFormValues {
  const source = info ?? {};
  const phones = (source.phones ?? []).map((phone) =>
    createPhoneRow(phone.isFirst, phone.phoneNumber),
  );
  const addresses = (source.addresses ?? []).map((address) => ({
    key: createRowKey(),
    postCode: text(address.postCode),
    address: text(address.address),
    addressDetail: text(address.addressDetail),
    sigungu: text(address.sigungu),
    isFirst: address.isFirst,
  }));
  return {
    businessNumber: text(source.businessNumber),
    companyCode: text(source.companyCode),
    companyType: text(source.companyType),
    companyName: text(source.companyName),
    mainBusiness: text(source.mainBusiness),
    faxNumber: formatPhone(source.faxNumber),
    createdDay: text(source.createdDay).slice(0, 10),
    staffCount:
      source.staffCount === null || source.staffCount === undefined
        ? ''
        : String(source.staffCount),
    settleAccountDay: text(source.settleAccountDay),
    performanceType: text(source.performanceType),
    description: text(source.description),
    isTaxBillIssue: source.isTaxBillIssue ?? null,
    isRentLedgerSubmitPossible: source.isRentLedgerSubmitPossible ?? null,
    mainBusinessPrice:
      source.mainBusinessPrice === null || source.mainBusinessPrice === undefined
        ? ''
        : String(source.mainBusinessPrice),
    smsLinks: [...(source.smsLinks ?? [])],
    homepageUrl: text(source.homepageUrl),
    ownerName: text(source.ownerName),
    phoneNumber: formatPhone(source.phoneNumber),
    email: text(source.email),
    managerName: text(source.managerName),
    managerPhoneNumber: formatPhone(source.managerPhoneNumber),
    managerEmail: text(source.managerEmail),
    mainCategory: toCategoryOption(source.mainCategory),
    mainSubCategory: toCategoryOption(source.mainSubCategory),
    categories: (source.categories ?? []).flatMap((category) => {
      const option = toCategoryOption(category);
      return option ? [option] : [];
    }),
    licenses: (source.licenses ?? []).map((entry) => ({
      key: createRowKey(),
      licenseId: entry.license.id,
      registrationNumber: text(entry.registrationNumber),
    })),
    phones: phones.length > 0 ? phones : [createPhoneRow(true)],
    addresses: addresses.length > 0 ? addresses : [createAddressRow(true)],
    stockholders: (source.stockholders ?? []).map((holder) => ({
      key: createRowKey(),
      name: holder.name,
      rate: String(holder.rate),
    })),
    logoImg: toFileValue(source.logoImg),
    mainBusinessMenuImg: toFileValue(source.mainBusinessMenuImg),
  };
}

export function toConsumerFormValues(info: CompanyInfoLike | null | undefined): ConsumerFormValues {
  const source = info ?? {};
  return {
    companyName: text(source.companyName),
    ownerName: text(source.ownerName),
    phoneNumber: formatPhone(source.phoneNumber),
    email: text(source.email),
    description: text(source.description),
    categories: (source.categories ?? []).flatMap((category) => {
      const option = toCategoryOption(category);
      return option ? [option] : [];
    }),
    logoImg: toFileValue(source.logoImg),
  };
}

/** Empty means null (SPEC §5 "Empty means null, undefined or zero length"). */
export function toNullableText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/**
 * Digits-only fields (인원, 금액) become numbers; anything else is passed through as typed so the
 * shared schema reports it in Korean rather than the form silently dropping it.
 */
export function toNullableInteger(value: string): number | string | null {
  const compact = value.replace(/[,\s]/g, '');
  if (compact.length === 0) return null;
  return /^\d+$/.test(compact) ? Number(compact) : compact;
}

export function toNullableDecimal(value: string): number | string | null {
  const compact = value.replace(/[%\s]/g, '');
  if (compact.length === 0) return null;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : compact;
}

/** Keeps at most one 대표 entry; when none is marked, the first row becomes it. */
export function ensureOneFirst<T extends { isFirst: boolean }>(rows: readonly T[]): T[] {
  const firstIndex = Math.max(
    0,
    rows.findIndex((row) => row.isFirst),
  );
  return rows.map((row, index) => ({ ...row, isFirst: index === firstIndex }));
}

function isBlankAddress(row: AddressRow): boolean {
  return (
    !row.postCode.trim() && !row.address.trim() && !row.addressDetail.trim() && !row.sigungu.trim()
  );
}

type Indexed<T> = { row: T; index: number };

function keepIndexed<T>(rows: readonly T[], isKept: (row: T) => boolean): Indexed<T>[] {
  return rows.flatMap((row, index) => (isKept(row) ? [{ row, index }] : []));
}

/** Which form row each list entry sent to the API came from, to put its errors back on that row. */
export type ListRowSources = Record<'phones' | 'addresses' | 'stockholders' | 'licenses', number[]>;

/** CompanyProfileInput / EngineerProfileInput: the whole info, lists included (they replace the stored ones). */
export function toCompanyProfileInput(
  values: CompanyFormValues,
  options: { hasCompanyCode: boolean },
) {
  // Untouched blank rows are the form's empty placeholders, not data.
  const phones = keepIndexed(values.phones, (row) => row.phoneNumber.trim().length > 0);
  const firstPhones = ensureOneFirst(phones.map(({ row }) => row));
  const addresses = keepIndexed(values.addresses, (row) => !isBlankAddress(row));
  const firstAddresses = ensureOneFirst(addresses.map(({ row }) => row));
  const stockholders = keepIndexed(
    values.stockholders,
    (row) => row.name.trim().length > 0 || row.rate.trim().length > 0,
  );
  const licenses = keepIndexed(values.licenses, (row) => row.licenseId.length > 0);
  const sources: ListRowSources = {
    phones: phones.map(({ index }) => index),
    addresses: addresses.map(({ index }) => index),
    stockholders: stockholders.map(({ index }) => index),
    licenses: licenses.map(({ index }) => index),
  };
  const input = {
    businessNumber: toNullableText(values.businessNumber),
    ...(options.hasCompanyCode ? { companyCode: toNullableText(values.companyCode) } : {}),
    companyType: toNullableText(values.companyType),
    companyName: toNullableText(values.companyName),
    mainBusiness: toNullableText(values.mainBusiness),
    faxNumber: toNullableText(values.faxNumber),
    createdDay: toNullableText(values.createdDay),
    staffCount: toNullableInteger(values.staffCount),
    settleAccountDay: toNullableText(values.settleAccountDay),
    performanceType: toNullableText(values.performanceType),
    description: toNullableText(values.description),
    isTaxBillIssue: values.isTaxBillIssue,
    isRentLedgerSubmitPossible: values.isRentLedgerSubmitPossible,
    mainBusinessPrice: toNullableInteger(values.mainBusinessPrice),
    smsLinks: values.smsLinks,
    homepageUrl: toNullableText(values.homepageUrl),
    ownerName: toNullableText(values.ownerName),
    phoneNumber: toNullableText(values.phoneNumber),
    email: toNullableText(values.email),
    managerName: toNullableText(values.managerName),
    managerPhoneNumber: toNullableText(values.managerPhoneNumber),
    managerEmail: toNullableText(values.managerEmail),
    mainCategoryId: values.mainCategory?.id ?? null,
    mainSubCategoryId: values.mainSubCategory?.id ?? null,
    categoryIds: values.categories.map((category) => category.id),
    licenses: licenses.map(({ row }) => ({
      licenseId: row.licenseId,
      registrationNumber: toNullableText(row.registrationNumber),
    })),
    phones: firstPhones.map((row) => ({
      phoneNumber: row.phoneNumber.trim(),
      isFirst: row.isFirst,
    })),
    addresses: firstAddresses.map((row) => ({
      postCode: toNullableText(row.postCode),
      address: toNullableText(row.address),
      addressDetail: toNullableText(row.addressDetail),
      sigungu: toNullableText(row.sigungu),
      isFirst: row.isFirst,
    })),
    stockholders: stockholders.map(({ row }) => ({
      name: row.name.trim(),
      rate: toNullableDecimal(row.rate),
    })),
    logoImgId: values.logoImg?.id ?? null,
    mainBusinessMenuImgId: values.mainBusinessMenuImg?.id ?? null,
  };
  return { input, sources };
}

/** 'phones.1.phoneNumber' of the sent list → the same key for the form row it came from. */
export function toFormFieldKey(key: string, sources: ListRowSources): string {
  const [list, position, ...rest] = key.split('.');
  if (!list || position === undefined || !(list in sources)) return key;
  const formIndex = sources[list as keyof ListRowSources][Number(position)];
  return formIndex === undefined ? key : [list, String(formIndex), ...rest].join('.');
}

export function toConsumerProfileInput(values: ConsumerFormValues) {
  return {
    companyName: toNullableText(values.companyName),
    ownerName: toNullableText(values.ownerName),
    phoneNumber: toNullableText(values.phoneNumber),
    email: toNullableText(values.email),
    description: toNullableText(values.description),
    categoryIds: values.categories.map((category) => category.id),
    logoImgId: values.logoImg?.id ?? null,
  };
}

/** Sum of the 지분율 that are numbers; the form shows it under the list. */
export function sumStockholderRates(rows: readonly StockholderRow[]): number {
  const total = rows.reduce((sum, row) => {
    const rate = toNullableDecimal(row.rate);
    return typeof rate === 'number' ? sum + rate : sum;
  }, 0);
  return Math.round(total * 100) / 100;
}

export type FieldErrors = Record<string, string>;

type IssueLike = { path: ReadonlyArray<PropertyKey>; message: string };

/**
 * One message per field, keyed by the issue path ('phones.0.phoneNumber'); the first issue wins
 * because the shared schemas list their rules in the order a user should fix them.
 */
export function collectFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The DOM id of the input for a field key, shared by the inputs and the focus-on-error logic. */
export function toFieldDomId(formId: string, key: string): string {
  return `${formId}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
