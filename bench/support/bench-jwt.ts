/** The bench API's JWT secret (api-server.ts): a bench may sign a member's token without a login. */
export const BENCH_JWT_SECRET = 'bench-only-secret-that-is-long-enough-0123456789';
