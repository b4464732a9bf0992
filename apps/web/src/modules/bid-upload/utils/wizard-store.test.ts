import { describe, expect, it } from 'vitest';
import {
  createClientKey,
  createEditWizardData,
  createWizardData,
  formatSavedTime,
  isEditingAnnouncement,
  readWizardData,
  toBidData,
  toStepPath,
  withSaveResult,
  withStep,
} from './wizard-store';
import { isBidUploadPath, isLeavingBidUpload } from './wizard-path';

const STEP1 = { categories: [{ id: '301', name: '철근공사' }], invitationProfileId: null };

describe('wizard store', () => {
  it('keeps each step under its number and reads the same data back', () => {
    const data = withStep(createWizardData('key-1'), 1, STEP1);
    const bidData = toBidData(data);
    expect(bidData['1']).toEqual(STEP1);
    expect(bidData['2']).toBeUndefined();
    expect(readWizardData(bidData)).toEqual(data);
  });

  it('survives the JSON round trip of session storage', () => {
    const saved = withSaveResult(withStep(createWizardData('key-1'), 1, STEP1), {
      draftId: '42',
      savedAt: '2026-11-22T05:03:00.000Z',
    });
    const restored = readWizardData(JSON.parse(JSON.stringify(toBidData(saved))));
    expect(restored?.draftId).toBe('42');
    expect(restored?.saveStatus).toBe('saved');
    expect(restored?.steps[1]).toEqual(STEP1);
  });

  it('keeps the edited request through a reload, and a new wizard edits nothing', () => {
    const editing = createEditWizardData('42', { 1: STEP1 }, 'key-2');
    const restored = readWizardData(JSON.parse(JSON.stringify(toBidData(editing))));
    expect(restored).toEqual(editing);
    expect(isEditingAnnouncement(restored)).toBe(true);
    expect(restored?.draftId).toBeNull();
    expect(isEditingAnnouncement(createWizardData('key-3'))).toBe(false);
    expect(isEditingAnnouncement(null)).toBe(false);
  });

  it('has no wizard for empty or foreign session data', () => {
    expect(readWizardData({})).toBeNull();
    expect(readWizardData({ clientKey: 3 })).toBeNull();
    expect(readWizardData(null)).toBeNull();
  });

  it('records a failed save without losing the draft id', () => {
    const saved = withSaveResult(createWizardData('k'), { draftId: '7', savedAt: 'x' });
    const failed = withSaveResult(saved, 'failed');
    expect(failed.saveStatus).toBe('failed');
    expect(failed.draftId).toBe('7');
  });

  it('clears only when leaving the upload area', () => {
    expect(isBidUploadPath('/bid/upload3')).toBe(true);
    expect(isBidUploadPath('/bid/upload9')).toBe(false);
    expect(isBidUploadPath('/bid/42')).toBe(false);
    expect(isLeavingBidUpload('/bid/upload5', '/bid/upload6')).toBe(false);
    expect(isLeavingBidUpload('/bid/upload8', '/bid/42')).toBe(true);
    expect(isLeavingBidUpload('/bid', '/company')).toBe(false);
    expect(isLeavingBidUpload(null, '/bid/upload1')).toBe(false);
    expect(toStepPath(4)).toBe('/bid/upload4');
  });

  it('shows the save time in Korean time and makes v4 client keys', () => {
    expect(formatSavedTime('2026-11-22T05:03:00.000Z')).toBe('14:03');
    expect(formatSavedTime(null)).toBe('');
    expect(createClientKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
