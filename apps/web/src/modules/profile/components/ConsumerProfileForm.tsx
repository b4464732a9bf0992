'use client';

import { useState, type FormEvent } from 'react';
import { UpdateConsumerProfileDocument } from '../../../graphql/generated/operations/update-consumer-profile';
import type { SavedProfile } from '../utils/profile-types';
import { useSession } from '../../session/hooks/useSession';
import { useToast } from '../../ui/hooks/useToast';
import { useProfileSave } from '../hooks/useProfileSave';
import {
  collectFieldErrors,
  toConsumerFormValues,
  toConsumerProfileInput,
  type CompanyInfoLike,
  type ConsumerFormValues,
} from '../utils/profile-form';
import { CategoryPicker } from './CategoryPicker';
import { SubHeading, TextAreaField, TextField } from './FormFields';
import { ImageUploadField } from './ImageUploadField';
import { ProfileSaveBar } from './SaveButton';
import { useProfileSubmit } from '../hooks/useProfileSubmit';

const FORM_ID = 'consumer-profile';

export function ConsumerProfileForm({
  profileId,
  info,
  onSaved,
}: {
  profileId: string;
  info: CompanyInfoLike | null;
  onSaved: (profile: SavedProfile) => void;
}) {
  const submitWithSchemas = useProfileSubmit();
  const { client, refetchAccount } = useSession();
  const showToast = useToast();
  const [values, setValues] = useState<ConsumerFormValues>(() => toConsumerFormValues(info));
  const [isUploading, setIsUploading] = useState(false);
  const { errors, formError, formErrorId, isSaving, save, formProps } = useProfileSave(FORM_ID);

  function patch(next: Partial<ConsumerFormValues>) {
    setValues((current) => ({ ...current, ...next }));
  }

  const text = (key: 'companyName' | 'ownerName' | 'phoneNumber' | 'email' | 'description') => ({
    formId: FORM_ID,
    name: key,
    value: values[key],
    onChange: (value: string) => patch({ [key]: value }),
    error: errors[key],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    return submitWithSchemas(event, isSaving || isUploading, async (schemas) => {
      const input = toConsumerProfileInput(values);
      const parsed = schemas.consumerProfileSchema.safeParse(input);
      const result = await save(parsed.success ? {} : collectFieldErrors(parsed.error.issues), () =>
        client.requestField(UpdateConsumerProfileDocument, 'updateConsumerProfile', {
          profileId,
          data: input,
        }),
      );
      if (!result) return;
      const savedInfo =
        result.info?.__typename === 'ConsumerInfo' ? (result.info as CompanyInfoLike) : null;
      setValues(toConsumerFormValues(savedInfo));
      onSaved(result);
      showToast('프로필이 저장되었습니다.', 'success');
      await refetchAccount();
    });
  }

  return (
    <form {...formProps} onSubmit={submit}>
      <SubHeading>기본 정보</SubHeading>
      <div className="grid gap-5 desktop:grid-cols-2">
        <TextField {...text('ownerName')} label="이름" isRequired autoComplete="name" />
        <TextField {...text('companyName')} label="상호명 (선택)" autoComplete="organization" />
        <TextField
          {...text('phoneNumber')}
          label="연락처"
          type="tel"
          inputMode="tel"
          placeholder="010-1234-5678"
        />
        <TextField {...text('email')} label="이메일" type="email" inputMode="email" />
      </div>
      <TextAreaField
        {...text('description')}
        label="소개"
        className="mt-5"
        maxLength={2000}
        placeholder="어떤 공사를 계획하고 계신지 간단히 적어 주세요."
      />

      <SubHeading>관심 업종</SubHeading>
      <CategoryPicker
        formId={FORM_ID}
        categories={values.categories}
        onCategoriesChange={(categories) => patch({ categories })}
        errors={errors}
      />

      <SubHeading>이미지</SubHeading>
      <ImageUploadField
        formId={FORM_ID}
        name="logoImgId"
        label="프로필 이미지"
        value={values.logoImg}
        onChange={(logoImg) => patch({ logoImg })}
        onBusyChange={setIsUploading}
        error={errors.logoImgId}
      />

      <ProfileSaveBar
        formErrorId={formErrorId}
        formError={formError}
        isSaving={isSaving}
        isUploading={isUploading}
      />
    </form>
  );
}
