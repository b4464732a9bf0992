import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const JOIN_INPUT_CLASS =
  'mt-2 block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100 aria-invalid:border-danger-600';

type JoinTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A rule shown under the field at all times (e.g. the password rule). */
  hint?: ReactNode;
  error?: string | null;
  /** A positive result, e.g. '사용할 수 있는 이메일입니다.' */
  success?: string | null;
  isRequired?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function JoinTextField({
  label,
  value,
  onChange,
  hint,
  error,
  success,
  isRequired = false,
  inputRef,
  ...inputProps
}: JoinTextFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  return (
    <div>
      {/* The mark stays outside the label so the field's name is just the label. */}
      <div className="flex items-center gap-0.5">
        <label htmlFor={inputId} className="text-[15px] font-semibold text-gray-900">
          {label}
        </label>
        {isRequired ? (
          <span className="text-[15px] font-semibold text-danger-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <input
        {...inputProps}
        ref={inputRef}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${hintId} ${messageId}` : messageId}
        className={JOIN_INPUT_CLASS}
      />
      {hint ? (
        <div id={hintId} className="mt-2 text-sm text-gray-600">
          {hint}
        </div>
      ) : null}
      <div id={messageId}>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : success ? (
          <p className="mt-2 text-sm font-medium text-success-600">{success}</p>
        ) : null}
      </div>
    </div>
  );
}
