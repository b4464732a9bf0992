'use client';

import {
  SERVICE_PRICE_TYPE_OPTIONS,
  hasServicePriceAmount,
  type WizardStep5,
} from '@gongsa/domain';
import { useWizardStepForm } from '../hooks/useWizardStepForm';
import { EMPTY_STEP5 } from '../utils/empty-steps';
import { HydratedOnly } from './HydratedOnly';
import { ChoiceField, WizardTextField, WonAmountField, formatWonInput } from './WizardFields';
import { WizardFrame } from './WizardFrame';

const START_OPTIONS = [
  { value: '1', label: '바로 시작하고 싶어요' },
  { value: '0', label: '일정은 협의할게요' },
] as const;

function toDateText(value: string | Date | null): string {
  if (!value) return '';
  return typeof value === 'string' ? value : value.toISOString().slice(0, 10);
}

// The term applies only to daily work. A typed amount is kept: for a range type the draft
// payload then sends servicePrice null, which clears an amount saved earlier (SPEC §5).
function toStoredValues(values: WizardStep5): WizardStep5 {
  const isDailyWork = values.servicePriceType === 'DAILY_WORK';
  return {
    ...values,
    dailyWorkTermStart: isDailyWork ? values.dailyWorkTermStart : null,
    dailyWorkTermEnd: isDailyWork ? values.dailyWorkTermEnd : null,
  };
}

function Step5Form() {
  const { values, errors, update, bindField, frameProps } = useWizardStepForm(5, {
    // A resumed draft stores plain digits; the field always shows separators.
    toInitialValues: (stored) =>
      stored ? { ...stored, servicePrice: formatWonInput(stored.servicePrice) } : EMPTY_STEP5,
    validate: (rules, values) => rules.validateStep5(values),
    toStoredValues,
  });
  const hasAmount = hasServicePriceAmount(values.servicePriceType);
  const isDailyWork = values.servicePriceType === 'DAILY_WORK';

  return (
    <WizardFrame
      {...frameProps}
      title="일정과 예산을 알려 주세요"
      description="예산을 알려 주시면 업체가 현실적인 견적을 보낼 수 있어요."
    >
      <ChoiceField
        name="workStartSoon"
        legend="공사 시작 시기"
        options={START_OPTIONS}
        value={values.workStartSoon ? '1' : '0'}
        onChange={(choice) => update({ workStartSoon: choice === '1' })}
      />
      <ChoiceField
        {...bindField('servicePriceType')}
        legend="예산"
        options={SERVICE_PRICE_TYPE_OPTIONS}
      >
        {hasAmount ? (
          <WonAmountField
            name="servicePrice"
            value={values.servicePrice}
            onChange={(servicePrice) => update({ servicePrice })}
            error={errors.servicePrice}
          />
        ) : null}
        {isDailyWork ? (
          <div className="mt-4 grid gap-4 desktop:grid-cols-2">
            <WizardTextField
              name="dailyWorkTermStart"
              label="작업 시작일"
              type="date"
              isRequired
              value={toDateText(values.dailyWorkTermStart)}
              onChange={(text) => update({ dailyWorkTermStart: text || null })}
              error={errors.dailyWorkTermStart}
            />
            <WizardTextField
              name="dailyWorkTermEnd"
              label="작업 종료일"
              type="date"
              isRequired
              value={toDateText(values.dailyWorkTermEnd)}
              min={toDateText(values.dailyWorkTermStart) || undefined}
              onChange={(text) => update({ dailyWorkTermEnd: text || null })}
              error={errors.dailyWorkTermEnd}
            />
          </div>
        ) : null}
      </ChoiceField>
    </WizardFrame>
  );
}

/** /bid/upload5: start timing, price type and amount, daily-work term. */
export function Step5Schedule() {
  return (
    <HydratedOnly>
      <Step5Form />
    </HydratedOnly>
  );
}
