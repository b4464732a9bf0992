import type { AnnouncementState, ApplyState } from '../enums/announcement';
import { ANNOUNCEMENT_AUTO_COMPLETE_DAYS, ANNOUNCEMENT_CHOOSING_DAYS } from './announcement-limits';

const DAY_MS = 86_400_000;

export interface AnnouncementLifecycle {
  /** The stored state; time may have moved the request on since it was written. */
  state: AnnouncementState;
  postingEndAt: Date;
  /** Set at publish; older rows without it get postingEndAt + ANNOUNCEMENT_CHOOSING_DAYS. */
  choosingEndAt: Date | null;
  /** Submitted (or selected) applications. */
  applyCount: number;
  /** When the client selected an estimate (state CHOSEN onwards); null before. */
  chosenAt: Date | null;
}

/** When choosing ends for a request whose posting ends at `postingEndAt`. */
export function getChoosingEndAt(postingEndAt: Date): Date {
  return new Date(postingEndAt.getTime() + ANNOUNCEMENT_CHOOSING_DAYS * DAY_MS);
}

/** When a chosen request counts as 완료 without the client saying so (ADR 0027). */
export function getAutoCompleteAt(chosenAt: Date): Date {
  return new Date(chosenAt.getTime() + ANNOUNCEMENT_AUTO_COMPLETE_DAYS * DAY_MS);
}

/**
 * The state a reader sees (ADR 0010, 0027). No job moves requests along: posting ends → 선정중
 * with applicants, 마감 without; choosing time ends → 마감; ANNOUNCEMENT_AUTO_COMPLETE_DAYS after
 * the selection 선정완료 → 완료. 완료, 마감 and 취소 are final. The announcements repository has
 * the same rule as one SQL expression.
 */
export function resolveAnnouncementState(
  { state, postingEndAt, choosingEndAt, applyCount, chosenAt }: AnnouncementLifecycle,
  now: Date = new Date(),
): AnnouncementState {
  if (state === 'CHOSEN') {
    return chosenAt !== null && now.getTime() >= getAutoCompleteAt(chosenAt).getTime()
      ? 'COMPLETED'
      : 'CHOSEN';
  }
  if (state !== 'RECRUITING' && state !== 'CHOOSING') return state;
  const nowMs = now.getTime();
  const choosingEndMs = (choosingEndAt ?? getChoosingEndAt(postingEndAt)).getTime();
  if (state === 'RECRUITING' && nowMs < postingEndAt.getTime()) return 'RECRUITING';
  if (state === 'RECRUITING' && applyCount === 0) return 'CLOSED';
  return nowMs < choosingEndMs ? 'CHOOSING' : 'CLOSED';
}

/**
 * An application still waiting when its request closed or was canceled was, in effect, not
 * selected; selection itself stores SELECTED / NOT_SELECTED.
 */
export function resolveApplyState(
  applyState: ApplyState,
  announcementState: AnnouncementState,
): ApplyState {
  if (
    applyState === 'SUBMITTED' &&
    (announcementState === 'CLOSED' ||
      announcementState === 'CANCELED' ||
      announcementState === 'CHOSEN' ||
      announcementState === 'COMPLETED')
  ) {
    return 'NOT_SELECTED';
  }
  return applyState;
}

/** Stored-state changes a write may make (after settling the row to its effective state). */
export const ANNOUNCEMENT_TRANSITIONS: Readonly<
  Record<AnnouncementState, readonly AnnouncementState[]>
> = {
  RECRUITING: ['CHOOSING', 'CHOSEN', 'CLOSED', 'CANCELED'],
  CHOOSING: ['CHOSEN', 'CLOSED', 'CANCELED'],
  CHOSEN: ['COMPLETED'],
  COMPLETED: [],
  CLOSED: [],
  CANCELED: [],
};

export function canTransitionAnnouncement(from: AnnouncementState, to: AnnouncementState): boolean {
  return ANNOUNCEMENT_TRANSITIONS[from].includes(to);
}

/** Companies may apply only while recruiting. */
export function isAnnouncementOpen(state: AnnouncementState): boolean {
  return state === 'RECRUITING';
}

/** The owner may change or delete a request only while recruiting and before anyone applied. */
export function canEditAnnouncement(state: AnnouncementState, applyCount: number): boolean {
  return state === 'RECRUITING' && applyCount === 0;
}

/** Deleting is about applicants only: a finished request nobody applied to may go too. */
export function canDeleteAnnouncement(applyCount: number): boolean {
  return applyCount === 0;
}

export function canCancelAnnouncement(state: AnnouncementState): boolean {
  return canTransitionAnnouncement(state, 'CANCELED');
}

/** Selecting ends recruiting early, so it is allowed while recruiting as well as choosing. */
export function canSelectInAnnouncement(state: AnnouncementState): boolean {
  return canTransitionAnnouncement(state, 'CHOSEN');
}

/** Only a finished request can be posted again as a new draft. */
export function canReCreateAnnouncement(state: AnnouncementState): boolean {
  return state === 'CLOSED' || state === 'CHOSEN' || state === 'COMPLETED' || state === 'CANCELED';
}

/** The client marks the job done (공사 완료) only after choosing a company (ADR 0027). */
export function canCompleteAnnouncement(state: AnnouncementState): boolean {
  return canTransitionAnnouncement(state, 'COMPLETED');
}

/** A review opens when the job is done, not when the company is chosen (ADR 0027). */
export function canReviewInAnnouncement(state: AnnouncementState): boolean {
  return state === 'COMPLETED';
}
