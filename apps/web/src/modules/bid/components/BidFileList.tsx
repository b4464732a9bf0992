'use client';

import { useState } from 'react';
import { truncateFilename } from '@gongsa/domain';
import { useToast } from '../../ui/hooks/useToast';
import { downloadFile } from '../utils/file-download';

type DownloadableFile = { id: string; filename: string; url: string };

/**
 * Attached documents, each a download button named by the full filename; the visible name is
 * cut to 15 characters keeping the extension (SPEC §9).
 */
export function BidFileList({ files }: { files: readonly DownloadableFile[] }) {
  const showToast = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const download = async (file: DownloadableFile) => {
    if (pendingId) return;
    setPendingId(file.id);
    const isSaved = await downloadFile(file.url, file.filename);
    setPendingId(null);
    if (!isSaved) showToast('파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.', 'error');
  };

  return (
    <ul className="grid gap-2" data-testid="bid-files">
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            onClick={() => void download(file)}
            aria-label={`${file.filename} 내려받기`}
            aria-busy={pendingId === file.id}
            title={file.filename}
            className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white px-4 py-2 text-left text-sm text-gray-900 hover:border-brand-300 hover:bg-brand-50"
          >
            <span className="min-w-0 truncate font-medium">{truncateFilename(file.filename)}</span>
            <span className="shrink-0 text-[13px] font-semibold text-brand-700">
              {pendingId === file.id ? '받는 중…' : '내려받기'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
