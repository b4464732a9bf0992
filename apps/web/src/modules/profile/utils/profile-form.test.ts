import { companyProfileSchema } from '@gongsa/domain';
import { describe, expect, it } from 'vitest';
import {
  collectFieldErrors,
  createAddressRow,
  createPhoneRow,
  ensureOneFirst,
  sumStockholderRates,
  toCompanyFormValues,
  toCompanyProfileInput,
  toFormFieldKey,
  toNullableInteger,
} from './profile-form';

const BUSINESS_NUMBER = '1248100998';

function filledValues() {
  const values = toCompanyFormValues({
    businessNumber: BUSINESS_NUMBER,
    companyName: '(주)한빛건설',
    ownerName: '김대표',
  });
  return values;
}

describe('toCompanyFormValues', () => {
  it('starts an empty profile with one 대표 phone row and one 대표 address row', () => {
    const values = toCompanyFormValues(null);
    expect(values.phones).toHaveLength(1);
    expect(values.phones[0]?.isFirst).toBe(true);
    expect(values.addresses).toHaveLength(1);
    expect(values.addresses[0]?.isFirst).toBe(true);
  });

  it('shows stored numbers the way people write them', () => {
    const values = toCompanyFormValues({
      phoneNumber: '0212345678',
      staffCount: 25,
      mainBusinessPrice: 50_000_000,
      phones: [{ isFirst: true, phoneNumber: '01012345678' }],
      createdDay: '2001-05-02',
    });
    expect(values.phoneNumber).toBe('02-1234-5678');
    expect(values.phones[0]?.phoneNumber).toBe('010-1234-5678');
    expect(values.staffCount).toBe('25');
    expect(values.mainBusinessPrice).toBe('50000000');
    expect(values.createdDay).toBe('2001-05-02');
  });
});

describe('toCompanyProfileInput', () => {
  it('sends blanks as null, numbers as numbers and drops untouched list rows', () => {
    const values = {
      ...filledValues(),
      staffCount: '1,200',
      mainBusinessPrice: '',
      phones: [createPhoneRow(true), createPhoneRow(false, '031-555-1234')],
      addresses: [createAddressRow(true)],
    };
    const { input, sources } = toCompanyProfileInput(values, { hasCompanyCode: true });
    expect(input.staffCount).toBe(1200);
    expect(input.mainBusinessPrice).toBeNull();
    expect(input.companyCode).toBeNull();
    expect(input.phones).toEqual([{ phoneNumber: '031-555-1234', isFirst: true }]);
    expect(input.addresses).toEqual([]);
    expect(sources.phones).toEqual([1]);
    expect(companyProfileSchema.safeParse(input).success).toBe(true);
  });

  it('leaves companyCode out for profiles that have none (기술자, 개인 사업자)', () => {
    const { input } = toCompanyProfileInput(filledValues(), { hasCompanyCode: false });
    expect('companyCode' in input).toBe(false);
  });

  it('puts an invalid list entry error back on the form row it came from', () => {
    const values = {
      ...filledValues(),
      phones: [createPhoneRow(true), createPhoneRow(false, '12345')],
    };
    const { input, sources } = toCompanyProfileInput(values, { hasCompanyCode: false });
    const parsed = companyProfileSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? {} : collectFieldErrors(parsed.error.issues);
    expect(errors['phones.0.phoneNumber']).toMatch(/올바른 전화번호/);
    expect(toFormFieldKey('phones.0.phoneNumber', sources)).toBe('phones.1.phoneNumber');
  });

  it('reports stockholders above 100% in total under the list', () => {
    const values = {
      ...filledValues(),
      stockholders: [
        { key: 'a', name: '김대표', rate: '70' },
        { key: 'b', name: '이이사', rate: '40.5' },
      ],
    };
    expect(sumStockholderRates(values.stockholders)).toBe(110.5);
    const { input } = toCompanyProfileInput(values, { hasCompanyCode: false });
    const parsed = companyProfileSchema.safeParse(input);
    const errors = parsed.success ? {} : collectFieldErrors(parsed.error.issues);
    expect(errors.stockholders).toBe('주주 지분율의 합은 100%를 넘을 수 없습니다.');
  });
});

describe('helpers', () => {
  it('passes non-numeric amounts through so the schema reports them', () => {
    expect(toNullableInteger(' ')).toBeNull();
    expect(toNullableInteger('3,000')).toBe(3000);
    expect(toNullableInteger('12a')).toBe('12a');
  });

  it('keeps exactly one 대표 row', () => {
    const rows = [
      { isFirst: false, id: 1 },
      { isFirst: true, id: 2 },
      { isFirst: true, id: 3 },
    ];
    expect(ensureOneFirst(rows).map((row) => row.isFirst)).toEqual([false, true, false]);
    expect(ensureOneFirst([{ isFirst: false }]).map((row) => row.isFirst)).toEqual([true]);
  });
});
