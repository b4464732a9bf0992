import { describe, expect, it } from 'vitest';
import {
  canCancelAnnouncement,
  canCompleteAnnouncement,
  canReviewInAnnouncement,
  getAutoCompleteAt,
  canEditAnnouncement,
  canReCreateAnnouncement,
  canSelectInAnnouncement,
  canTransitionAnnouncement,
  getChoosingEndAt,
  resolveAnnouncementState,
  resolveApplyState,
} from './announcement-state';

const now = new Date('2026-11-22T00:00:00Z');
const past = new Date('2026-11-21T00:00:00Z');
const future = new Date('2026-11-23T00:00:00Z');

describe('resolveAnnouncementState', () => {
  it('stays recruiting before posting ends', () => {
    expect(
      resolveAnnouncementState(
        {
          state: 'RECRUITING',
          postingEndAt: future,
          choosingEndAt: null,
          applyCount: 3,
          chosenAt: null,
        },
        now,
      ),
    ).toBe('RECRUITING');
  });

  it('moves to choosing after posting ends with applicants', () => {
    expect(
      resolveAnnouncementState(
        {
          state: 'RECRUITING',
          postingEndAt: past,
          choosingEndAt: getChoosingEndAt(past),
          applyCount: 1,
          chosenAt: null,
        },
        now,
      ),
    ).toBe('CHOOSING');
  });

  it('closes after posting ends without applicants', () => {
    expect(
      resolveAnnouncementState(
        {
          state: 'RECRUITING',
          postingEndAt: past,
          choosingEndAt: null,
          applyCount: 0,
          chosenAt: null,
        },
        now,
      ),
    ).toBe('CLOSED');
  });

  it('closes when choosing time has passed', () => {
    const longAgo = new Date('2026-10-01T00:00:00Z');
    expect(
      resolveAnnouncementState(
        {
          state: 'RECRUITING',
          postingEndAt: longAgo,
          choosingEndAt: null,
          applyCount: 2,
          chosenAt: null,
        },
        now,
      ),
    ).toBe('CLOSED');
    expect(
      resolveAnnouncementState(
        {
          state: 'CHOOSING',
          postingEndAt: longAgo,
          choosingEndAt: past,
          applyCount: 2,
          chosenAt: null,
        },
        now,
      ),
    ).toBe('CLOSED');
  });

  it('ends posting exactly at postingEndAt', () => {
    expect(
      resolveAnnouncementState(
        {
          state: 'RECRUITING',
          postingEndAt: now,
          choosingEndAt: null,
          applyCount: 0,
          chosenAt: null,
        },
        now,
      ),
    ).toBe('CLOSED');
  });

  it.each(['CHOSEN', 'COMPLETED', 'CLOSED', 'CANCELED'] as const)('keeps the state %s', (state) => {
    expect(
      resolveAnnouncementState(
        { state, postingEndAt: future, choosingEndAt: null, applyCount: 0, chosenAt: null },
        now,
      ),
    ).toBe(state);
  });

  describe('완료 a set time after the selection (ADR 0027)', () => {
    const chosen = (chosenAt: Date | null) => ({
      state: 'CHOSEN' as const,
      postingEndAt: past,
      choosingEndAt: null,
      applyCount: 1,
      chosenAt,
    });

    it('stays 선정완료 until ANNOUNCEMENT_AUTO_COMPLETE_DAYS (60) have passed', () => {
      const chosenAt = new Date('2026-10-01T00:00:00Z');
      expect(getAutoCompleteAt(chosenAt).toISOString()).toBe('2026-11-30T00:00:00.000Z');
      expect(resolveAnnouncementState(chosen(chosenAt), new Date('2026-11-29T23:59:59Z'))).toBe(
        'CHOSEN',
      );
    });

    it('is 완료 from the moment the period ends', () => {
      const chosenAt = new Date('2026-10-01T00:00:00Z');
      expect(resolveAnnouncementState(chosen(chosenAt), new Date('2026-11-30T00:00:00Z'))).toBe(
        'COMPLETED',
      );
    });

    it('stays 선정완료 when the selection time is unknown', () => {
      expect(resolveAnnouncementState(chosen(null), new Date('2030-01-01T00:00:00Z'))).toBe(
        'CHOSEN',
      );
    });

    it('never completes a request that was not chosen', () => {
      const longAgo = new Date('2026-01-01T00:00:00Z');
      expect(
        resolveAnnouncementState(
          {
            state: 'CANCELED',
            postingEndAt: longAgo,
            choosingEndAt: null,
            applyCount: 1,
            chosenAt: longAgo,
          },
          now,
        ),
      ).toBe('CANCELED');
    });
  });

  it('sets choosingEndAt 14 days after posting ends', () => {
    expect(getChoosingEndAt(past).toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
});

describe('resolveApplyState', () => {
  it.each(['CLOSED', 'CANCELED', 'CHOSEN', 'COMPLETED'] as const)(
    'reads a waiting apply as not selected when the request is %s',
    (state) => {
      expect(resolveApplyState('SUBMITTED', state)).toBe('NOT_SELECTED');
    },
  );

  it('keeps the stored state otherwise', () => {
    expect(resolveApplyState('SUBMITTED', 'CHOOSING')).toBe('SUBMITTED');
    expect(resolveApplyState('SELECTED', 'CHOSEN')).toBe('SELECTED');
    expect(resolveApplyState('SELECTED', 'COMPLETED')).toBe('SELECTED');
    expect(resolveApplyState('GAVE_UP', 'CLOSED')).toBe('GAVE_UP');
    expect(resolveApplyState('WRITING', 'CLOSED')).toBe('WRITING');
  });
});

describe('transitions', () => {
  it('allows only forward moves from open states', () => {
    expect(canTransitionAnnouncement('RECRUITING', 'CHOSEN')).toBe(true);
    expect(canTransitionAnnouncement('CHOOSING', 'RECRUITING')).toBe(false);
    expect(canTransitionAnnouncement('CLOSED', 'CANCELED')).toBe(false);
  });

  it('answers the owner actions', () => {
    expect(canEditAnnouncement('RECRUITING', 0)).toBe(true);
    expect(canEditAnnouncement('RECRUITING', 1)).toBe(false);
    expect(canEditAnnouncement('CLOSED', 0)).toBe(false);
    expect(canCancelAnnouncement('CHOOSING')).toBe(true);
    expect(canCancelAnnouncement('CHOSEN')).toBe(false);
    expect(canSelectInAnnouncement('RECRUITING')).toBe(true);
    expect(canSelectInAnnouncement('CLOSED')).toBe(false);
    expect(canReCreateAnnouncement('CANCELED')).toBe(true);
    expect(canReCreateAnnouncement('CHOOSING')).toBe(false);
    expect(canReCreateAnnouncement('COMPLETED')).toBe(true);
  });

  it('completes only a chosen request, and opens reviews only when completed', () => {
    expect(canCompleteAnnouncement('CHOSEN')).toBe(true);
    for (const state of ['RECRUITING', 'CHOOSING', 'COMPLETED', 'CLOSED', 'CANCELED'] as const) {
      expect(canCompleteAnnouncement(state), state).toBe(false);
    }
    expect(canReviewInAnnouncement('COMPLETED')).toBe(true);
    for (const state of ['RECRUITING', 'CHOOSING', 'CHOSEN', 'CLOSED', 'CANCELED'] as const) {
      expect(canReviewInAnnouncement(state), state).toBe(false);
    }
    expect(canCancelAnnouncement('COMPLETED')).toBe(false);
    expect(canSelectInAnnouncement('COMPLETED')).toBe(false);
  });
});
