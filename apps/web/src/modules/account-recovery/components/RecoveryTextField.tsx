import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

const INPUT_CLASS =
  'mt-2 block h-12 w-full rounded-xl border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100 disabled:text-gray-600 aria-invalid:border-danger-600';

type RecoveryTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function RecoveryTextField({
  label,
  value,
  onChange,
  hint,
  error,
  ...inputProps
}: RecoveryTextFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="text-[15px] font-semibold text-gray-900">
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${hintId} ${messageId}` : messageId}
        className={INPUT_CLASS}
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
        ) : null}
      </div>
    </div>
  );
}
