import { NETWORK_ERROR_MESSAGE, INTERNAL_ERROR_MESSAGE } from '../../graphql/utils/graphql-result';

/** What POST /files/upload answers for each stored file (apps/api files.http.ts). */
export type UploadedFile = {
  id: string;
  filename: string;
  mimetype: string;
  size: number;
  url: string;
  thumbnailURL: string | null;
};

export type UploadResult = { file: UploadedFile } | { error: string };

// The web app forwards /files/* to the API (app/files/[...path]/route.ts), so the upload stays
// same-origin and needs no CORS.
export const FILE_UPLOAD_PATH = '/files/upload';

type UploadOptions = {
  token: string | null;
  /** Called with 0–100 while the body is sent. */
  onProgress: (percent: number) => void;
  /** Lets the caller cancel the request, e.g. when the form is left. */
  signal?: AbortSignal;
};

export function readUploadError(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as { error?: { message?: unknown } };
  return typeof error?.message === 'string' && error.message.trim() ? error.message : null;
}

export function readUploadedFile(body: unknown): UploadedFile | null {
  if (typeof body !== 'object' || body === null) return null;
  const { files } = body as { files?: unknown };
  if (!Array.isArray(files)) return null;
  const first: unknown = files[0];
  if (typeof first !== 'object' || first === null) return null;
  const candidate = first as Partial<UploadedFile>;
  return typeof candidate.id === 'string' && typeof candidate.url === 'string'
    ? (candidate as UploadedFile)
    : null;
}

/**
 * Uploads one file with XMLHttpRequest rather than fetch: only XHR reports upload progress,
 * which the logo and menu-image fields show as a bar.
 */
export function uploadFile(file: File, options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', FILE_UPLOAD_PATH);
    request.responseType = 'json';
    if (options.token) request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      const body: unknown = request.response;
      const uploaded =
        request.status >= 200 && request.status < 300 ? readUploadedFile(body) : null;
      if (uploaded) {
        options.onProgress(100);
        resolve({ file: uploaded });
        return;
      }
      resolve({ error: readUploadError(body) ?? INTERNAL_ERROR_MESSAGE });
    };
    request.onerror = () => resolve({ error: NETWORK_ERROR_MESSAGE });
    request.onabort = () => resolve({ error: '업로드를 취소했습니다.' });
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
