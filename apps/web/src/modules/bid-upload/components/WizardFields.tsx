'use client';

import type { ReactNode } from 'react';
import { ANNOUNCEMENT_ETC_TEXT_MAX, formatKoreanMoney, formatNumber } from '@gongsa/domain';
import { parseWon } from '../utils/step-rules';
import {
  FieldFrame,
  TextField,
  fieldInputClassName,
  fieldMessageId,
  type TextFieldProps,
} from '../../ui/components/TextField';

/** Every wizard control's id: `bid-<field>`, so errors and links can find it. */
export function toBidFieldId(name: string): string {
  return `bid-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

export const BID_INPUT_CLASS = fieldInputClassName('compact');

/** The shared text field with the wizard's id (`bid-<name>`) and the compact density. */
export function WizardTextField({
  name,
  ...props
}: Omit<TextFieldProps, 'id' | 'name' | 'density'> & { name: string }) {
  return <TextField {...props} id={toBidFieldId(name)} density="compact" />;
}

/** '12000000' → '12,000,000' while typing; anything but digits is dropped. */
export function formatWonInput(text: string): string {
  const won = parseWon(text);
  return won === null ? '' : formatNumber(won);
}

/** A required amount in won, typed with separators, its 만/억 reading as the hint. */
export function WonAmountField({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const won = parseWon(value);
  return (
    <WizardTextField
      name={name}
      label="금액 (원)"
      isRequired
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(text) => onChange(formatWonInput(text))}
      placeholder="예: 12,000,000"
      hint={won !== null ? formatKoreanMoney(won) : '숫자만 입력해 주세요.'}
      error={error}
      className="mt-4 desktop:max-w-sm"
    />
  );
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

type ChoiceOption<T extends string> = { value: T; label: string };

/** The option whose choice asks for a free text (공사 종류, 시설 분야, 공사 범위). */
const ETC_CHOICE = 'ETC';

type EtcTextProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

type ChoiceFieldProps<T extends string> = {
  name: string;
  legend: string;
  options: ReadonlyArray<ChoiceOption<T>>;
  value: T | '';
  onChange: (value: T) => void;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  /** The required 기타 text, shown while 'ETC' is chosen. */
  etc?: EtcTextProps | undefined;
  /** Extra controls shown under the options. */
  children?: ReactNode;
};

/**
 * A radio group drawn as pills. Native radios keep arrow-key movement; the first radio carries
 * the field id and aria-invalid so 'focus first error' lands on the group.
 */
export function ChoiceField<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  isRequired = true,
  etc,
  children,
}: ChoiceFieldProps<T>) {
  const id = toBidFieldId(name);
  const errorId = fieldMessageId(id);
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="text-[15px] font-semibold text-gray-900">
        {legend}
        {isRequired ? (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="mt-1 text-[13px] text-gray-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value || 'none'}`;
          const isChecked = value === option.value;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3.5 text-[15px] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                isChecked
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-gray-400'
              }`}
            >
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={isChecked}
                aria-invalid={error && index === 0 ? true : undefined}
                onChange={() => onChange(option.value)}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      {etc && value === ETC_CHOICE ? (
        <WizardTextField
          {...etc}
          isRequired
          maxLength={ANNOUNCEMENT_ETC_TEXT_MAX}
          className="mt-3"
        />
      ) : null}
      {children}
      <FieldMessage id={errorId} message={error} />
    </fieldset>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  error?: string | undefined;
  hint?: string | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
};

export function SelectField({
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  isRequired = false,
  isDisabled = false,
  className,
}: SelectFieldProps) {
  return (
    <FieldFrame
      id={toBidFieldId(name)}
      label={label}
      error={error}
      hint={hint}
      isRequired={isRequired}
      density="compact"
      className={className}
    >
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaCounterFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  minLength?: number;
  placeholder?: string;
  error?: string | undefined;
  isRequired?: boolean;
  rows?: number;
};

/** A textarea with a live '123/3000자' counter tied to it as its hint. */
export function TextAreaCounterField({
  name,
  label,
  value,
  onChange,
  maxLength,
  minLength,
  placeholder,
  error,
  isRequired = false,
  rows = 8,
}: TextAreaCounterFieldProps) {
  const length = value.trim().length;
  return (
    <FieldFrame
      id={toBidFieldId(name)}
      label={label}
      error={error}
      isRequired={isRequired}
      density="compact"
      hint={
        <span className="flex justify-between gap-2">
          <span>{minLength ? `${minLength}자 이상 입력해 주세요.` : '선택 입력'}</span>
          <span>
            {length.toLocaleString('ko-KR')}/{maxLength.toLocaleString('ko-KR')}자
          </span>
        </span>
      }
    >
      {(control) => (
        <textarea
          {...control}
          name={name}
          value={value}
          rows={rows}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${control.className} h-auto min-h-32 py-3 leading-relaxed`}
        />
      )}
    </FieldFrame>
  );
}
