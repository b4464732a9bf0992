'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { ESTIMATE_FILES_MAX, formatPhone } from '@gongsa/domain';
import type { BidMyApplyFieldsFragment } from '../../../graphql/generated/graphql';
import { BidSaveApplyDocument } from '../../../graphql/generated/operations/bid-save-apply';
import { BidSubmitApplyDocument } from '../../../graphql/generated/operations/bid-submit-apply';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { Button } from '../../ui/components/Button';
import { TextField } from '../../ui/components/TextField';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { hasUnsavedChanges, useUnsavedChangesGuard } from '../../ui/hooks/useUnsavedChangesGuard';
import { useToast } from '../../ui/hooks/useToast';
import { defineLazyModule, LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import { UploadList } from '../../upload/components/UploadList';
import { useFileUploads } from '../../upload/hooks/useFileUploads';
import { formatAmountInput, readAmountInput } from '../utils/amount-input';

/** Estimates come as documents or photos; the API checks each file's content as well. */
const ESTIMATE_FILE_ACCEPT =
  '.pdf,.hwp,.hwpx,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip,.txt,.jpg,.jpeg,.png,.gif,.webp';

/** The apply schema (zod), fetched after hydration: 지원하기 and 임시 저장 wait for it. */
const APPLY_VALIDATION = defineLazyModule(() => import('../utils/apply-validation'));

type FieldName = 'managerName' | 'phoneNumber' | 'estimatedAmount' | 'estimateFiles__ids';
type FieldErrors = Partial<Record<FieldName, string>>;

type BidApplyFormProps = {
  announcementId: string;
  /** A saved WRITING apply to continue. */
  apply: BidMyApplyFieldsFragment | null;
  /** Prefill for a new apply: the account's name and phone number. */
  defaultManagerName: string;
  defaultPhoneNumber: string;
  /** Opened by a 지원하기 button: keyboard and screen-reader users land in the form. */
  shouldFocusFirstField?: boolean;
  onSaved: (apply: BidMyApplyFieldsFragment) => void;
  onSubmitted: (apply: BidMyApplyFieldsFragment) => void;
};

/**
 * The apply form: contact person, phone, estimated amount (원, with the Korean reading) and up to
 * five estimate files. '지원하기' saves the apply (applyAnnouncement, WRITING) and submits it;
 * '임시 저장' only saves, so a half-written estimate survives a reload.
 */
export function BidApplyForm({
  announcementId,
  apply,
  defaultManagerName,
  defaultPhoneNumber,
  shouldFocusFirstField = false,
  onSaved,
  onSubmitted,
}: BidApplyFormProps) {
  const { client } = useAuth();
  const showToast = useToast();
  useLazyModule(APPLY_VALIDATION);
  const formId = useId();
  const [managerName, setManagerName] = useState(apply?.managerName ?? defaultManagerName);
  const [phoneNumber, setPhoneNumber] = useState(
    formatPhone(apply?.phoneNumber ?? defaultPhoneNumber),
  );
  const [amount, setAmount] = useState(
    apply?.estimatedAmount ? formatAmountInput(String(apply.estimatedAmount)) : '',
  );
  const uploads = useFileUploads({
    maxFiles: ESTIMATE_FILES_MAX,
    accept: ESTIMATE_FILE_ACCEPT,
    initialFiles: apply?.estimateFiles,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState<'save' | 'submit' | null>(null);
  const current = {
    managerName,
    phoneNumber,
    amount,
    fileIds: uploads.files.map((file) => file.id),
  };
  // What 임시 저장 (or 지원서 제출하기) last saved, or what the form opened with.
  const [saved, setSaved] = useState(current);
  useUnsavedChangesGuard(hasUnsavedChanges(current, saved) || uploads.isUploading);

  const ids = {
    managerName: `${formId}-manager`,
    phoneNumber: `${formId}-phone`,
    estimatedAmount: `${formId}-amount`,
    estimateFiles__ids: `${formId}-files`,
  } satisfies Record<FieldName, string>;

  useEffect(() => {
    if (!shouldFocusFirstField) return;
    const input = document.getElementById(ids.managerName);
    input?.scrollIntoView({ block: 'center' });
    input?.focus({ preventScroll: true });
    // Only when the form first appears.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  /** A field's error goes as soon as it is edited; the next submit checks it again. */
  const clearError = (field: FieldName) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const validate = async () => {
    const validation = await APPLY_VALIDATION.load().catch(() => null);
    if (!validation) {
      setFormError(LAZY_LOAD_FAILED_MESSAGE);
      return null;
    }
    const parsed = validation.announcementApplyInputSchema.safeParse({
      managerName,
      phoneNumber,
      estimatedAmount: amount,
      estimateFiles__ids: uploads.files.map((file) => file.id),
    });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in ids && !next[field as FieldName]) {
        next[field as FieldName] = issue.message;
      }
    }
    setErrors(next);
    const first = (Object.keys(ids) as FieldName[]).find((field) => next[field]);
    if (first) document.getElementById(ids[first])?.focus();
    return null;
  };

  const save = async () => {
    const data = await validate();
    if (!data) return null;
    const result = await client.requestField(BidSaveApplyDocument, 'applyAnnouncement', {
      announcementId,
      data,
    });
    if (isGraphqlFailure(result)) {
      setFormError(result.message);
      return null;
    }
    setSaved(current);
    onSaved(result);
    return result;
  };

  const handleSave = async () => {
    if (pending || uploads.isUploading) return;
    setFormError('');
    setPending('save');
    const saved = await save();
    setPending(null);
    if (saved) showToast('작성 중인 지원서를 저장했어요.', 'success');
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (uploads.isUploading) {
      setFormError('파일 업로드가 끝난 뒤에 지원해 주세요.');
      return;
    }
    setFormError('');
    setPending('submit');
    const saved = await save();
    if (!saved) {
      setPending(null);
      return;
    }
    const submitted = await client.requestField(BidSubmitApplyDocument, 'submitAnnouncementApply', {
      id: saved.id,
    });
    setPending(null);
    if (isGraphqlFailure(submitted)) {
      setFormError(`${submitted.message} 작성한 내용은 저장되어 있어요.`);
      return;
    }
    onSubmitted(submitted);
  };

  const amountReading = readAmountInput(amount);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-5">
      <TextField
        id={ids.managerName}
        label="담당자 이름"
        density="compact"
        isRequired
        autoComplete="name"
        value={managerName}
        onChange={(value) => {
          setManagerName(value);
          clearError('managerName');
        }}
        error={errors.managerName}
      />
      <TextField
        id={ids.phoneNumber}
        label="연락처"
        density="compact"
        isRequired
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        value={phoneNumber}
        onChange={(value) => {
          setPhoneNumber(formatPhone(value));
          clearError('phoneNumber');
        }}
        error={errors.phoneNumber}
      />
      <TextField
        id={ids.estimatedAmount}
        label="견적 금액"
        density="compact"
        isRequired
        inputMode="numeric"
        placeholder="예: 12,000,000"
        value={amount}
        onChange={(value) => {
          setAmount(formatAmountInput(value));
          clearError('estimatedAmount');
        }}
        hint={
          <span aria-live="polite">
            {amountReading ? `${amountReading}` : '부가세를 포함한 금액을 원 단위로 입력해 주세요.'}
          </span>
        }
        trailing={<span className="text-[15px] font-medium text-gray-700">원</span>}
        error={errors.estimatedAmount}
      />
      <UploadList
        id={ids.estimateFiles__ids}
        label="견적서 파일"
        uploads={uploads}
        hint={`PDF·한글·오피스 문서나 사진, 최대 ${ESTIMATE_FILES_MAX}개까지 올릴 수 있어요.`}
        error={errors.estimateFiles__ids}
      />
      {formError ? (
        <p
          role="alert"
          className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700"
        >
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void handleSave()}
          disabled={pending !== null}
          aria-busy={pending === 'save'}
        >
          {pending === 'save' ? '저장 중…' : '임시 저장'}
        </Button>
        <Button
          type="submit"
          className="flex-1"
          disabled={pending !== null}
          aria-busy={pending === 'submit'}
        >
          {pending === 'submit' ? '지원하는 중…' : '지원서 제출하기'}
        </Button>
      </div>
    </form>
  );
}
