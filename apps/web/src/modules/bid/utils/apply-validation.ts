// The apply form's schema (zod), reached only through APPLY_VALIDATION (import()), so /bid/[id]
// loads zod after hydration instead of on first load.
export { announcementApplyInputSchema } from '@gongsa/domain';
