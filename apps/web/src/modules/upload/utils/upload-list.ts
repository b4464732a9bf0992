import type { UploadedFile } from './upload-file';

/** A stored file as forms keep it (the upload answer or a File loaded back from the API). */
export type StoredFile = Pick<UploadedFile, 'id' | 'filename' | 'url' | 'thumbnailURL'> &
  Partial<Pick<UploadedFile, 'mimetype' | 'size'>>;

export type UploadItem =
  | { key: string; status: 'uploading'; name: string; progress: number; source: File }
  | { key: string; status: 'failed'; name: string; error: string; source: File }
  | { key: string; status: 'done'; name: string; file: StoredFile };

export type UploadLimits = {
  /** Most files the list may hold (uploading, failed and done together). */
  maxFiles: number;
  /** Largest single file in bytes; larger ones are refused before uploading. */
  maxBytes?: number | undefined;
  /** The input's accept list, e.g. 'image/png,image/jpeg' or '.pdf,image/*'. */
  accept?: string | undefined;
};

/** What the API stores (apps/api files/file-type.ts), as input accept lists. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp';
export const DOCUMENT_ACCEPT = '.pdf,.hwp,.hwpx,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.txt,.dwg';
/** The API's default UPLOAD_MAX_BYTES (20 MiB); larger files are refused before uploading. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export type MoveDirection = 'up' | 'down';

export function toDoneItem(file: StoredFile): UploadItem {
  return { key: `stored-${file.id}`, status: 'done', name: file.filename, file };
}

/** The finished files in list order: what a form sends as its `*__ids`. */
export function readDoneFiles(items: readonly UploadItem[]): StoredFile[] {
  return items.flatMap((item) => (item.status === 'done' ? [item.file] : []));
}

export function isAnyUploading(items: readonly UploadItem[]): boolean {
  return items.some((item) => item.status === 'uploading');
}

export function moveItem(
  items: readonly UploadItem[],
  key: string,
  direction: MoveDirection,
): UploadItem[] {
  const index = items.findIndex((item) => item.key === key);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** Whether a file matches an accept list of MIME types, `type/*` wildcards and `.ext` suffixes. */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, accept: string | undefined) {
  if (!accept?.trim()) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}

function describeBytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Math.round(megabytes * 10) / 10}MB` : `${Math.round(bytes / 1024)}KB`;
}

export type FileSelection = { accepted: File[]; errors: string[] };

/**
 * Splits newly picked files into those that will upload and Korean reasons for the rest,
 * so a refused file never starts a request the API would refuse anyway.
 */
export function selectFiles(
  picked: readonly File[],
  currentCount: number,
  limits: UploadLimits,
): FileSelection {
  const accepted: File[] = [];
  const errors: string[] = [];
  let room = Math.max(0, limits.maxFiles - currentCount);
  for (const file of picked) {
    if (!isAcceptedFile(file, limits.accept)) {
      errors.push(`${file.name}: 올릴 수 없는 파일 형식입니다.`);
    } else if (limits.maxBytes !== undefined && file.size > limits.maxBytes) {
      errors.push(`${file.name}: ${describeBytes(limits.maxBytes)} 이하 파일만 올릴 수 있습니다.`);
    } else if (room === 0) {
      errors.push(`최대 ${limits.maxFiles}개까지 올릴 수 있습니다.`);
      break;
    } else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, errors };
}
