/**
 * Whether a database error (or one it wraps: Drizzle keeps the driver's error as `cause`) is a
 * unique violation of the named constraint or index. Both node-postgres and PGlite report the
 * SQLSTATE as `code` and the index as `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505' && candidate.constraint === constraint) return true;
    current = candidate.cause;
  }
  return false;
}
