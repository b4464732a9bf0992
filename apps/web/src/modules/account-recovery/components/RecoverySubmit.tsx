import { Button } from '../../ui/components/Button';

/** The form-level error (announced as it appears) above the full-width submit button. */
export function RecoverySubmit({
  formError,
  isSubmitting,
  label,
  busyLabel,
}: {
  formError: string | null;
  isSubmitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <p role="alert" className="min-h-6 text-[15px] font-medium text-danger-700">
        {formError}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : label}
      </Button>
    </>
  );
}
