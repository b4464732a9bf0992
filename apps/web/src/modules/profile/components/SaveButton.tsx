import type { ComponentProps } from 'react';
import { Button } from '../../ui/components/Button';
import { FieldError } from './FormFields';

type SaveButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'disabled' | 'children'> & {
  label: string;
  isSaving: boolean;
  isUploading: boolean;
};

/** A submit button that says what is in progress: saving, or an image still uploading. */
export function SaveButton({ label, isSaving, isUploading, ...buttonProps }: SaveButtonProps) {
  return (
    <Button
      {...buttonProps}
      type="submit"
      disabled={isSaving || isUploading}
      aria-busy={isSaving || undefined}
    >
      {isSaving ? '저장 중…' : isUploading ? '업로드 중…' : label}
    </Button>
  );
}

/**
 * The form-level error and a '프로필 저장' bar that stays in view while a long form scrolls. On a
 * phone it sticks above the bottom tab bar (/myPage shows it), which otherwise covered the button.
 */
export function ProfileSaveBar({
  formErrorId,
  formError,
  isSaving,
  isUploading,
}: {
  formErrorId: string;
  formError: string | null;
  isSaving: boolean;
  isUploading: boolean;
}) {
  return (
    <>
      <FieldError id={formErrorId} message={formError ?? undefined} />
      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] -mx-5 mt-8 flex justify-end border-t border-gray-100 bg-white/95 px-5 py-4 backdrop-blur desktop:bottom-0 desktop:-mx-7 desktop:px-7">
        <SaveButton
          label="프로필 저장"
          size="lg"
          className="w-full desktop:w-auto"
          isSaving={isSaving}
          isUploading={isUploading}
        />
      </div>
    </>
  );
}
