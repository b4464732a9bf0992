import type { AnnouncementType } from '../enums/announcement';
import type { ProfileType } from '../enums/user';

// Apply limits and eligibility without the apply form's zod schema (apply-input.ts), so the
// request detail page can decide whether to show the apply button without shipping zod.
/** SPEC §3 apply: at most this many estimate files per apply. */
export const ESTIMATE_FILES_MAX = 5;
export const APPLY_MANAGER_NAME_MIN = 2;
export const APPLY_MANAGER_NAME_MAX = 20;
/** 1조 원: far above any real estimate, low enough to stay exact in a double and a bigint. */
export const ESTIMATED_AMOUNT_MAX = 1_000_000_000_000;

/**
 * Who may apply (ADR 0010): a request for ALL takes every business type, otherwise only the
 * targeted type; a consumer profile never applies.
 */
export function canProfileTypeApply(
  announcementType: AnnouncementType,
  profileType: ProfileType,
): boolean {
  if (profileType === 'CONSUMER') return false;
  return announcementType === 'ALL' || announcementType === profileType;
}
