import { describe, expect, it } from 'vitest';
import { describeOwnerActions } from './owner-actions';

describe('describeOwnerActions', () => {
  it('offers edit and delete only when the API says the announcement is editable', () => {
    expect(describeOwnerActions({ state: 'RECRUITING', canEdit: true })).toEqual({
      canEdit: true,
      canDelete: true,
      canCancel: true,
      canReCreate: false,
      canSelect: true,
      canComplete: false,
    });
    expect(describeOwnerActions({ state: 'RECRUITING', canEdit: false })).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
  });

  it('cancels and selects while recruiting or choosing, re-creates once finished', () => {
    expect(describeOwnerActions({ state: 'CHOOSING', canEdit: false })).toEqual({
      canEdit: false,
      canDelete: false,
      canCancel: true,
      canReCreate: false,
      canSelect: true,
      canComplete: false,
    });
    for (const state of ['CLOSED', 'CHOSEN', 'COMPLETED', 'CANCELED'] as const) {
      expect(describeOwnerActions({ state, canEdit: false })).toEqual({
        canEdit: false,
        canDelete: false,
        canCancel: false,
        canReCreate: true,
        canSelect: false,
        canComplete: state === 'CHOSEN',
      });
    }
  });
});
