import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AppError,
  BadUserInputError,
  INTERNAL_ERROR_MESSAGE,
  NotFoundError,
  PayloadTooLargeError,
  type ErrorCode,
} from '../errors';

export type HttpErrorBody = { error: { code: ErrorCode; message: string } };

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(payload));
  res.setHeader('cache-control', 'no-store');
  res.end(payload);
}

/** Route errors as JSON with the same codes and Korean messages as GraphQL errors. */
export function sendError(res: ServerResponse, error: AppError | null): void {
  const body: HttpErrorBody = error
    ? { error: { code: error.code, message: error.message } }
    : { error: { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE } };
  sendJson(res, error?.httpStatus ?? 500, body);
}

/** The request's URL, resolved as a browser would (dot segments, percent-encoding). */
export function readRequestUrl(req: IncomingMessage): URL {
  return new URL(req.url ?? '/', 'http://localhost');
}

/**
 * The whole body, counted by the bytes that arrive (a chunked body has no Content-Length, and one
 * can lie): null as soon as it passes `maxBytes`, and the rest is not read.
 */
export async function readBodyWithin(
  req: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) return null;
    chunks.push(buffer);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/** A JSON body of at most `maxBytes` (the development routes' input), or the Korean error why not. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const body = await readBodyWithin(req, maxBytes);
  if (body === null) throw new PayloadTooLargeError('요청 본문이 너무 큽니다.');
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new BadUserInputError('JSON 형식의 요청 본문이 필요합니다.');
  }
}

/**
 * A development route that takes a JSON POST: `answer(body)` is sent as JSON (200), an AppError
 * it throws as the error body with its status; any other method is a NOT_FOUND.
 */
export async function answerJsonPost(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  answer: (body: unknown) => Promise<unknown>,
): Promise<void> {
  if (req.method !== 'POST') {
    sendError(res, new NotFoundError('요청한 주소를 찾을 수 없습니다.'));
    return;
  }
  try {
    sendJson(res, 200, await answer(await readJsonBody(req, maxBytes)));
  } catch (error) {
    if (error instanceof AppError) {
      sendError(res, error);
      return;
    }
    throw error;
  }
}
