import { GraphQLError } from './graphql/graphql-js';
import { z } from 'zod';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'INSUFFICIENT_POINTS',
  'PAYMENT_REQUIRED',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const INTERNAL_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  INSUFFICIENT_POINTS: 402,
  PAYMENT_REQUIRED: 402,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * An error the user is meant to see: a stable `extensions.code` and a Korean message.
 * It extends GraphQLError so Yoga passes it through error masking untouched.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    this.name = 'AppError';
    this.code = code;
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = '로그인이 필요합니다.') {
    super('UNAUTHENTICATED', message);
  }
}

/** FORBIDDEN makes the web client refresh its access token and retry once (SPEC §8). */
export class ForbiddenError extends AppError {
  constructor(message = '접근 권한이 없습니다.') {
    super('FORBIDDEN', message);
  }
}

export class SessionExpiredError extends ForbiddenError {
  constructor() {
    super('로그인이 만료되었습니다. 다시 로그인해 주세요.');
  }
}

export class BadUserInputError extends AppError {
  constructor(message: string, extensions: Record<string, unknown> = {}) {
    super('BAD_USER_INPUT', message, extensions);
  }
}

export class NotFoundError extends AppError {
  constructor(message = '요청한 정보를 찾을 수 없습니다.') {
    super('NOT_FOUND', message);
  }
}

export class InsufficientPointsError extends AppError {
  constructor(message = '포인트가 부족합니다.') {
    super('INSUFFICIENT_POINTS', message);
  }
}

/** Reading this costs points and the request did not say the user agreed to pay. */
export class PaymentRequiredError extends AppError {
  constructor(message: string) {
    super('PAYMENT_REQUIRED', message);
  }
}

export class ConflictError extends AppError {
  constructor(message = '이미 처리된 요청입니다.') {
    super('CONFLICT', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.') {
    super('TOO_MANY_REQUESTS', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

export class InternalServerError extends AppError {
  constructor() {
    super('INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE);
  }
}

export function isZodError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}

/** Zod issues already carry Korean messages (packages/domain); the first one is shown. */
export function toBadUserInputError(error: z.core.$ZodError): BadUserInputError {
  const [first] = error.issues;
  return new BadUserInputError(first?.message ?? '입력값을 확인해 주세요.', {
    field: first?.path.map(String).join('.') || undefined,
  });
}

/** Anything that is not already an AppError becomes a masked internal error (or input error for zod). */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isZodError(error)) return toBadUserInputError(error);
  return new InternalServerError();
}
