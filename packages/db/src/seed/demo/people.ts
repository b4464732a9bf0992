import { GIVEN_NAMES, SURNAMES } from '../data/names';
import { type Random } from '../random';

export function createPersonName(random: Random): string {
  return `${random.pickWeighted(SURNAMES)}${random.pick(GIVEN_NAMES)}`;
}

/** Digits only, as the API stores phone numbers (formatPhone adds the hyphens). */
export function createMobileNumber(random: Random): string {
  return `010${random.int(2000, 9999)}${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/** An office number with the 시/도's area code. */
export function createOfficeNumber(random: Random, areaCode: string): string {
  const exchange = areaCode === '02' ? random.int(2000, 8999) : random.int(200, 999);
  return `${areaCode}${exchange}${String(random.int(0, 9999)).padStart(4, '0')}`;
}
