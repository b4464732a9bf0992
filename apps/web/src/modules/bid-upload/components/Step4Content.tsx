'use client';

import { useState } from 'react';
import {
  ANNOUNCEMENT_DESCRIPTION_MAX,
  ANNOUNCEMENT_DESCRIPTION_MIN,
  ANNOUNCEMENT_FILES_MAX,
  ANNOUNCEMENT_IMAGES_MAX,
} from '@gongsa/domain';
import { UploadList } from '../../upload/components/UploadList';
import { useFileUploads } from '../../upload/hooks/useFileUploads';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from '../../upload/utils/upload-list';
import { useBidWizard } from '../hooks/useBidWizard';
import { useWizardStepSubmit } from '../hooks/useWizardStepForm';
import type { StepErrors } from '../utils/step-rules';
import { HydratedOnly } from './HydratedOnly';
import { TextAreaCounterField, toBidFieldId } from './WizardFields';
import { WizardFrame } from './WizardFrame';

function Step4Form() {
  const { steps } = useBidWizard();
  const stored = steps[4];
  const [description, setDescription] = useState(stored?.description ?? '');
  const [mainImageId, setMainImageId] = useState<string | null>(stored?.mainImageId ?? null);
  const [errors, setErrors] = useState<StepErrors>({});
  const { formRef, isBusy, submit, keepIfValid } = useWizardStepSubmit(4, setErrors);
  const images = useFileUploads({
    maxFiles: ANNOUNCEMENT_IMAGES_MAX,
    maxBytes: UPLOAD_MAX_BYTES,
    accept: IMAGE_ACCEPT,
    initialFiles: stored?.images,
  });
  const files = useFileUploads({
    maxFiles: ANNOUNCEMENT_FILES_MAX,
    maxBytes: UPLOAD_MAX_BYTES,
    accept: DOCUMENT_ACCEPT,
    initialFiles: stored?.files,
  });
  // The first image is the thumbnail until another one is chosen (or the chosen one is removed).
  const effectiveMainId =
    mainImageId && images.files.some((file) => file.id === mainImageId)
      ? mainImageId
      : (images.files[0]?.id ?? null);

  const values = {
    description,
    images: images.files,
    files: files.files,
    mainImageId: effectiveMainId,
  };
  const isUploading = images.isUploading || files.isUploading;

  return (
    <WizardFrame
      step={4}
      title="공사 내용을 자세히 알려 주세요"
      description="현장 사진과 도면이 있으면 더 정확한 견적을 받을 수 있어요."
      formRef={formRef}
      onNext={() => submit((rules) => rules.validateStep4(values, isUploading), values)}
      onPrevious={() => keepIfValid((rules) => rules.validateStep4(values, isUploading), values)}
      isBusy={isBusy}
    >
      <TextAreaCounterField
        name="description"
        label="공사 내용"
        isRequired
        value={description}
        onChange={(value) => {
          setDescription(value);
          setErrors(({ description: _removed, ...rest }) => rest);
        }}
        minLength={ANNOUNCEMENT_DESCRIPTION_MIN}
        maxLength={ANNOUNCEMENT_DESCRIPTION_MAX}
        placeholder="공사 위치, 면적, 원하는 자재나 일정 등을 적어 주세요."
        error={errors.description}
      />
      <UploadList
        id={toBidFieldId('images')}
        label="현장 사진"
        uploads={images}
        hasPreview
        hint={`JPG·PNG·GIF·WEBP, 최대 ${ANNOUNCEMENT_IMAGES_MAX}장. '대표 이미지'는 목록 카드에 보여요.`}
        error={errors.images}
        mainFileId={effectiveMainId}
        onMainChange={setMainImageId}
      />
      <UploadList
        id={toBidFieldId('files')}
        label="첨부 파일"
        uploads={files}
        hint={`도면·견적서 등 PDF, 한글, 오피스, ZIP, DWG 파일 최대 ${ANNOUNCEMENT_FILES_MAX}개`}
        error={errors.files}
      />
    </WizardFrame>
  );
}

/** /bid/upload4: description, images with the main thumbnail, documents. */
export function Step4Content() {
  return (
    <HydratedOnly>
      <Step4Form />
    </HydratedOnly>
  );
}
