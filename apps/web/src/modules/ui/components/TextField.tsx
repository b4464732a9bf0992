import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** regular: the sign-in style pages (48px inputs); compact: long forms such as the profile. */
export type FieldDensity = 'regular' | 'compact';

const FIELD_STYLES: Record<FieldDensity, { input: string; hint: string; message: string }> = {
  regular: {
    input:
      'mt-2 block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100 disabled:text-gray-600 aria-invalid:border-danger-600',
    hint: 'mt-2 text-sm text-gray-600',
    message: 'mt-2 text-sm font-medium',
  },
  compact: {
    input:
      'mt-1.5 block h-11 w-full rounded-xl border border-gray-300 bg-white px-3.5 text-[15px] text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-danger-600 read-only:bg-gray-50 read-only:text-gray-700 disabled:bg-gray-100',
    hint: 'mt-1.5 text-[13px] text-gray-600',
    message: 'mt-1.5 text-sm font-medium',
  },
};

/** The input style of a density, for a control (a select) drawn without a FieldFrame. */
export function fieldInputClassName(density: FieldDensity): string {
  return FIELD_STYLES[density].input;
}

/** The message element's id for a field whose id is `fieldId` (see FieldFrame). */
export function fieldMessageId(fieldId: string): string {
  return `${fieldId}-error`;
}

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  className: string;
};

type FieldFrameProps = {
  /** The control's id; a generated one when the page does not need to find it. */
  id?: string | undefined;
  label: string;
  /** A rule shown under the field at all times (e.g. the password rule). */
  hint?: ReactNode;
  error?: string | null | undefined;
  /** A positive result, e.g. '사용할 수 있는 이메일입니다.' */
  success?: string | null | undefined;
  isRequired?: boolean | undefined;
  density?: FieldDensity | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, hint and error (or success) around one control, tied to it with aria-describedby. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  success,
  isRequired = false,
  density = 'regular',
  className,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const messageId = fieldMessageId(controlId);
  const styles = FIELD_STYLES[density];
  const message = error ? (
    <p id={messageId} role="alert" className={`${styles.message} text-danger-700`}>
      {error}
    </p>
  ) : success ? (
    <p id={messageId} className={`${styles.message} text-success-600`}>
      {success}
    </p>
  ) : null;
  const describedBy = [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      {/* The mark stays outside the label so the field's name is just the label. */}
      <div className="flex items-center gap-0.5">
        <label htmlFor={controlId} className="text-[15px] font-semibold text-gray-900">
          {label}
        </label>
        {isRequired ? (
          <span className="text-[15px] font-semibold text-danger-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': isRequired ? true : undefined,
        className: styles.input,
      })}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {message}
    </div>
  );
}

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'className'
> &
  Omit<FieldFrameProps, 'children'> & {
    value: string;
    onChange: (value: string) => void;
    inputRef?: Ref<HTMLInputElement>;
    /** Content after the input on the same line (a unit, a button). */
    trailing?: ReactNode;
  };

/** A labelled text input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  hint,
  error,
  success,
  isRequired,
  density,
  className,
  value,
  onChange,
  inputRef,
  trailing,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      success={success}
      isRequired={isRequired}
      density={density}
      className={className}
    >
      {(control) => {
        const input = (
          <input
            {...inputProps}
            {...control}
            ref={inputRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        );
        return trailing ? (
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">{input}</div>
            {trailing}
          </div>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}
