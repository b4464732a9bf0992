'use client';

import type { ReactNode } from 'react';
import {
  FieldFrame,
  TextField as BaseTextField,
  fieldInputClassName,
  fieldMessageId,
  type TextFieldProps,
} from '../../ui/components/TextField';
import { toFieldDomId } from '../utils/profile-form';

export const INPUT_CLASS = fieldInputClassName('compact');

const LABEL_CLASS = 'text-[15px] font-semibold text-gray-900';

export function fieldErrorId(formId: string, name: string): string {
  return fieldMessageId(toFieldDomId(formId, name));
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

type ProfileFieldProps = {
  formId: string;
  name: string;
  error?: string | undefined;
};

/**
 * The shared text field with the profile forms' ids (formId + name), which the address search
 * and the error summary find the control by.
 */
export function TextField({
  formId,
  name,
  ...props
}: Omit<TextFieldProps, 'id' | 'name' | 'density' | 'error'> & ProfileFieldProps) {
  return <BaseTextField {...props} id={toFieldDomId(formId, name)} name={name} density="compact" />;
}

type TextAreaFieldProps = ProfileFieldProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  maxLength?: number;
  placeholder?: string;
  className?: string;
};

export function TextAreaField({
  formId,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  placeholder,
  className,
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      id={toFieldDomId(formId, name)}
      label={label}
      error={error}
      hint={hint}
      density="compact"
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          name={name}
          value={value}
          rows={5}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${control.className} h-auto min-h-32 py-3 leading-relaxed`}
        />
      )}
    </FieldFrame>
  );
}

type YesNoFieldProps = {
  formId: string;
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  yesLabel?: string;
  noLabel?: string;
  error?: string | undefined;
};

/** A tri-state answer: unanswered (null) is a real value, so it is offered as '선택 안 함'. */
export function YesNoField({
  formId,
  name,
  legend,
  value,
  onChange,
  yesLabel = '가능',
  noLabel = '불가',
  error,
}: YesNoFieldProps) {
  const id = toFieldDomId(formId, name);
  const errorId = fieldErrorId(formId, name);
  const options: Array<{ label: string; value: boolean | null; suffix: string }> = [
    { label: yesLabel, value: true, suffix: 'yes' },
    { label: noLabel, value: false, suffix: 'no' },
    { label: '선택 안 함', value: null, suffix: 'none' },
  ];
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={LABEL_CLASS}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.suffix}`;
          const isChecked = value === option.value;
          return (
            <label
              key={option.suffix}
              htmlFor={optionId}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3.5 text-[15px] has-focus-visible:outline-3 has-focus-visible:outline-brand-600 ${
                isChecked
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                  : 'border-gray-300 bg-white text-gray-800'
              }`}
            >
              <input
                id={optionId}
                type="radio"
                name={id}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="size-4 accent-brand-600"
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

type SwitchFieldProps = {
  id: string;
  label: string;
  description?: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

/** An on/off setting: a native checkbox with role switch, so it is announced as 켜짐/꺼짐. */
export function SwitchField({ id, label, description, isChecked, onChange }: SwitchFieldProps) {
  const descriptionId = `${id}-description`;
  return (
    <div className="flex min-h-12 items-center justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="text-[15px] font-medium text-gray-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-[13px] text-gray-600">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={isChecked}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-gray-400 transition-colors checked:bg-brand-600"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

export function SectionCard({
  title,
  description,
  children,
  headingId,
  action,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  headingId: string;
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-gray-200 bg-white p-5 desktop:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-gray-900 desktop:text-xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-[14px] text-gray-600">{description}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-8 mb-4 border-t border-gray-100 pt-6 text-base font-bold text-gray-900 first:mt-0 first:border-t-0 first:pt-0">
      {children}
    </h3>
  );
}
