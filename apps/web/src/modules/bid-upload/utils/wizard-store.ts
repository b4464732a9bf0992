import {
  ANNOUNCEMENT_STEPS,
  getSeoulDateParts,
  type WizardStepNumber,
  type WizardSteps,
} from '@gongsa/domain';

export type DraftSaveStatus = 'idle' | 'saved' | 'failed';

/**
 * The in-progress wizard as kept in the session's `bidData` (SPEC §3 'bidding wizard data'):
 * each step's values under its number, plus the draft's keys and the last save result.
 */
export type WizardData = {
  steps: WizardSteps;
  /** Sent as createAnnouncementTemp's tempId, so a retried first save makes one draft. */
  clientKey: string;
  /** The server draft's id once the first save succeeded. */
  draftId: string | null;
  /** The step number last saved (the draft's `step`). */
  lastStep: WizardStepNumber | null;
  saveStatus: DraftSaveStatus;
  /** ISO time of the last successful server save. */
  savedAt: string | null;
  /**
   * Set while editing a published request (updateAnnouncement): no server draft is made, 다음
   * only keeps the step here and 수정 완료 sends everything at once.
   */
  announcementId: string | null;
};

const STEP_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const BID_UPLOAD_PATH_PREFIX = '/bid/upload';

export function createWizardData(clientKey: string): WizardData {
  return {
    steps: {},
    clientKey,
    draftId: null,
    lastStep: null,
    saveStatus: 'idle',
    savedAt: null,
    announcementId: null,
  };
}

/** The store for editing a published request, filled from it (toWizardStepsFromAnnouncement). */
export function createEditWizardData(
  announcementId: string,
  steps: WizardSteps,
  clientKey: string,
): WizardData {
  return { ...createWizardData(clientKey), steps, announcementId };
}

export function isEditingAnnouncement(data: WizardData | null): boolean {
  return data?.announcementId != null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toStepNumber(value: unknown): WizardStepNumber | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= ANNOUNCEMENT_STEPS
    ? (value as WizardStepNumber)
    : null;
}

/** Reads the wizard back from session storage; null when none is in progress. */
export function readWizardData(bidData: Record<string, unknown> | null | undefined) {
  if (!isRecord(bidData) || typeof bidData.clientKey !== 'string') return null;
  const steps: WizardSteps = {};
  for (const key of STEP_KEYS) {
    const value = bidData[key];
    // Written only by toBidData from validated step forms, so the shape is ours.
    if (isRecord(value)) Object.assign(steps, { [key]: value });
  }
  const status = bidData.saveStatus;
  const data: WizardData = {
    steps,
    clientKey: bidData.clientKey,
    draftId: typeof bidData.draftId === 'string' ? bidData.draftId : null,
    lastStep: toStepNumber(bidData.lastStep),
    saveStatus: status === 'saved' || status === 'failed' ? status : 'idle',
    savedAt: typeof bidData.savedAt === 'string' ? bidData.savedAt : null,
    announcementId: typeof bidData.announcementId === 'string' ? bidData.announcementId : null,
  };
  return data;
}

/** The session shape: a list keyed by step number (SPEC §4) next to the draft's keys. */
export function toBidData(data: WizardData): Record<string, unknown> {
  const bidData: Record<string, unknown> = {
    clientKey: data.clientKey,
    draftId: data.draftId,
    lastStep: data.lastStep,
    saveStatus: data.saveStatus,
    savedAt: data.savedAt,
    announcementId: data.announcementId,
  };
  for (const key of STEP_KEYS) {
    const value = data.steps[Number(key) as keyof WizardSteps];
    if (value !== undefined) bidData[key] = value;
  }
  return bidData;
}

export function withStep<S extends keyof WizardSteps>(
  data: WizardData,
  step: S,
  values: NonNullable<WizardSteps[S]>,
): WizardData {
  return { ...data, steps: { ...data.steps, [step]: values } };
}

export function withSaveResult(
  data: WizardData,
  result: { draftId: string; savedAt: string } | 'failed',
): WizardData {
  if (result === 'failed') return { ...data, saveStatus: 'failed' };
  return { ...data, draftId: result.draftId, saveStatus: 'saved', savedAt: result.savedAt };
}

export function toStepPath(step: number): string {
  return `${BID_UPLOAD_PATH_PREFIX}${step}`;
}

/** '14:05' in Korean time for the '임시 저장됨' status. */
export function formatSavedTime(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const { hour, minute } = getSeoulDateParts(new Date(time));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A random v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function createClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
