import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { sendError, sendJson } from '../../app/http';
import type { HttpRoute } from '../../app/routes';
import { resolveViewer, type AppDependencies } from '../../context';
import { createAccountStandingLookup } from '../auth';
import {
  type AppError,
  BadUserInputError,
  PayloadTooLargeError,
  SessionExpiredError,
  UnauthenticatedError,
  toAppError,
} from '../../errors';
import type { Logger } from '../../logger';
import {
  FILE_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  SMALLEST_UPLOAD,
  assertWithinUploadQuota,
  describeSizeLimit,
  openFileDownload,
  uploadFiles,
  type IncomingFile,
} from './files.service';
import { createSpoolDirectory, removeSpoolDirectory, spoolToFile } from './upload-spool';

export const UPLOAD_PATH = '/files/upload';
const UPLOAD_FIELD = 'file';
// Room for multipart boundaries and headers around the files themselves.
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
const MALFORMED_MESSAGE = '파일 업로드 요청 형식이 올바르지 않습니다.';

type RouteDependencies = AppDependencies & { logger: Logger };

/**
 * Streams the multipart body through busboy, each file straight to a temporary file in
 * `directory` (upload-spool.ts), so memory holds a chunk at a time whatever the size. A file past
 * the size limit is cut there and the rest of the body is read and discarded, so the client
 * receives our 413 answer instead of a reset connection.
 */
function readMultipartFiles(
  req: IncomingMessage,
  maxFileBytes: number,
  directory: string,
): Promise<IncomingFile[]> {
  return new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as Parameters<typeof Busboy>[0]['headers'],
        defCharset: 'utf8',
        limits: {
          fileSize: maxFileBytes,
          files: MAX_FILES_PER_UPLOAD,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: MAX_FILES_PER_UPLOAD + 20,
        },
      });
    } catch {
      reject(new BadUserInputError(MALFORMED_MESSAGE));
      return;
    }

    const spooling: Array<Promise<IncomingFile | null>> = [];
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };

    parser.on('file', (fieldName, stream, filename) => {
      if (fieldName !== UPLOAD_FIELD) {
        fail(new BadUserInputError(`파일은 '${UPLOAD_FIELD}' 필드로 보내 주세요.`));
        stream.resume();
        return;
      }
      stream.on('limit', () => fail(new PayloadTooLargeError(describeSizeLimit(maxFileBytes))));
      spooling.push(
        spoolToFile(stream, directory, spooling.length).then(
          (spooled) =>
            // A form submitted without choosing a file sends an empty, nameless part.
            stream.truncated || (filename === '' && spooled.size === 0)
              ? null
              : { filename, ...spooled },
          (error: unknown) => {
            // The temporary file could not be written (a full disk): stop reading the body and
            // answer now, as a fault of ours, rather than wait for a part nobody consumes.
            req.unpipe(parser);
            req.resume();
            reject(error);
            return null;
          },
        ),
      );
    });
    parser.on('filesLimit', () => fail(new BadUserInputError(FILE_MESSAGES.tooMany)));
    parser.on('partsLimit', () => fail(new BadUserInputError(MALFORMED_MESSAGE)));
    parser.on('fieldsLimit', () => fail(new BadUserInputError(MALFORMED_MESSAGE)));
    parser.on('error', () => reject(failure ?? new BadUserInputError(MALFORMED_MESSAGE)));
    parser.on('finish', () => {
      void Promise.all(spooling).then((files) => {
        if (failure) reject(failure);
        else resolve(files.filter((file): file is IncomingFile => file !== null));
      });
    });
    req.on('error', () => reject(new BadUserInputError(MALFORMED_MESSAGE)));
    req.pipe(parser);
  });
}

