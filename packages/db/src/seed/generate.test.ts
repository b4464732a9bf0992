import { describe, expect, it } from 'vitest';
import { isValidBusinessNumber } from './business-number';
import { flattenCategories } from './data/categories';
import { LICENSES } from './data/licenses';
import { flattenRegions } from './data/regions';
import { DEMO_ACCOUNTS } from './demo/accounts';
import { generateDemoData } from './demo/generate';

const NOW = new Date('2026-11-21T03:00:00Z');
const data = generateDemoData(NOW);

describe('generateDemoData', () => {
  it('produces the same data set on every run', () => {
    expect(JSON.stringify(generateDemoData(NOW))).toBe(JSON.stringify(data));
  });

  it('keeps natural keys stable when only the clock moves', () => {
    const later = generateDemoData(new Date(NOW.getTime() + 40 * 86_400_000));
    expect(later.users.map((user) => user.email)).toEqual(data.users.map((user) => user.email));
    expect(later.profiles.map((profile) => profile.uniqueId)).toEqual(
      data.profiles.map((profile) => profile.uniqueId),
    );
    expect(later.announcements.map((announcement) => announcement.uniqueId)).toEqual(
      data.announcements.map((announcement) => announcement.uniqueId),
    );
  });

  it('uses unique, well-formed identifiers', () => {
    const uniqueIds = data.profiles.map((profile) => profile.uniqueId);
    expect(new Set(uniqueIds).size).toBe(uniqueIds.length);
    expect(uniqueIds.every((uniqueId) => /^[ABC][A-Z]{2}\d{6}$/.test(uniqueId))).toBe(true);
    const emails = data.users.map((user) => user.email);
    expect(new Set(emails).size).toBe(emails.length);
    const numbers = data.profiles.flatMap((profile) => profile.businessNumber ?? []);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every(isValidBusinessNumber)).toBe(true);
    const names = data.profiles.flatMap((profile) =>
      profile.type === 'CONSUMER' ? [] : [profile.companyName],
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('only produces values the sign-up rules would accept', () => {
    for (const user of data.users) {
      expect(user.nickname, user.email).toMatch(/^[가-힣A-Za-z0-9]{2,8}$/);
      expect(user.phoneNumber, user.email).toMatch(/^01[016789]\d{7,8}$/);
    }
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/);
    }
  });

  it('refers only to categories, licences and districts that exist', () => {
    const categoryCodes = new Set(flattenCategories().map((category) => category.code));
    const leafCodes = new Set(
      flattenCategories()
        .filter((category) => category.depth === 3)
        .map((category) => category.code),
    );
    const licenseCodes = new Set(LICENSES.map((license) => license.code));
    const places = new Set(
      flattenRegions()
        .filter((region) => region.type === 'GUNGU')
        .map((region) => (region.si === region.gungu ? region.si : `${region.si} ${region.gungu}`)),
    );
    for (const profile of data.profiles) {
      expect(profile.categoryCodes.every((code) => leafCodes.has(code))).toBe(true);
      if (profile.mainCategoryCode) expect(categoryCodes.has(profile.mainCategoryCode)).toBe(true);
      expect(profile.licenses.every((license) => licenseCodes.has(license.code))).toBe(true);
      if (profile.address) expect(places.has(profile.address.sigungu)).toBe(true);
    }
    for (const announcement of data.announcements) {
      expect(announcement.categoryCodes.every((code) => leafCodes.has(code))).toBe(true);
      expect(places.has(announcement.address.sigungu)).toBe(true);
    }
  });

  it('has the demo accounts apply where a company of their trade would', () => {
    const corpApplies = data.announcements.filter((announcement) =>
      announcement.applies.some((apply) => apply.profileUniqueId === 'AGS100001'),
    );
    expect(corpApplies.length).toBeGreaterThanOrEqual(5);
    expect(
      corpApplies.every((announcement) =>
        announcement.categoryCodes.some((code) => code.startsWith('G02-09')),
      ),
    ).toBe(true);
  });
});

describe('reference data', () => {
  it('has 17 시/도 and 256 selectable 시/군/구', () => {
    const regions = flattenRegions();
    expect(regions.filter((region) => region.type === 'SI')).toHaveLength(17);
    expect(regions.filter((region) => region.type === 'GUNGU')).toHaveLength(256);
    const codes = regions.map((region) => region.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses unique category and licence codes', () => {
    const codes = flattenCategories().map((category) => category.code);
    expect(new Set(codes).size).toBe(codes.length);
    const licenseCodes = LICENSES.map((license) => license.code);
    expect(new Set(licenseCodes).size).toBe(licenseCodes.length);
  });
});
