'use client';

import {
  ANNOUNCEMENT_NOTICE_TXT_MAX,
  ANNOUNCEMENT_PUBLISHER_NAME_MAX,
  POSTING_DAY_OPTIONS,
} from '@gongsa/domain';
import { SwitchField } from '../../profile/components/FormFields';
import { useSession } from '../../session/hooks/useSession';
import { useWizardStepForm } from '../hooks/useWizardStepForm';
import { HydratedOnly } from './HydratedOnly';
import { SelectField, TextAreaCounterField, WizardTextField, toBidFieldId } from './WizardFields';
import { WizardFrame } from './WizardFrame';

const POSTING_OPTIONS = POSTING_DAY_OPTIONS.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

function Step7Form() {
  const { state } = useSession();
  const { values, errors, update, bindField, frameProps } = useWizardStepForm(7, {
    toInitialValues: (stored) =>
      stored ?? {
        publisherName: state.me?.name ?? '',
        emergencyContact: '',
        noticeTxt: '',
        isEmergency: false,
        postingDay: '',
      },
    validate: (rules, values) => rules.validateStep7(values),
  });

  return (
    <WizardFrame
      {...frameProps}
      title="게시 정보를 입력해 주세요"
      description="연락처와 상세 주소는 지원한 업체에게만 공개돼요."
    >
      <WizardTextField
        {...bindField('publisherName')}
        label="작성자 이름"
        isRequired
        autoComplete="name"
        maxLength={ANNOUNCEMENT_PUBLISHER_NAME_MAX}
      />
      <WizardTextField
        {...bindField('emergencyContact')}
        label="긴급 연락처"
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
      />
      <TextAreaCounterField
        {...bindField('noticeTxt')}
        label="업체에 전달할 내용"
        rows={4}
        maxLength={ANNOUNCEMENT_NOTICE_TXT_MAX}
        placeholder="방문 가능 시간, 주차 안내 등"
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
