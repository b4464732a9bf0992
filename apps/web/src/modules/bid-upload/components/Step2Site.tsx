'use client';

import {
  ANNOUNCEMENT_TYPE_OPTIONS,
  FIELD_INFO_OPTIONS,
  ORDER_TYPE_OPTIONS,
  WORK_TYPE_OPTIONS,
} from '@gongsa/domain';
import { useWizardStepForm } from '../hooks/useWizardStepForm';
import { EMPTY_STEP2 } from '../utils/empty-steps';
import { HydratedOnly } from './HydratedOnly';
import { SiteAddressField } from './SiteAddressField';
import { ChoiceField } from './WizardFields';
import { WizardFrame } from './WizardFrame';

const TYPE_OPTIONS = ANNOUNCEMENT_TYPE_OPTIONS.map((option) =>
  option.value === 'ALL' ? { ...option, label: '전체 (업체·기술자)' } : option,
);

function Step2Form() {
  const { values, errors, update, bindField, frameProps } = useWizardStepForm(2, {
    toInitialValues: (stored) => stored ?? EMPTY_STEP2,
    validate: (rules, values) => rules.validateStep2(values),
  });

  return (
    <WizardFrame
      {...frameProps}
      title="공사 정보를 알려 주세요"
      description="지원할 수 있는 대상과 공사 종류, 현장 위치를 입력해 주세요."
    >
      <ChoiceField {...bindField('type')} legend="지원 가능 대상" options={TYPE_OPTIONS} />
      <ChoiceField
        {...bindField('workType')}
        legend="공사 종류"
        options={WORK_TYPE_OPTIONS}
        etc={{ ...bindField('workTypeEtc'), label: '기타 공사 종류' }}
      />
      <ChoiceField {...bindField('orderType')} legend="발주 유형" options={ORDER_TYPE_OPTIONS} />
      <ChoiceField
        {...bindField('fieldInfo')}
        legend="시설 분야"
        options={FIELD_INFO_OPTIONS}
        etc={{ ...bindField('fieldInfoEtc'), label: '기타 시설 분야' }}
      />
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
