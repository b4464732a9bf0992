import type { ComponentProps } from 'react';
import { Button } from '../../ui/components/Button';

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
 * The page's one '프로필 저장' (issue 13: a photo chosen under 내 정보 was lost by a second,
 * separate save) in a bar that stays in view while the long page scrolls, with the unsaved
 * state next to it. On a phone it sticks above the bottom tab bar (/myPage shows it).
 */
export function ProfileSaveBar({
  isDirty,
  isSaving,
  isUploading,
}: {
  isDirty: boolean;
  isSaving: boolean;
  isUploading: boolean;
}) {
  return (
    <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white/95 px-5 py-4 backdrop-blur desktop:bottom-4 desktop:flex-row desktop:items-center desktop:justify-end desktop:gap-4 desktop:px-7">
      <p role="status" className="text-[14px] font-medium text-gray-700 empty:hidden">
        {isDirty ? '저장하지 않은 변경 사항이 있어요.' : ''}
      </p>
      <SaveButton
        label="프로필 저장"
        size="lg"
        className="w-full desktop:w-auto"
        isSaving={isSaving}
        isUploading={isUploading}
      />
    </div>
  );
}