export async function handleFileUpload(
  req: IncomingMessage,
  res: ServerResponse,
  deps: RouteDependencies,
): Promise<void> {
  const maxFileBytes = deps.env.uploadMaxBytes;
  try {
    const viewer = await resolveViewer(
      req.headers.authorization,
      deps.env.jwtSecret,
      createAccountStandingLookup(deps.db),
    );
    if (!viewer.isAuthenticated && viewer.accountRefusal) {
      throw new UnauthenticatedError(viewer.accountRefusal);
    }
    if (!viewer.isAuthenticated && viewer.hasUnusableToken) throw new SessionExpiredError();
    if (!viewer.isAuthenticated) throw new UnauthenticatedError(FILE_MESSAGES.loginRequired);
    // A full quota is refused before the body is read.
    await assertWithinUploadQuota(deps, viewer.userId, SMALLEST_UPLOAD);

    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw new BadUserInputError('파일은 multipart/form-data 형식으로 보내 주세요.');
    }
    const declaredLength = Number(req.headers['content-length'] ?? 0);
    if (declaredLength > maxFileBytes * MAX_FILES_PER_UPLOAD + MULTIPART_OVERHEAD_BYTES) {
      // Far beyond anything acceptable: answer now and drop the connection rather than read it.
      res.setHeader('connection', 'close');
      throw new PayloadTooLargeError(describeSizeLimit(maxFileBytes));
    }

    const directory = await createSpoolDirectory();
    let files;
    try {
      const incoming = await readMultipartFiles(req, maxFileBytes, directory);
      files = await uploadFiles(deps, incoming, viewer.userId);
    } finally {
      await removeSpoolDirectory(directory);
    }
    deps.logger.info({ fileIds: files.map((file) => file.id) }, '파일 업로드 완료');
    sendJson(res, 201, { files: files.map((file) => ({ ...file, id: String(file.id) })) });
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL_SERVER_ERROR')
      deps.logger.error({ err: error }, '파일 업로드 실패');
    sendError(res, appError);
  }
}

/** A link opened in a browser tab (an expired estimate file, say) gets a page, not JSON. */
function acceptsHtml(req: IncomingMessage): boolean {
  return /\btext\/html\b/.test(req.headers.accept ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendErrorPage(res: ServerResponse, error: AppError): void {
  res.statusCode = error.httpStatus ?? 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.setHeader('cache-control', 'no-store');
  res.end(
    `<!doctype html><html lang="ko"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>파일을 열 수 없습니다 | 공사마켓</title></head>` +
      `<body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#111827">` +
      `<h1 style="font-size:1.25rem">파일을 열 수 없습니다</h1><p>${escapeHtml(error.message)}</p></body></html>`,
  );
}

export async function handleFileDownload(
  req: IncomingMessage,
  res: ServerResponse,
  deps: RouteDependencies,
  route: {
    storageKey: string;
    variant: string | null;
    isHead: boolean;
    searchParams: URLSearchParams;
  },
): Promise<void> {
  let download;
  try {
    download = await openFileDownload(deps, {
      storageKey: route.storageKey,
      variant: route.variant,
      isDownload: route.searchParams.has('download'),
      searchParams: route.searchParams,
    });
  } catch (error) {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL_SERVER_ERROR')
      deps.logger.error({ err: error }, '파일 조회 실패');
    if (acceptsHtml(req)) sendErrorPage(res, appError);
    else sendError(res, appError);
    return;
  }

  res.setHeader('content-type', download.contentType);
  res.setHeader('content-disposition', download.contentDisposition);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader(
    'content-security-policy',
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('cache-control', download.cacheControl);
  res.setHeader('etag', download.etag);
  if (req.headers['if-none-match'] === download.etag) {
    download.object.stream.destroy();
    res.statusCode = 304;
    res.end();
    return;
  }
  if (download.object.size !== null) res.setHeader('content-length', download.object.size);
  res.statusCode = 200;
  if (route.isHead) {
    download.object.stream.destroy();
    res.end();
    return;
  }
  try {
    await pipeline(download.object.stream, res);
  } catch (error) {
    deps.logger.warn({ err: error }, '파일 전송이 중단되었습니다');
  }
}

/** POST /files/upload and GET|HEAD /files/:key[/:variant] ('upload' is never a stored key). */
export const fileRoutes: readonly HttpRoute[] = [
  {
    name: 'files.upload',
    methods: ['POST'],
    path: UPLOAD_PATH,
    handle: (req, res, ctx) => handleFileUpload(req, res, { ...ctx.deps, logger: ctx.logger }),
  },
  {
    name: 'files.download',
    methods: ['GET', 'HEAD'],
    path: /^\/files\/(?!upload\/?$)([^/]+)(?:\/([^/]+))?\/?$/,
    handle: (req, res, ctx) =>
      handleFileDownload(
        req,
        res,
        { ...ctx.deps, logger: ctx.logger },
        {
          storageKey: ctx.params[0]!,
          variant: ctx.params[1] || null,
          isHead: req.method === 'HEAD',
          searchParams: ctx.searchParams,
        },
      ),
  },
];
