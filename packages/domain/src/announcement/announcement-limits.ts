// The wizard's limits without its zod schemas (announcement-input.ts), so the /bid list, the
// session's wizard store and the step counters can read them without shipping zod to the browser.
export const ANNOUNCEMENT_CATEGORIES_MAX = 5;
export const ANNOUNCEMENT_IMAGES_MAX = 10;
export const ANNOUNCEMENT_FILES_MAX = 5;
export const ANNOUNCEMENT_LICENSES_MAX = 10;
export const ANNOUNCEMENT_DESCRIPTION_MIN = 10;
export const ANNOUNCEMENT_DESCRIPTION_MAX = 3000;
export const ANNOUNCEMENT_PUBLISHER_NAME_MIN = 2;
export const ANNOUNCEMENT_PUBLISHER_NAME_MAX = 20;
export const ANNOUNCEMENT_NOTICE_TXT_MAX = 500;
/** The free text next to a '기타' choice (work type, field, scope). */
export const ANNOUNCEMENT_ETC_TEXT_MAX = 50;
export const ANNOUNCEMENT_ADDRESS_MAX = 200;
export const ANNOUNCEMENT_ADDRESS_DETAIL_MAX = 100;
/** After posting ends the owner has this many days to choose before the request closes. */
export const ANNOUNCEMENT_CHOOSING_DAYS = 14;
/**
 * A chosen request counts as 완료 this many days after the selection if the client has not said
 * so sooner (ADR 0027): long enough for the small and mid-sized jobs this market carries (repairs,
 * interiors, a few weeks of work) with slack, short enough that a client who forgets the 공사 완료
 * button can still review while the job is fresh.
 */
export const ANNOUNCEMENT_AUTO_COMPLETE_DAYS = 60;
/** The wizard's routes /bid/upload1 … /bid/upload8. */
export const ANNOUNCEMENT_STEPS = 8;
