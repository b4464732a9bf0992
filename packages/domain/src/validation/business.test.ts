import { describe, expect, it } from 'vitest';
import { businessNumberSchema, companyUniqueIdSchema } from './business';
import {
  isCompanyUniqueId,
  isValidBusinessNumber,
  readValidBusinessNumber,
} from './business-checks';
import { firstZodMessage } from './zod-error';

// Real, published registration numbers (삼성전자, 네이버, 카카오) with valid check digits.
const VALID_NUMBERS = ['1248100998', '2208162517', '1208147521'];

describe('isValidBusinessNumber', () => {
  it.each(VALID_NUMBERS)('accepts %s', (number) => {
    expect(isValidBusinessNumber(number)).toBe(true);
  });

  it('adds the tens digit of (9th digit × 5) to the weighted sum', () => {
    // 1·1+0·3+1·7+8·1+1·3+0·7+0·1+0·3+9·5 = 64, plus ⌊45/10⌋ = 4 → 68 → check digit 2.
    expect(isValidBusinessNumber('1018100092')).toBe(true);
    // Forgetting the carry would give check digit 6.
    expect(isValidBusinessNumber('1018100096')).toBe(false);
  });

  it.each(['1248100999', '2208162510', '1234567890', '0000000001', '124810099', '12481009988'])(
    'rejects %s',
    (number) => {
      expect(isValidBusinessNumber(number)).toBe(false);
    },
  );
});

describe('businessNumberSchema', () => {
  it.each([
    ['124-81-00998', '1248100998'],
    ['1248100998', '1248100998'],
    [' 220-81-62517 ', '2208162517'],
  ])('accepts %s and stores %s', (input, digits) => {
    expect(businessNumberSchema.parse(input)).toBe(digits);
  });

  it.each([
    ['', '사업자등록번호를 입력해 주세요.'],
    ['124-81-0099', '사업자등록번호 10자리를 입력해 주세요.'],
    ['1248-1-00998', '사업자등록번호 10자리를 입력해 주세요.'],
    ['124 81 00998', '사업자등록번호 10자리를 입력해 주세요.'],
    ['abc-de-fghij', '사업자등록번호 10자리를 입력해 주세요.'],
    ['124-81-00997', '유효하지 않은 사업자등록번호입니다.'],
  ])('rejects %j with "%s"', (input, message) => {
    const error = businessNumberSchema.safeParse(input).error;
    expect(firstZodMessage(error)).toBe(message);
    expect(error?.issues).toHaveLength(1);
  });
});

describe('companyUniqueIdSchema', () => {
  it.each([
    ['ABC123456', 'ABC123456'],
    ['abc123456', 'ABC123456'],
    [' XyZ000001 ', 'XYZ000001'],
  ])('accepts %s as %s', (input, stored) => {
    expect(companyUniqueIdSchema.parse(input)).toBe(stored);
  });

  it.each([
    'AB123456',
    'ABCD12345',
    'ABC12345',
    'ABC1234567',
    '123ABCDEF',
    '가나다123456',
    'ABC-123456',
  ])('rejects %s', (input) => {
    expect(firstZodMessage(companyUniqueIdSchema.safeParse(input).error)).toBe(
      '업체 고유번호는 영문 3자와 숫자 6자리입니다. (예: ABC123456)',
    );
    expect(isCompanyUniqueId(input)).toBe(false);
  });

  it('recognises a unique number typed into the search box', () => {
    expect(isCompanyUniqueId(' abc123456 ')).toBe(true);
    expect(isCompanyUniqueId('철근')).toBe(false);
  });
});

describe('readValidBusinessNumber', () => {
  it.each(['124-81-00998', ' 2208162517 ', '120-8147521', '124-81-00990', '12481009', '', 'abc'])(
    'answers %j as businessNumberSchema does, without zod',
    (value) => {
      const parsed = businessNumberSchema.safeParse(value);
      expect(readValidBusinessNumber(value)).toBe(parsed.success ? parsed.data : null);
    },
  );
});
