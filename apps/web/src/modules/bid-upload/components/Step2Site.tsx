'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import {
  ANNOUNCEMENT_ETC_TEXT_MAX,
  ANNOUNCEMENT_TYPE_OPTIONS,
  FIELD_INFO_OPTIONS,
  ORDER_TYPE_OPTIONS,
  WORK_TYPE_OPTIONS,
  type WizardStep2,
} from '@gongsa/domain';
import { useFocusFirstError } from '../../profile/hooks/useFocusFirstError';
import { TextField } from '../../ui/components/TextField';
import { useBidWizard } from '../hooks/useBidWizard';
import { validateStep2, type StepErrors } from '../utils/step-validation';
import { toStepPath } from '../utils/wizard-store';
import { HydratedOnly } from './HydratedOnly';
import { SiteAddressField } from './SiteAddressField';
import { ChoiceField, toBidFieldId } from './WizardFields';
import { WizardFrame } from './WizardFrame';

const EMPTY_STEP2: WizardStep2 = {
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

const TYPE_OPTIONS = ANNOUNCEMENT_TYPE_OPTIONS.map((option) =>
  option.value === 'ALL' ? { ...option, label: '전체 (업체·기술자)' } : option,
);

function Step2Form() {
  const router = useRouter();
  const { steps, saveStep, keepStep } = useBidWizard();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<WizardStep2>(steps[2] ?? EMPTY_STEP2);
  const [errors, setErrors] = useState<StepErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  const update = useCallback((patch: Partial<WizardStep2>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }, []);

  async function next() {
    const found = validateStep2(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setIsBusy(true);
    await saveStep(2, values);
    router.push(toStepPath(3));
  }

  return (
    <WizardFrame
      step={2}
      title="공사 정보를 알려 주세요"
      description="지원할 수 있는 대상과 공사 종류, 현장 위치를 입력해 주세요."
      formRef={formRef}
      onNext={next}
      onPrevious={() => {
        if (Object.keys(validateStep2(values)).length === 0) keepStep(2, values);
      }}
      isBusy={isBusy}
    >
      <ChoiceField
        name="type"
        legend="지원 가능 대상"
        options={TYPE_OPTIONS}
        value={values.type}
        onChange={(type) => update({ type })}
        error={errors.type}
      />
      <ChoiceField
        name="workType"
        legend="공사 종류"
        options={WORK_TYPE_OPTIONS}
        value={values.workType}
        onChange={(workType) => update({ workType })}
        error={errors.workType}
      >
        {values.workType === 'ETC' ? (
          <TextField
            id={toBidFieldId('workTypeEtc')}
            label="기타 공사 종류"
            density="compact"
            isRequired
            maxLength={ANNOUNCEMENT_ETC_TEXT_MAX}
            value={values.workTypeEtc}
            onChange={(workTypeEtc) => update({ workTypeEtc })}
            error={errors.workTypeEtc}
            className="mt-3"
          />
        ) : null}
      </ChoiceField>
      <ChoiceField
        name="orderType"
        legend="발주 유형"
        options={ORDER_TYPE_OPTIONS}
        value={values.orderType}
        onChange={(orderType) => update({ orderType })}
        error={errors.orderType}
      />
      <ChoiceField
        name="fieldInfo"
        legend="시설 분야"
        options={FIELD_INFO_OPTIONS}
        value={values.fieldInfo}
        onChange={(fieldInfo) => update({ fieldInfo })}
        error={errors.fieldInfo}
      >
        {values.fieldInfo === 'ETC' ? (
          <TextField
            id={toBidFieldId('fieldInfoEtc')}
            label="기타 시설 분야"
            density="compact"
            isRequired
            maxLength={ANNOUNCEMENT_ETC_TEXT_MAX}
            value={values.fieldInfoEtc}
            onChange={(fieldInfoEtc) => update({ fieldInfoEtc })}
            error={errors.fieldInfoEtc}
            className="mt-3"
          />
        ) : null}
      </ChoiceField>
      <SiteAddressField value={values} onChange={update} errors={errors} />
    </WizardFrame>
  );
}

/** /bid/upload2: who may apply, work type, order type, field, site address. */
export function Step2Site() {
  return (
    <HydratedOnly>
      <Step2Form />
    </HydratedOnly>
  );
}
