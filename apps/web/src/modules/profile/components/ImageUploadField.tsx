'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { uploadFile } from '../../upload/utils/upload-file';
import { toFieldDomId, type FileValue } from '../utils/profile-form';
import { FieldError, fieldErrorId } from './FormFields';

type ImageUploadFieldProps = {
  formId: string;
  name: string;
  label: string;
  value: FileValue | null;
  onChange: (value: FileValue | null) => void;
  /** Reports whether an upload is running, so the form waits before saving. */
  onBusyChange?: (isBusy: boolean) => void;
  error?: string | undefined;
  hint?: string;
  /** Round preview for avatars, square for logos and menus. */
  shape?: 'round' | 'square';
  /** Shown in the preview when there is no image. */
  placeholder?: ReactNode;
};

const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Picks an image, uploads it right away with a progress bar, and keeps the stored file's id. */
export function ImageUploadField({
  formId,
  name,
  label,
  value,
  onChange,
  onBusyChange,
  error,
  hint,
  shape = 'square',
  placeholder,
}: ImageUploadFieldProps) {
  const { state } = useSession();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const id = toFieldDomId(formId, name);
  const errorId = fieldErrorId(formId, name);
  const hintId = `${id}-hint`;
  const progressLabelId = `${id}-progress-label`;
  const message = uploadError ?? error;

  useEffect(() => () => abortRef.current?.abort(), []);

  async function upload(file: File) {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setUploadError(null);
    setProgress(0);
    onBusyChange?.(true);
    const result = await uploadFile(file, {
      token: state.token,
      onProgress: setProgress,
      signal: controller.signal,
    });
    if (controller.signal.aborted) return;
    abortRef.current = null;
    onBusyChange?.(false);
    if ('error' in result) {
      setProgress(null);
      setUploadError(result.error);
      return;
    }
    onChange({
      id: result.file.id,
      url: result.file.url,
      thumbnailURL: result.file.thumbnailURL,
      filename: result.file.filename,
    });
    setProgress(100);
  }

  const previewUrl = value ? (value.thumbnailURL ?? value.url) : null;
  const isUploading = progress !== null && progress < 100;

  return (
    <div>
      <span className="text-[15px] font-semibold text-gray-900">{label}</span>
      <div className="mt-2 flex items-center gap-4">
        <div
          className={`flex size-20 shrink-0 items-center justify-center overflow-hidden border border-gray-200 bg-gray-50 ${
            shape === 'round' ? 'rounded-full' : 'rounded-xl'
          }`}
        >
          {previewUrl ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={previewUrl}
              alt={`${label} 미리보기`}
              className="size-full object-cover"
              width={80}
              height={80}
            />
          ) : (
            (placeholder ?? <span className="text-[13px] text-gray-600">이미지 없음</span>)
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={ACCEPTED_TYPES}
              className="peer sr-only"
              aria-describedby={
                [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') ||
                undefined
              }
              aria-invalid={message ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
            <label
              htmlFor={id}
              className="inline-flex h-9 cursor-pointer items-center rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
            >
              {value ? `${label} 변경` : `${label} 선택`}
            </label>
            {value ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  onChange(null);
                  setProgress(null);
                }}
                disabled={isUploading}
              >
                {`${label} 삭제`}
              </Button>
            ) : null}
          </div>
          {progress !== null ? (
            <div>
              <div className="flex justify-between text-[13px] text-gray-700">
                <span id={progressLabelId}>{isUploading ? '업로드 중' : '업로드 완료'}</span>
                <span aria-hidden="true">{progress}%</span>
              </div>
              <progress
                aria-labelledby={progressLabelId}
                value={progress}
                max={100}
                className="mt-1 block h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
              />
            </div>
          ) : null}
          {hint ? (
            <p id={hintId} className="text-[13px] text-gray-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} message={message} />
    </div>
  );
}
