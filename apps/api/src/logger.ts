import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

// Accept a caller's id only when it is short and plain, so it is safe to echo and to log.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export function createLogger(
  options: { level: LevelWithSilent; destination?: DestinationStream } = { level: 'info' },
): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'gongsa-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['authorization', 'password', '*.password', 'variables.password', 'refreshToken'],
        censor: '[숨김]',
      },
    },
    options.destination,
  );
}

export function resolveRequestId(headerValue: string | string[] | undefined): string {
  const candidate = Array.isArray(headerValue) ? headerValue[0] : headerValue;
  return candidate && REQUEST_ID_PATTERN.test(candidate) ? candidate : randomUUID();
}
