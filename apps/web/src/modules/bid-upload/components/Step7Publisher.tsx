'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  ANNOUNCEMENT_NOTICE_TXT_MAX,
  ANNOUNCEMENT_PUBLISHER_NAME_MAX,
  POSTING_DAY_OPTIONS,
  type WizardStep7,
} from '@gongsa/domain';
import { SwitchField } from '../../profile/components/FormFields';
import { useFocusFirstError } from '../../profile/hooks/useFocusFirstError';
import { useSession } from '../../session/hooks/useSession';
import { TextField } from '../../ui/components/TextField';
import { useBidWizard } from '../hooks/useBidWizard';
import { validateStep7, type StepErrors } from '../utils/step-validation';
import { toStepPath } from '../utils/wizard-store';
import { HydratedOnly } from './HydratedOnly';
import { SelectField, TextAreaCounterField, toBidFieldId } from './WizardFields';
import { WizardFrame } from './WizardFrame';

const POSTING_OPTIONS = POSTING_DAY_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

function Step7Form() {
  const router = useRouter();
  const { state } = useSession();
  const { steps, saveStep, keepStep } = useBidWizard();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [values, setValues] = useState<WizardStep7>(
    steps[7] ?? {
      publisherName: state.me?.name ?? '',
      emergencyContact: '',
      noticeTxt: '',
      isEmergency: false,
      postingDay: '',
    },
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const [isBusy, setIsBusy] = useState(false);

  function update(patch: Partial<WizardStep7>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }

  async function next() {
    const found = validateStep7(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setIsBusy(true);
    await saveStep(7, values);
    router.push(toStepPath(8));
  }

  return (
    <WizardFrame
      step={7}
      title="게시 정보를 입력해 주세요"
      description="연락처와 상세 주소는 지원한 업체에게만 공개돼요."
      formRef={formRef}
      onNext={next}
      onPrevious={() => {
        if (Object.keys(validateStep7(values)).length === 0) keepStep(7, values);
      }}
      isBusy={isBusy}
    >
      <TextField
        id={toBidFieldId('publisherName')}
        label="작성자 이름"
        density="compact"
        isRequired
        autoComplete="name"
        maxLength={ANNOUNCEMENT_PUBLISHER_NAME_MAX}
        value={values.publisherName}
        onChange={(publisherName) => update({ publisherName })}
        error={errors.publisherName}
      />
      <TextField
        id={toBidFieldId('emergencyContact')}
        label="긴급 연락처"
        density="compact"
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        value={values.emergencyContact}
        onChange={(emergencyContact) => update({ emergencyContact })}
        error={errors.emergencyContact}
      />
      <TextAreaCounterField
        name="noticeTxt"
        label="업체에 전달할 내용"
        rows={4}
        maxLength={ANNOUNCEMENT_NOTICE_TXT_MAX}
        value={values.noticeTxt}
        onChange={(noticeTxt) => update({ noticeTxt })}
        placeholder="방문 가능 시간, 주차 안내 등"
        error={errors.noticeTxt}
      />
      <SwitchField
        id={toBidFieldId('isEmergency')}
        label="긴급 공고"
        description="급하게 업체가 필요한 공사라면 켜 주세요. 목록에 '긴급' 표시가 붙어요."
        isChecked={values.isEmergency}
        onChange={(isEmergency) => update({ isEmergency })}
      />
      <SelectField
        name="postingDay"
        label="게시 기간"
        isRequired
        value={String(values.postingDay)}
        onChange={(postingDay) => update({ postingDay })}
        options={POSTING_OPTIONS}
        placeholder="게시 기간 선택"
        hint="기간이 끝나면 지원자 중에서 업체를 선정할 수 있어요."
        error={errors.postingDay}
        className="desktop:max-w-xs"
      />
    </WizardFrame>
  );
}

/** /bid/upload7: publisher name, emergency contact, notice, emergency flag, posting days. */
export function Step7Publisher() {
  return (
    <HydratedOnly>
      <Step7Form />
    </HydratedOnly>
  );
}
