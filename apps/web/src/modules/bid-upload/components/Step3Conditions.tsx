'use client';

import { useEffect, useState } from 'react';
import {
  ANNOUNCEMENT_LICENSES_MAX,
  LICENSE_NEED_OPTIONS,
  RENT_LEDGER_REQUEST_OPTIONS,
  WORK_SCOPE_OPTIONS,
  YES_NO_OPTIONS,
  type TriStateAnswer,
  type WizardLicense,
  type WizardStep3,
} from '@gongsa/domain';
import { ProfileLicensesDocument } from '../../../graphql/generated/operations/profile-licenses';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { RemovableChip } from '../../ui/components/RemovableChip';
import { fieldMessageId } from '../../ui/components/TextField';
import { useWizardStepForm } from '../hooks/useWizardStepForm';
import { EMPTY_STEP3 } from '../utils/empty-steps';
import { HydratedOnly } from './HydratedOnly';
import { BID_INPUT_CLASS, ChoiceField, FieldMessage, toBidFieldId } from './WizardFields';
import { WizardFrame } from './WizardFrame';

/** The tri-state radios offer '선택 안 함' so an answer can be taken back (SPEC: unset is omitted). */
function withUnanswered<T extends string>(options: ReadonlyArray<{ value: T; label: string }>) {
  return [...options, { value: '' as const, label: '선택 안 함' }];
}

type LicenseOption = { id: string; name: string; groupName: string | null };

function LicensePicker({
  value,
  onChange,
  error,
}: {
  value: WizardLicense[];
  onChange: (licenses: WizardLicense[]) => void;
  error: string | undefined;
}) {
  const { client } = useAuth();
  const [options, setOptions] = useState<LicenseOption[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pickedId, setPickedId] = useState('');
  const id = toBidFieldId('licenses');
  const errorId = fieldMessageId(id);
  const picked = options.find((option) => option.id === pickedId) ?? null;
  const isFull = value.length >= ANNOUNCEMENT_LICENSES_MAX;

  useEffect(() => {
    let isCurrent = true;
    void client.requestField(ProfileLicensesDocument, 'licenses').then((result) => {
      if (!isCurrent) return;
      if (isGraphqlFailure(result)) setLoadError(result.message);
      else setOptions(result);
    });
    return () => {
      isCurrent = false;
    };
  }, [client]);

  const groups = [...new Set(options.map((option) => option.groupName ?? '기타'))];

  return (
    <div className="rounded-xl bg-gray-50 p-4">
      <label htmlFor={id} className="text-[14px] font-semibold text-gray-800">
        필요한 면허
      </label>
      <div className="flex flex-col gap-2 desktop:flex-row">
        <select
          id={id}
          value={pickedId}
          onChange={(event) => setPickedId(event.target.value)}
          className={BID_INPUT_CLASS}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="">면허 선택</option>
          {groups.map((group) => (
            <optgroup key={group} label={group}>
              {options
                .filter((option) => (option.groupName ?? '기타') === group)
                .map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
        <Button
          variant="outline"
          className="shrink-0 desktop:mt-1.5"
          disabled={!picked || isFull || value.some((license) => license.id === pickedId)}
          onClick={() => {
            if (!picked) return;
            onChange([...value, { id: picked.id, name: picked.name }]);
            setPickedId('');
          }}
        >
          면허 추가
        </Button>
      </div>
      {loadError ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {loadError}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="선택한 면허">
          {value.map((license) => (
            <RemovableChip
              key={license.id}
              name={license.name}
              variant="plain"
              onRemove={() => onChange(value.filter((entry) => entry.id !== license.id))}
            />
          ))}
        </ul>
      ) : null}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

// Licences are kept only while a licence is needed.
function toStoredValues(values: WizardStep3): WizardStep3 {
  return values.hasLicense === '1' ? values : { ...values, licenses: [] };
}

function Step3Form() {
  const { values, errors, update, bindField, frameProps } = useWizardStepForm(3, {
    toInitialValues: (stored) => stored ?? EMPTY_STEP3,
    validate: (rules, values) => rules.validateStep3(values),
    toStoredValues,
  });

  return (
    <WizardFrame
      {...frameProps}
      title="공사 조건을 알려 주세요"
      description="공사 범위와 업체에 필요한 조건을 선택해 주세요."
    >
      <ChoiceField
        {...bindField('workScope')}
        legend="공사 범위"
        options={WORK_SCOPE_OPTIONS}
        etc={{ ...bindField('workScopeEtc'), label: '기타 공사 범위' }}
      />
      <ChoiceField<TriStateAnswer>
        {...bindField('hasLicense')}
        legend="면허 필요 여부"
        options={withUnanswered(LICENSE_NEED_OPTIONS)}
        isRequired={false}
      >
        {values.hasLicense === '1' ? (
          <div className="mt-3">
            <LicensePicker
              value={values.licenses}
              onChange={(licenses) => update({ licenses })}
              error={errors.licenses}
            />
          </div>
        ) : null}
      </ChoiceField>
      <ChoiceField<TriStateAnswer>
        {...bindField('isPossibleTaxBillIssue')}
        legend="세금계산서 발행 필요 여부"
        options={withUnanswered(YES_NO_OPTIONS)}
        isRequired={false}
      />
      <ChoiceField<TriStateAnswer>
        {...bindField('isReqRentLedgerSubmitPossible')}
        legend="임대차 대장 제출 요청 여부"
        options={withUnanswered(RENT_LEDGER_REQUEST_OPTIONS)}
        isRequired={false}
      />
    </WizardFrame>
  );
}

/** /bid/upload3: work scope, licence need, tax bill, rent ledger. */
export function Step3Conditions() {
  return (
    <HydratedOnly>
      <Step3Form />
    </HydratedOnly>
  );
}
