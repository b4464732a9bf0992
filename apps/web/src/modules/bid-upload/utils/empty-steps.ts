import type { WizardStep2, WizardStep3, WizardStep5 } from '@gongsa/domain';

/** A step's answers before anything is chosen (no stored step, nothing resumed). */
export const EMPTY_STEP2: WizardStep2 = {
  type: '',
  workType: '',
  workTypeEtc: '',
  orderType: '',
  fieldInfo: '',
  fieldInfoEtc: '',
  sigungu: '',
  address: '',
  addressDetail: '',
  latitude: null,
  longitude: null,
  bCode: '',
  bun: '',
  ji: '',
};

export const EMPTY_STEP3: WizardStep3 = {
  workScope: '',
  workScopeEtc: '',
  hasLicense: '',
  licenses: [],
  isPossibleTaxBillIssue: '',
  isReqRentLedgerSubmitPossible: '',
};

export const EMPTY_STEP5: WizardStep5 = {
  workStartSoon: false,
  servicePriceType: '',
  servicePrice: '',
  dailyWorkTermStart: null,
  dailyWorkTermEnd: null,
};
