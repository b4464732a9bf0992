import {
  ANNOUNCEMENT_CATEGORIES_MAX,
  ANNOUNCEMENT_FILES_MAX,
  ANNOUNCEMENT_IMAGES_MAX,
  announcementAddressDetailSchema,
  announcementAddressSchema,
  announcementDateSchema,
  announcementDescriptionSchema,
  announcementTypeSchema,
  emergencyContactSchema,
  fieldInfoEtcSchema,
  fieldInfoSchema,
  firstZodMessage,
  hasServicePriceAmount,
  noticeTxtSchema,
  orderTypeSchema,
  postingDaySchema,
  publisherNameSchema,
  servicePriceSchema,
  servicePriceTypeSchema,
  sigunguSchema,
  workScopeEtcSchema,
  workScopeSchema,
  workTypeEtcSchema,
  workTypeSchema,
  type WizardStep1,
  type WizardStep2,
  type WizardStep3,
  type WizardStep4,
  type WizardStep5,
  type WizardStep7,
} from '@gongsa/domain';

import { parseWon, type StepErrors } from './step-rules';

// Reached only through STEP_VALIDATION (import()), never statically from a component.
export { parseWon, type StepErrors };

type Schema = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };

function check(errors: StepErrors, field: string, schema: Schema, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) errors[field] = firstZodMessage(result.error);
}

export function validateStep1(values: WizardStep1): StepErrors {
  const errors: StepErrors = {};
  if (values.categories.length === 0) errors.categories = '업종을 1개 이상 선택해 주세요.';
  else if (values.categories.length > ANNOUNCEMENT_CATEGORIES_MAX) {
    errors.categories = `업종은 최대 ${ANNOUNCEMENT_CATEGORIES_MAX}개까지 선택할 수 있습니다.`;
  }
  return errors;
}

export function validateStep2(values: WizardStep2): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'type', announcementTypeSchema, values.type);
  check(errors, 'workType', workTypeSchema, values.workType);
  if (values.workType === 'ETC')
    check(errors, 'workTypeEtc', workTypeEtcSchema, values.workTypeEtc);
  check(errors, 'orderType', orderTypeSchema, values.orderType);
  check(errors, 'fieldInfo', fieldInfoSchema, values.fieldInfo);
  if (values.fieldInfo === 'ETC') {
    check(errors, 'fieldInfoEtc', fieldInfoEtcSchema, values.fieldInfoEtc);
  }
  check(errors, 'sigungu', sigunguSchema, values.sigungu);
  check(errors, 'address', announcementAddressSchema, values.address);
  check(errors, 'addressDetail', announcementAddressDetailSchema, values.addressDetail);
  return errors;
}

export function validateStep3(values: WizardStep3): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'workScope', workScopeSchema, values.workScope);
  if (values.workScope === 'ETC') {
    check(errors, 'workScopeEtc', workScopeEtcSchema, values.workScopeEtc);
  }
  if (values.hasLicense === '1' && values.licenses.length === 0) {
    errors.licenses = '필요한 면허를 1개 이상 선택해 주세요.';
  }
  return errors;
}

export function validateStep4(values: WizardStep4, isUploading: boolean): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'description', announcementDescriptionSchema, values.description);
  if (values.images.length > ANNOUNCEMENT_IMAGES_MAX) {
    errors.images = `이미지는 최대 ${ANNOUNCEMENT_IMAGES_MAX}개까지 첨부할 수 있습니다.`;
  }
  if (values.files.length > ANNOUNCEMENT_FILES_MAX) {
    errors.files = `파일은 최대 ${ANNOUNCEMENT_FILES_MAX}개까지 첨부할 수 있습니다.`;
  }
  if (isUploading) errors.images ??= '업로드가 끝날 때까지 기다려 주세요.';
  return errors;
}

export function validateStep5(values: WizardStep5): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'servicePriceType', servicePriceTypeSchema, values.servicePriceType);
  if (hasServicePriceAmount(values.servicePriceType)) {
    check(errors, 'servicePrice', servicePriceSchema, parseWon(values.servicePrice));
  }
  if (values.servicePriceType === 'DAILY_WORK') {
    const start = values.dailyWorkTermStart ? String(values.dailyWorkTermStart) : '';
    const end = values.dailyWorkTermEnd ? String(values.dailyWorkTermEnd) : '';
    if (!start) errors.dailyWorkTermStart = '작업 시작일을 입력해 주세요.';
    else check(errors, 'dailyWorkTermStart', announcementDateSchema, start);
    if (!end) errors.dailyWorkTermEnd = '작업 종료일을 입력해 주세요.';
    else check(errors, 'dailyWorkTermEnd', announcementDateSchema, end);
    if (!errors.dailyWorkTermStart && !errors.dailyWorkTermEnd && start > end) {
      errors.dailyWorkTermEnd = '작업 종료일은 시작일 이후로 선택해 주세요.';
    }
  }
  return errors;
}

export function validateStep7(values: WizardStep7): StepErrors {
  const errors: StepErrors = {};
  check(errors, 'publisherName', publisherNameSchema, values.publisherName);
  check(errors, 'emergencyContact', emergencyContactSchema, values.emergencyContact);
  check(errors, 'noticeTxt', noticeTxtSchema, values.noticeTxt);
  check(errors, 'postingDay', postingDaySchema, values.postingDay);
  return errors;
}
