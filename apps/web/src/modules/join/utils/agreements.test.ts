import { describe, expect, it } from 'vitest';
import {
  NO_AGREEMENTS,
  fromJoinAgreements,
  getAllAgreementState,
  hasRequiredAgreements,
  setAllAgreements,
  toJoinAgreements,
} from './agreements';

describe('getAllAgreementState', () => {
  it('is none, some or all as the items are ticked', () => {
    expect(getAllAgreementState(NO_AGREEMENTS)).toBe('none');
    expect(getAllAgreementState({ ...NO_AGREEMENTS, isMarketingNoti: true })).toBe('some');
    expect(getAllAgreementState(setAllAgreements(true))).toBe('all');
  });
});

describe('hasRequiredAgreements', () => {
  it('needs both the service terms and the privacy policy, nothing else', () => {
    expect(hasRequiredAgreements({ ...NO_AGREEMENTS, isServiceTerms: true })).toBe(false);
    expect(
      hasRequiredAgreements({ ...NO_AGREEMENTS, isServiceTerms: true, isPrivacyPolicy: true }),
    ).toBe(true);
    expect(hasRequiredAgreements(setAllAgreements(false))).toBe(false);
  });
});

describe('toJoinAgreements', () => {
  it('keeps the optional choices for signUp', () => {
    expect(
      toJoinAgreements({
        ...NO_AGREEMENTS,
        isServiceTerms: true,
        isPrivacyPolicy: true,
        isAllowThirdParty: true,
      }),
    ).toEqual({
      step: 1,
      isServiceTerms: true,
      isPrivacyPolicy: true,
      isMarketingNoti: false,
      isAllowGeolocation: false,
      isAllowThirdParty: true,
    });
  });

  it('gives nothing to store without the required agreements', () => {
    expect(toJoinAgreements({ ...setAllAgreements(true), isPrivacyPolicy: false })).toBeNull();
  });

  it('round-trips through the stored entry', () => {
    const checks = { ...setAllAgreements(true), isMarketingNoti: false };
    expect(fromJoinAgreements(toJoinAgreements(checks))).toEqual(checks);
    expect(fromJoinAgreements(null)).toEqual(NO_AGREEMENTS);
  });
});
