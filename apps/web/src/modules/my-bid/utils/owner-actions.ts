import type { AnnouncementState } from '@gongsa/domain';

export type OwnerActions = {
  /** 수정 (updateAnnouncement) and 삭제 share one rule: recruiting and nobody has applied. */
  canEdit: boolean;
  canDelete: boolean;
  canCancel: boolean;
  canReCreate: boolean;
  /** Selection (ADR 0010) is open while recruiting (it ends recruiting early) and choosing. */
  canSelect: boolean;
  /** 공사 완료 (ADR 0027): once a company is chosen. */
  canComplete: boolean;
};

const OPEN_STATES: ReadonlySet<AnnouncementState> = new Set(['RECRUITING', 'CHOOSING']);
const FINISHED_STATES: ReadonlySet<AnnouncementState> = new Set([
  'CLOSED',
  'CHOSEN',
  'COMPLETED',
  'CANCELED',
]);

/** Which owner buttons a detail page offers; the API enforces the same rules. */
export function describeOwnerActions(announcement: {
  state: AnnouncementState;
  canEdit: boolean;
}): OwnerActions {
  return {
    canEdit: announcement.canEdit,
    canDelete: announcement.canEdit,
    canCancel: OPEN_STATES.has(announcement.state),
    canReCreate: FINISHED_STATES.has(announcement.state),
    canSelect: OPEN_STATES.has(announcement.state),
    canComplete: announcement.state === 'CHOSEN',
  };
}
