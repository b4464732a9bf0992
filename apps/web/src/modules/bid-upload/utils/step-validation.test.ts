import { describe, expect, it } from 'vitest';
import type { WizardStep2, WizardStep3, WizardStep5 } from '@gongsa/domain';
import { EMPTY_STEP2, EMPTY_STEP3, EMPTY_STEP5 } from './empty-steps';
import {
  parseWon,
  validateStep1,
  validateStep2,
  validateStep3,
  validateStep5,
  validateStep7,
} from './step-validation';

const STEP2: WizardStep2 = {
  ...EMPTY_STEP2,
  type: 'ALL',
  workType: 'NEW_WORK',
  orderType: 'PRIVATE',
  fieldInfo: 'RESIDENCE',
  sigungu: '서울특별시 강남구',
  address: '테헤란로 1',
};

const STEP5: WizardStep5 = {
  ...EMPTY_STEP5,
  servicePriceType: 'WRITE',
  servicePrice: '1,000,000',
};

describe('wizard step validation', () => {
  it('needs one to five trades', () => {
    expect(validateStep1({ categories: [], invitationProfileId: null }).categories).toBe(
      '업종을 1개 이상 선택해 주세요.',
    );
    const six = Array.from({ length: 6 }, (_, index) => ({ id: `${index + 1}`, name: 'x' }));
    expect(validateStep1({ categories: six, invitationProfileId: null }).categories).toBe(
      '업종은 최대 5개까지 선택할 수 있습니다.',
    );
  });

  it('asks for every choice of step 2 and the 기타 text', () => {
    expect(validateStep2(STEP2)).toEqual({});
    const errors = validateStep2({ ...STEP2, type: '', workType: 'ETC', sigungu: '', address: '' });
    expect(errors).toEqual({
      type: '지원 대상을 선택해 주세요.',
      workTypeEtc: '기타 공사 종류를 입력해 주세요.',
      sigungu: '공사 지역을 선택해 주세요.',
      address: '공사 주소를 입력해 주세요.',
    });
  });

  it('needs a licence when one is needed', () => {
    const step3: WizardStep3 = { ...EMPTY_STEP3, workScope: 'ALL', hasLicense: '1' };
    expect(validateStep3(step3).licenses).toBe('필요한 면허를 1개 이상 선택해 주세요.');
    expect(validateStep3({ ...step3, hasLicense: '' })).toEqual({});
  });

  it('needs an amount for typed prices and an ordered term for daily work', () => {
    expect(validateStep5(STEP5)).toEqual({});
    expect(validateStep5({ ...STEP5, servicePrice: '' }).servicePrice).toBe(
      '금액을 입력해 주세요.',
    );
    expect(validateStep5({ ...STEP5, servicePriceType: 'LESSTHEN_500', servicePrice: '' })).toEqual(
      {},
    );
    expect(
      validateStep5({
        ...STEP5,
        servicePriceType: 'DAILY_WORK',
        dailyWorkTermStart: '2026-12-05',
        dailyWorkTermEnd: '2026-12-01',
      }).dailyWorkTermEnd,
    ).toBe('작업 종료일은 시작일 이후로 선택해 주세요.');
    expect(parseWon('1,200,000원')).toBe(1_200_000);
    expect(parseWon('')).toBeNull();
  });

  it('checks the publisher, phone and posting days', () => {
    expect(
      validateStep7({
        publisherName: '홍길동',
        emergencyContact: '010-1234-5678',
        noticeTxt: '',
        isEmergency: false,
        postingDay: '7',
      }),
    ).toEqual({});
    const errors = validateStep7({
      publisherName: '홍',
      emergencyContact: '12345',
      noticeTxt: '',
      isEmergency: false,
      postingDay: '',
    });
    expect(Object.keys(errors)).toEqual(['publisherName', 'emergencyContact', 'postingDay']);
  });
});
