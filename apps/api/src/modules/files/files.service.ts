import { createHash, randomUUID } from 'node:crypto';
import type { AppDependencies } from '../../context';
import type { Viewer } from '../../context';
import {
  BadUserInputError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../errors';
import {
  checkFileSignature,
  signStorageKey,
  toSignatureQuery,
  type FileSignature,
} from './file-url-signature';
import { detectFileType, type DetectedFileType } from './file-type';
import { buildContentDisposition, sanitizeFilename } from './filename';
import {
  IMAGE_VARIANT_NAMES,
  VARIANT_MIMETYPE,
  renderImageVariants,
  type ImageVariant,
} from './image-variants';
import {
  ensureFileByStorageKey,
  findFileAccess,
  findFileById,
  insertFiles,
  lockUploadQuota,
  sumUploadsSince,
  type FileRow,
  type NewFileRow,
} from './files.repository';
import type { StoredObject } from './storage/file-storage';
import type { SpooledFile } from './upload-spool';

export type FileDependencies = Pick<AppDependencies, 'db' | 'storage' | 'env'>;

export const MAX_FILES_PER_UPLOAD = 10;

export const FILE_MESSAGES = {
  notAllowedType: '허용되지 않는 파일 형식입니다.',
  empty: '빈 파일은 올릴 수 없습니다.',
  unreadableImage: '이미지 파일을 읽을 수 없습니다. 다른 파일을 선택해 주세요.',
  noFile: '업로드할 파일을 선택해 주세요.',
  tooMany: `한 번에 최대 ${MAX_FILES_PER_UPLOAD}개까지 올릴 수 있습니다.`,
  notFound: '파일을 찾을 수 없습니다.',
  notAllowed:
    '이 파일을 볼 수 없습니다. 파일을 올린 사람과 공개된 곳에 붙은 파일만 볼 수 있습니다.',
  linkExpired: '파일 주소의 사용 기간이 지났습니다. 페이지를 새로 고친 뒤 다시 열어 주세요.',
  loginRequired: '로그인한 뒤 파일을 올릴 수 있습니다.',
  dailyQuota: (files: number, megabytes: number) =>
    `하루에 올릴 수 있는 파일(${files}개, ${megabytes}MB)을 모두 썼습니다. 내일 다시 시도해 주세요.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses an upload that would take the account past its quota for the last 24 hours (deleted
 * files count too, so deleting does not make room). Called before the body is read with the
 * smallest upload there can be (one file of one byte: empty files are refused), and again, under
 * the account's lock, with the real one before the rows are written.
 */
export const SMALLEST_UPLOAD = { files: 1, bytes: 1 } as const;

export async function assertWithinUploadQuota(
  deps: Pick<FileDependencies, 'db' | 'env'>,
  uploaderId: number,
  adding: { files: number; bytes: number },
  now: Date = new Date(),
): Promise<void> {
  const quota = deps.env.uploadDailyQuota;
  const used = await sumUploadsSince(deps.db, uploaderId, new Date(now.getTime() - DAY_MS));
  if (used.files + adding.files > quota.files || used.bytes + adding.bytes > quota.bytes) {
    throw new TooManyRequestsError(
      FILE_MESSAGES.dailyQuota(quota.files, Math.floor(quota.bytes / (1024 * 1024))),
    );
  }
}

export function describeSizeLimit(maxBytes: number): string {
  const mebibytes = maxBytes / (1024 * 1024);
  const label =
    mebibytes >= 1 ? `${Number(mebibytes.toFixed(1))}MB` : `${Math.ceil(maxBytes / 1024)}KB`;
  return `파일 크기는 ${label} 이하여야 합니다.`;
}

/** The File object clients see (GraphQL `File` and the upload response). */
export type FileView = {
  id: number;
  filename: string;
  mimetype: string;
  md5: string;
  size: number;
  priority: number;
  url: string;
  thumbnailURL: string | null;
  lowQualityURL: string | null;
  highQualityURL: string | null;
};

/** An uploaded file as the request delivered it: its name and where it was spooled. */
export type IncomingFile = { filename: string } & SpooledFile;

// Served through the API: a random UUID, so file addresses cannot be enumerated.
const STORAGE_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toVariantKey(storageKey: string, variant: ImageVariant): string {
  return `${storageKey}.${variant}.webp`;
}

/** Every object a file row has in storage: the original and, for an image, its variants. */
export function listStoredObjectKeys(
  row: Pick<FileRow, 'storageKey' | 'thumbnailUrl' | 'lowQualityUrl' | 'highQualityUrl'>,
): string[] {
  const variantUrls: Record<ImageVariant, string | null> = {
    thumbnail: row.thumbnailUrl,
    low: row.lowQualityUrl,
    high: row.highQualityUrl,
  };
  return [
    row.storageKey,
    ...IMAGE_VARIANT_NAMES.filter((variant) => variantUrls[variant] !== null).map((variant) =>
      toVariantKey(row.storageKey, variant),
    ),
  ];
}

function toFilePath(storageKey: string, variant?: ImageVariant): string {
  return variant ? `/files/${storageKey}/${variant}` : `/files/${storageKey}`;
}

/** Stored URLs are API paths ('/files/…') or absolute public-bucket URLs. */
function toAbsoluteUrl(stored: string | null, publicApiUrl: string): string | null {
  if (stored === null) return null;
  return stored.startsWith('/') ? `${publicApiUrl}${stored}` : stored;
}

/** What addresses need: where the API is, and the secret file signatures are derived from. */
export type FileUrlEnv = { publicApiUrl: string; jwtSecret: string };

/**
 * Who the File object is for (ADR 0021). `public`: a file attached to something public (a logo,
 * a live request's attachment), with addresses that never expire. `signed`: any other file, whose
 * addresses carry a signature valid for about an hour; its download refuses anyone without one.
 * A file handed out as `public` that turns out not to be public is refused at download.
 */
export type FileAudience = 'public' | 'signed';

function toSignedView(row: FileRow, env: FileUrlEnv, signature: FileSignature): FileView {
  const query = toSignatureQuery(signature);
  // Variants go through the API too, even where a public bucket holds them, so the signature counts.
  const variantUrl = (stored: string | null, variant: ImageVariant) =>
    stored === null ? null : `${env.publicApiUrl}${toFilePath(row.storageKey, variant)}${query}`;
  return {
    id: row.id,
    filename: row.filename,
    mimetype: row.mimetype,
    md5: row.md5,
    size: row.size,
    priority: row.priority,
    url: `${env.publicApiUrl}${toFilePath(row.storageKey)}${query}`,
    thumbnailURL: variantUrl(row.thumbnailUrl, 'thumbnail'),
    lowQualityURL: variantUrl(row.lowQualityUrl, 'low'),
    highQualityURL: variantUrl(row.highQualityUrl, 'high'),
  };
}

export function toFileView(
  row: FileRow,
  env: FileUrlEnv,
  audience: FileAudience,
  now: Date = new Date(),
): FileView {
  if (audience === 'signed') {
    return toSignedView(row, env, signStorageKey(env.jwtSecret, row.storageKey, now));
  }
  return {
    id: row.id,
    filename: row.filename,
    mimetype: row.mimetype,
    md5: row.md5,
    size: row.size,
    priority: row.priority,
    url: toAbsoluteUrl(row.url, env.publicApiUrl) ?? '',
    thumbnailURL: toAbsoluteUrl(row.thumbnailUrl, env.publicApiUrl),
    lowQualityURL: toAbsoluteUrl(row.lowQualityUrl, env.publicApiUrl),
    highQualityURL: toAbsoluteUrl(row.highQualityUrl, env.publicApiUrl),
  };
}

type CheckedFile = IncomingFile & { type: DetectedFileType };

function checkFile(file: IncomingFile): CheckedFile {
  const filename = sanitizeFilename(file.filename);
  if (file.size === 0) throw new BadUserInputError(FILE_MESSAGES.empty, { filename });
  const type = detectFileType(filename, file.head);
  if (!type) throw new BadUserInputError(FILE_MESSAGES.notAllowedType, { filename });
  return { ...file, filename, type };
}

async function renderVariantsOrReject(file: CheckedFile) {
  try {
    return await renderImageVariants(file.path);
  } catch {
    throw new BadUserInputError(FILE_MESSAGES.unreadableImage, { filename: file.filename });
  }
}

/**
 * Validates every file before storing any (one bad file rejects the request), stores originals
 * and image variants, then records them. Objects already written are removed if a later step fails.
 */
export async function uploadFiles(
  deps: FileDependencies,
  incoming: IncomingFile[],
  uploaderId: number,
): Promise<FileView[]> {
  if (incoming.length === 0) throw new BadUserInputError(FILE_MESSAGES.noFile);
  if (incoming.length > MAX_FILES_PER_UPLOAD) throw new BadUserInputError(FILE_MESSAGES.tooMany);
  const checked = incoming.map(checkFile);
  const variantsByIndex = await Promise.all(
    checked.map((file) => (file.type.isImage ? renderVariantsOrReject(file) : null)),
  );

  const writtenKeys: string[] = [];
  try {
    const rows: NewFileRow[] = [];
    for (const [index, file] of checked.entries()) {
      const storageKey = randomUUID();
      await deps.storage.put(storageKey, { path: file.path, size: file.size }, file.type.mimetype);
      writtenKeys.push(storageKey);

      const variantUrls: Partial<Record<ImageVariant, string>> = {};
      const variants = variantsByIndex[index];
      if (variants) {
        for (const variant of IMAGE_VARIANT_NAMES) {
          const key = toVariantKey(storageKey, variant);
          await deps.storage.put(key, variants[variant], VARIANT_MIMETYPE);
          writtenKeys.push(key);
          // Always through the API: a bucket address would outlive the file's signature (ADR 0021).
          variantUrls[variant] = toFilePath(storageKey, variant);
        }
      }

      rows.push({
        filename: file.filename,
        mimetype: file.type.mimetype,
        md5: file.md5,
        size: file.size,
        priority: index,
        storageKey,
        url: toFilePath(storageKey),
        thumbnailUrl: variantUrls.thumbnail ?? null,
        lowQualityUrl: variantUrls.low ?? null,
        highQualityUrl: variantUrls.high ?? null,
        uploaderId,
      });
    }
    const bytes = rows.reduce((sum, row) => sum + row.size, 0);
    const inserted = await deps.db.transaction(async (tx) => {
      await lockUploadQuota(tx, uploaderId);
      await assertWithinUploadQuota({ db: tx, env: deps.env }, uploaderId, {
        files: rows.length,
        bytes,
      });
      return insertFiles(tx, rows);
    });
    // Nothing refers to a fresh upload yet: only its uploader may load it.
    return inserted.map((row) => toFileView(row, deps.env, 'signed'));
  } catch (error) {
    await Promise.allSettled(writtenKeys.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

/**
 * file(fileId): a public file for anyone; any other file for its uploader, the author of the
 * request it is on, either side of the apply it is an estimate of, and operators. Anyone else is
 * told it does not exist (ids are sequential, so existence is not confirmed).
 */
export async function findFile(
  deps: FileDependencies & { viewer: Viewer },
  fileId: string,
): Promise<FileView> {
  const id = Number(fileId);
  const userId = deps.viewer.isAuthenticated ? deps.viewer.userId : null;
  const access =
    Number.isSafeInteger(id) && id > 0 ? await findFileAccess(deps.db, { id }, userId) : null;
  const isAdmin = deps.viewer.isAuthenticated && deps.viewer.role === 'ADMIN';
  if (!access || !(access.isPublic || access.isViewersOwn || isAdmin)) {
    throw new NotFoundError(FILE_MESSAGES.notFound);
  }
  return toFileView(access.file, deps.env, access.isPublic ? 'public' : 'signed');
}

/** A file shown where it is public (an avatar, a logo, a portfolio image), or null. */
export async function findPublicFileOrNull(
  deps: FileDependencies,
  id: number,
): Promise<FileView | null> {
  const row = await findFileById(deps.db, id);
  return row ? toFileView(row, deps.env, 'public') : null;
}

export type FileDownload = {
  object: StoredObject;
  contentType: string;
  contentDisposition: string;
  etag: string;
  cacheControl: string;
};

export function isImageVariant(value: string): value is ImageVariant {
  return (IMAGE_VARIANT_NAMES as string[]).includes(value);
}

function replaceExtension(filename: string, extension: string): string {
  const dot = filename.lastIndexOf('.');
  return `${dot > 0 ? filename.slice(0, dot) : filename}.${extension}`;
}

/**
 * What GET /files/:key[/:variant] sends. Images and their variants open inline; everything else,
 * and anything asked for with ?download, is an attachment under the sanitised original name.
 */
export async function openFileDownload(
  deps: FileDependencies,
  request: {
    storageKey: string;
    variant: string | null;
    isDownload: boolean;
    searchParams: URLSearchParams;
  },
  now: Date = new Date(),
): Promise<FileDownload> {
  const { storageKey, variant } = request;
  if (!STORAGE_KEY_PATTERN.test(storageKey) || (variant !== null && !isImageVariant(variant))) {
    throw new NotFoundError(FILE_MESSAGES.notFound);
  }
  const access = await findFileAccess(deps.db, { storageKey }, null);
  const row = access?.file;
  if (!access || !row || (variant !== null && row.thumbnailUrl === null)) {
    throw new NotFoundError(FILE_MESSAGES.notFound);
  }
  // A public file downloads for anyone; any other only with a valid signature (ADR 0021).
  const signature = checkFileSignature(deps.env.jwtSecret, storageKey, request.searchParams, now);
  if (!access.isPublic && signature.state !== 'valid') {
    throw new ForbiddenError(
      signature.state === 'expired' ? FILE_MESSAGES.linkExpired : FILE_MESSAGES.notAllowed,
    );
  }
  const object = await deps.storage.get(variant ? toVariantKey(storageKey, variant) : storageKey);
  if (!object) throw new NotFoundError(FILE_MESSAGES.notFound);

  // Only decodable photos get variants (a .dwg is image/vnd.dwg but must not open inline).
  const isImage = variant !== null || row.thumbnailUrl !== null;
  const filename = variant ? replaceExtension(row.filename, 'webp') : row.filename;
  return {
    object,
    contentType: variant ? VARIANT_MIMETYPE : row.mimetype,
    contentDisposition: buildContentDisposition(
      isImage && !request.isDownload ? 'inline' : 'attachment',
      filename,
    ),
    etag: `"${row.md5}${variant ? `-${variant}` : ''}"`,
    // Content under a key never changes. Only public images go to shared caches; a signed copy is
    // kept by the browser no longer than its signature lasts.
    cacheControl: !access.isPublic
      ? `private, max-age=${signature.state === 'valid' ? Math.min(signature.secondsLeft, 3600) : 0}`
      : isImage
        ? 'public, max-age=31536000, immutable'
        : 'private, max-age=3600',
  };
}

/**
 * Stores an image shipped with the code (demo data) like an upload — original and variants — under
 * a storage key derived from `name` (a name-based UUID, so every start finds the same key), and
 * returns its file row's id. Idempotent: objects are written when storage lacks them, the row once.
 */
export async function storeBundledImage(
  deps: Pick<AppDependencies, 'db' | 'storage'>,
  image: { name: string; filename: string; mimetype: string; body: Buffer },
): Promise<number> {
  const hex = createHash('md5').update(`gongsa-bundled:${image.name}`).digest('hex');
  const storageKey = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  if ((await deps.storage.get(storageKey)) === null) {
    const variants = await renderImageVariants(image.body);
    for (const variant of IMAGE_VARIANT_NAMES) {
      await deps.storage.put(
        toVariantKey(storageKey, variant),
        variants[variant],
        VARIANT_MIMETYPE,
      );
    }
    await deps.storage.put(storageKey, image.body, image.mimetype);
  }
  return ensureFileByStorageKey(deps.db, {
    filename: image.filename,
    mimetype: image.mimetype,
    md5: createHash('md5').update(image.body).digest('hex'),
    size: image.body.length,
    storageKey,
    url: toFilePath(storageKey),
    thumbnailUrl: toFilePath(storageKey, 'thumbnail'),
    lowQualityUrl: toFilePath(storageKey, 'low'),
    highQualityUrl: toFilePath(storageKey, 'high'),
    uploaderId: null,
  });
}
