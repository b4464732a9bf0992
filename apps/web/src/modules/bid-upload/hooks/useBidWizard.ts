'use client';

import { useCallback, useMemo } from 'react';
import { toAnnouncementPayload, type WizardStepNumber, type WizardSteps } from '@gongsa/domain';
import { BidUploadCreateDraftDocument } from '../../../graphql/generated/operations/bid-upload-create-draft';
import { BidUploadUpdateDraftDocument } from '../../../graphql/generated/operations/bid-upload-update-draft';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { useBidData } from './useBidData';
import {
  createClientKey,
  createWizardData,
  isEditingAnnouncement,
  readWizardData,
  toBidData,
  withSaveResult,
  withStep,
  type WizardData,
} from '../utils/wizard-store';

/** SPEC §8: saving a draft answers 'fail' on failure and 'success' otherwise. */
export type DraftSaveResult = 'success' | 'fail';

/**
 * The wizard's client store, kept in the encrypted session storage so a reload restores it,
 * with the server draft behind it (SPEC §4 wizard).
 */
export function useBidWizard() {
  const { client, isHydrated: isSessionHydrated } = useAuth();
  const { bidData, isHydrated: isBidDataHydrated, setBidData } = useBidData();
  const data = useMemo(() => readWizardData(bidData), [bidData]);

  const write = useCallback((next: WizardData) => setBidData(toBidData(next)), [setBidData]);

  /** The server round trip: create with the client key the first time, update after. */
  const saveDraft = useCallback(
    async (current: WizardData, step: WizardStepNumber): Promise<DraftSaveResult> => {
      const payload = toAnnouncementPayload(current.steps, { mode: 'draft', step });
      const result = current.draftId
        ? await client.requestField(BidUploadUpdateDraftDocument, 'updateAnnouncementTemp', {
            data: payload,
            id: current.draftId,
          })
        : await client.requestField(BidUploadCreateDraftDocument, 'createAnnouncementTemp', {
            data: payload,
            tempId: current.clientKey,
          });
      const saved = { ...current, lastStep: step };
      if (isGraphqlFailure(result)) {
        write(withSaveResult(saved, 'failed'));
        return 'fail';
      }
      write(withSaveResult(saved, { draftId: result.id, savedAt: new Date().toISOString() }));
      return 'success';
    },
    [client, write],
  );

  /**
   * 다음: stores the step, then saves the server draft. Editing a published request makes no
   * draft: the request itself changes only with 수정 완료.
   */
  const saveStep = useCallback(
    async <S extends keyof WizardSteps>(
      step: S,
      values: NonNullable<WizardSteps[S]>,
    ): Promise<DraftSaveResult> => {
      const next = withStep(data ?? createWizardData(createClientKey()), step, values);
      if (isEditingAnnouncement(next)) {
        write({ ...next, lastStep: step as WizardStepNumber });
        return 'success';
      }
      write(next);
      return saveDraft(next, step as WizardStepNumber);
    },
    [data, saveDraft, write],
  );

  /** 이전 with valid answers: keeps them in the store; the next 다음 sends them to the server. */
  const keepStep = useCallback(
    <S extends keyof WizardSteps>(step: S, values: NonNullable<WizardSteps[S]>) => {
      write(withStep(data ?? createWizardData(createClientKey()), step, values));
    },
    [data, write],
  );

  /** 다시 시도 after '임시 저장 실패'. */
  const retrySave = useCallback(async (): Promise<DraftSaveResult> => {
    if (!data) return 'fail';
    return saveDraft(data, data.lastStep ?? 1);
  }, [data, saveDraft]);

  /** Replaces the store, e.g. with a resumed draft or a preselected invitation. */
  const replace = useCallback((next: WizardData) => write(next), [write]);

  const clear = useCallback(() => setBidData({}), [setBidData]);

  return {
    /** False until both the login and the stored wizard data have been read. */
    isHydrated: isSessionHydrated && isBidDataHydrated,
    data,
    steps: data?.steps ?? {},
    /** The published request being edited; null while writing a new one. */
    editingAnnouncementId: data?.announcementId ?? null,
    saveStep,
    keepStep,
    retrySave,
    replace,
    clear,
  };
}
