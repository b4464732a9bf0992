'use client';

import { withJosa } from '@gongsa/domain';
import { useId, useState } from 'react';
import type { FileUploads } from '../hooks/useFileUploads';
import type { MoveDirection, UploadItem } from '../utils/upload-list';

type UploadListProps = {
  /** The file input's id, so a form's error summary can focus it. */
  id: string;
  label: string;
  uploads: FileUploads;
  hint?: string | undefined;
  /** A form-level error (e.g. from the zod schema). */
  error?: string | undefined;
  /** Shows a thumbnail per finished file (image lists). */
  hasPreview?: boolean;
  /** With onMainChange: a '대표 이미지' radio per finished file. */
  mainFileId?: string | null | undefined;
  onMainChange?: ((fileId: string) => void) | undefined;
};

const CONTROL_CLASS =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg border border-gray-300 bg-white px-2.5 text-[13px] font-semibold text-gray-800 hover:bg-gray-50 aria-disabled:cursor-not-allowed aria-disabled:text-gray-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function describeItemStatus(item: UploadItem): string {
  if (item.status === 'uploading') return `업로드 중 ${item.progress}%`;
  if (item.status === 'failed') return '업로드 실패';
  return '업로드 완료';
}

/**
 * A picked-files list: progress bars, order buttons (move buttons stay focusable at the ends
 * with aria-disabled so keyboard focus is not lost), remove, retry and the main-image choice.
 */
export function UploadList({
  id,
  label,
  uploads,
  hint,
  error,
  hasPreview = false,
  mainFileId,
  onMainChange,
}: UploadListProps) {
  const generatedId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const mainName = `${generatedId}-main`;
  const [announcement, setAnnouncement] = useState('');
  const { items, limits } = uploads;
  const isFull = items.length >= limits.maxFiles;
  const messages = [...uploads.selectionErrors, ...(error ? [error] : [])];

  function move(item: UploadItem, index: number, direction: MoveDirection) {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= items.length) return;
    uploads.move(item.key, direction);
    setAnnouncement(`${withJosa(item.name, '을/를')} ${target + 1}번째로 옮겼습니다.`);
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-[15px] font-semibold text-gray-900">
          {label}{' '}
          <span className="text-[13px] font-normal text-gray-600">
            ({items.length}/{limits.maxFiles})
          </span>
        </span>
        <input
          id={id}
          type="file"
          multiple
          accept={limits.accept}
          disabled={isFull}
          className="peer sr-only"
          aria-describedby={
            [hint ? hintId : null, messages.length > 0 ? errorId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-invalid={messages.length > 0 ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files;
            if (picked) uploads.addFiles(Array.from(picked));
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={`inline-flex h-10 items-center rounded-lg border px-3.5 text-sm font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
            isFull
              ? 'cursor-not-allowed border-gray-200 bg-gray-100 text-gray-600'
              : 'cursor-pointer border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
          }`}
        >
          {`${label} 추가`}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-[13px] text-gray-600">
          {hint}
        </p>
      ) : null}
      {messages.length > 0 ? (
        <div id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 ? (
        <ol className="mt-3 flex flex-col gap-2" aria-label={`${label} 목록`}>
          {items.map((item, index) => {
            const progressLabelId = `${generatedId}-${item.key}-progress`;
            const isFirst = index === 0;
            const isLast = index === items.length - 1;
            const preview =
              item.status === 'done' ? (item.file.thumbnailURL ?? item.file.url) : null;
            return (
              <li
                key={item.key}
                className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 desktop:flex-row desktop:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  {hasPreview ? (
                    <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100">
                      {preview ? (
                        // eslint-disable-next-line @next/next/no-img-element
                        <img
                          src={preview}
                          alt=""
                          width={56}
                          height={56}
                          className="size-full object-cover"
                        />
                      ) : null}
                    </div>
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-[15px] font-medium text-gray-900" title={item.name}>
                      <span className="sr-only">{`${index + 1}번째 `}</span>
                      {item.name}
                    </p>
                    {item.status === 'uploading' ? (
                      <div className="mt-1">
                        <span id={progressLabelId} className="text-[13px] text-gray-700">
                          {describeItemStatus(item)}
                        </span>
                        <progress
                          aria-labelledby={progressLabelId}
                          value={item.progress}
                          max={100}
                          className="mt-1 block h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-600"
                        />
                      </div>
                    ) : item.status === 'failed' ? (
                      <p className="mt-1 text-[13px] font-medium text-danger-700">{item.error}</p>
                    ) : (
                      <p className="mt-1 text-[13px] text-gray-600">{describeItemStatus(item)}</p>
                    )}
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-1.5">
                  {onMainChange && item.status === 'done' ? (
                    <label className="mr-1 inline-flex min-h-9 cursor-pointer items-center gap-1.5 text-[13px] font-medium text-gray-800 has-focus-visible:outline-3 has-focus-visible:outline-brand-600">
                      <input
                        type="radio"
                        name={mainName}
                        checked={mainFileId === item.file.id}
                        onChange={() => onMainChange(item.file.id)}
                        className="size-4 accent-brand-600"
                        aria-label={`${item.name} 대표 이미지로 선택`}
                      />
                      <span aria-hidden="true">대표 이미지</span>
                    </label>
                  ) : null}
                  {item.status === 'failed' ? (
                    <button
                      type="button"
                      className={CONTROL_CLASS}
                      onClick={() => uploads.retry(item.key)}
                      aria-label={`${item.name} 다시 시도`}
                    >
                      다시 시도
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={CONTROL_CLASS}
                    aria-disabled={isFirst ? true : undefined}
                    aria-label={`${item.name} 위로`}
                    onClick={() => move(item, index, 'up')}
                  >
                    위로
                  </button>
                  <button
                    type="button"
                    className={CONTROL_CLASS}
                    aria-disabled={isLast ? true : undefined}
                    aria-label={`${item.name} 아래로`}
                    onClick={() => move(item, index, 'down')}
                  >
                    아래로
                  </button>
                  <button
                    type="button"
                    className={`${CONTROL_CLASS} text-danger-700`}
                    aria-label={`${item.name} 삭제`}
                    onClick={() => {
                      uploads.remove(item.key);
                      setAnnouncement(`${withJosa(item.name, '을/를')} 삭제했습니다.`);
                    }}
                  >
                    삭제
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
