'use client';

import { useState } from 'react';
import { UpdateConsumerProfileDocument } from '../../../graphql/generated/operations/update-consumer-profile';
import type { SavedProfile } from '../utils/profile-types';
import { useSession } from '../../session/hooks/useSession';
import { hasUnsavedChanges } from '../../ui/hooks/useUnsavedChangesGuard';
import { useProfilePart, type ProfilePart, type ProfilePartProps } from '../hooks/useProfilePart';
import {
  collectFieldErrors,
  toConsumerFormValues,
  toConsumerProfileInput,
  type CompanyInfoLike,
  type ConsumerFormValues,
} from '../utils/profile-form';
import { CategoryPicker } from './CategoryPicker';
import { FieldError, SubHeading, TextAreaField, TextField } from './FormFields';
import { ImageUploadField } from './ImageUploadField';

const FORM_ID = 'consumer-profile';

export function ConsumerProfileForm({
  profileId,
  info,
  onSaved,
  ...partProps
}: {
  profileId: string;
  info: CompanyInfoLike | null;
  onSaved: (profile: SavedProfile) => void;
} & ProfilePartProps) {
  const { client } = useSession();
  const [values, setValues] = useState<ConsumerFormValues>(() => toConsumerFormValues(info));
  const [saved, setSaved] = useState(values);
  const [isUploading, setIsUploading] = useState(false);

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

  const check: ProfilePart['check'] = (schemas) => {
    const input = toConsumerProfileInput(values);
    const parsed = schemas.consumerProfileSchema.safeParse(input);
    if (!showErrors(parsed.success ? {} : collectFieldErrors(parsed.error.issues))) return null;
    return async () => {
      const result = await send(() =>
        client.requestField(UpdateConsumerProfileDocument, 'updateConsumerProfile', {
          profileId,
          data: input,
        }),
      );
      if (!result) return false;
      const savedInfo =
        result.info?.__typename === 'ConsumerInfo' ? (result.info as CompanyInfoLike) : null;
      const next = toConsumerFormValues(savedInfo);
      setValues(next);
      setSaved(next);
      onSaved(result);
      return true;
    };
  };
  const { errors, formError, formErrorId, showErrors, send } = useProfilePart(FORM_ID, partProps, {
    isDirty: hasUnsavedChanges(values, saved),
    isUploading,
    check,
  });

  return (
    <div>
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

      <FieldError id={formErrorId} message={formError ?? undefined} />
    </div>
  );
}
