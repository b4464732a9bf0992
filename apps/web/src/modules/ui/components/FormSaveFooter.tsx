import Link from 'next/link';
import { Button } from './Button';

type FormSaveFooterProps = {
  /** What the API refused the whole form for (its Korean message), shown above the buttons. */
  formError: string | null;
  /** Where 취소 goes. */
  cancelHref: string;
  isSaving: boolean;
  submitLabel: string;
};

/** The end of a saved-whole form: the API's refusal, 취소 and the submit button. */
export function FormSaveFooter({
  formError,
  cancelHref,
  isSaving,
  submitLabel,
}: FormSaveFooterProps) {
  return (
    <>
      {formError ? (
        <p
          role="alert"
          className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
        >
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 pt-5">
        <Link
          href={cancelHref}
          className="inline-flex h-11 items-center rounded-lg px-4 text-[15px] font-semibold text-gray-700 hover:bg-gray-100"
        >
          취소
        </Link>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? '저장 중…' : submitLabel}
        </Button>
      </div>
    </>
  );
}
