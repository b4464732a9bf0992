const DEFAULT_MESSAGE = '입력값을 확인해 주세요.';

/**
 * The message a form shows under a field: the first issue only, because our schemas list
 * their rules in the order a user should fix them. Duck-typed so errors from another copy of
 * zod (e.g. bundled in the web app) work too.
 */
export function firstZodMessage(error: unknown, fallback: string = DEFAULT_MESSAGE): string {
  if (typeof error === 'object' && error !== null && 'issues' in error) {
    const { issues } = error as { issues: unknown };
    if (Array.isArray(issues)) {
      const first: unknown = issues[0];
      if (typeof first === 'object' && first !== null && 'message' in first) {
        const { message } = first as { message: unknown };
        if (typeof message === 'string' && message.length > 0) return message;
      }
    }
  }
  return fallback;
}
