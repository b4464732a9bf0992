import { describe, expect, it } from 'vitest';
import {
  bidSortingSchema,
  companySortingSchema,
  licenseNeedSchema,
  profileTypeSchema,
  servicePriceTypeSchema,
  workTypeSchema,
  yesNoSchema,
} from './enum-schemas';
import { firstZodMessage } from './zod-error';

describe('enum schemas', () => {
  it('accept the agreed values', () => {
    expect(profileTypeSchema.parse('ENGINEER')).toBe('ENGINEER');
    expect(workTypeSchema.parse('REPAIR')).toBe('REPAIR');
    expect(servicePriceTypeSchema.parse('NURI_AGENCY')).toBe('NURI_AGENCY');
    expect(companySortingSchema.parse('6')).toBe('6');
    expect(bidSortingSchema.parse('4')).toBe('4');
    expect(licenseNeedSchema.parse('0')).toBe('0');
  });

  it('reject anything else with a Korean "please choose" message and the right particle', () => {
    expect(firstZodMessage(profileTypeSchema.safeParse('ADMIN').error)).toBe(
      '회원 유형을 선택해 주세요.',
    );
    expect(firstZodMessage(workTypeSchema.safeParse(undefined).error)).toBe(
      '공사 종류를 선택해 주세요.',
    );
    expect(firstZodMessage(yesNoSchema.safeParse(1).error)).toBe('예 또는 아니오를 선택해 주세요.');
    expect(bidSortingSchema.safeParse('5').success).toBe(false);
    expect(companySortingSchema.safeParse(1).success).toBe(false);
  });
});
