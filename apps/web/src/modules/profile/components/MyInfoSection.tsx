'use client';

import { SOCIAL_TYPE_LABELS, formatPhone } from '@gongsa/domain';
import Link from 'next/link';
import { useState } from 'react';
import { UpdateMeDocument } from '../../../graphql/generated/operations/update-me';
import type { MyAccount } from '../utils/profile-types';
import { PhoneVerificationField } from '../../phone-auth/components/PhoneVerificationField';
import { useSession } from '../../session/hooks/useSession';
import { Button } from '../../ui/components/Button';
import { hasUnsavedChanges } from '../../ui/hooks/useUnsavedChangesGuard';
import { useProfilePart, type ProfilePart, type ProfilePartProps } from '../hooks/useProfilePart';
import { collectFieldErrors, type FieldErrors, type FileValue } from '../utils/profile-form';
import { FieldError, SectionCard, SubHeading, SwitchField, TextField } from './FormFields';
import { ImageUploadField } from './ImageUploadField';
import { DefaultAvatar } from './UserAvatar';
import { pickDefaultAvatar } from '../utils/default-avatar';

const FORM_ID = 'my-info';

type MyInfoValues = {
  name: string;
  nickname: string;
  avatar: FileValue | null;
  allow: { geolocation: boolean; thirdParty: boolean };
};

function toMyInfoValues(me: MyAccount): MyInfoValues {
  return {
    name: me.name ?? '',
    nickname: me.nickname ?? '',
    avatar: me.avatar
      ? {
          id: me.avatar.id,
          url: me.avatar.url,
          thumbnailURL: me.avatar.thumbnailURL ?? null,
          filename: me.avatar.filename,
        }
      : null,
    allow: { geolocation: me.allow.geolocation, thirdParty: me.allow.thirdParty },
  };
}

type PhoneChange = { value: string; verified: { requestId: string; phoneNumber: string } | null };

/** 내 정보 (updateMe), saved by the page's one 프로필 저장 together with the profile. */
export function MyInfoSection({
  me,
  onSaved,
  ...partProps
}: {
  me: MyAccount;
  onSaved: (me: MyAccount) => void;
} & ProfilePartProps) {
  const { client } = useSession();
  const [values, setValues] = useState(() => toMyInfoValues(me));
  const [saved, setSaved] = useState(values);
  const [phoneChange, setPhoneChange] = useState<PhoneChange | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const uniqueId = me.profile?.uniqueId;

  const check: ProfilePart['check'] = (schemas) => {
    const nextErrors: FieldErrors = {};
    if (phoneChange && phoneChange.value.trim() && !phoneChange.verified) {
      nextErrors.phoneNumber = '휴대폰 인증을 완료해 주세요.';
    }
    const input = {
      name: values.name,
      nickname: values.nickname,
      avatarId: values.avatar?.id ?? null,
      allow: values.allow,
      ...(phoneChange?.verified
        ? {
            phoneNumber: phoneChange.verified.phoneNumber,
            requestId: phoneChange.verified.requestId,
          }
        : {}),
    };
    const parsed = schemas.updateMeSchema.safeParse(input);
    Object.assign(nextErrors, parsed.success ? {} : collectFieldErrors(parsed.error.issues));
    if (!showErrors(nextErrors)) return null;
    return async () => {
      const result = await send(() =>
        client.requestField(UpdateMeDocument, 'updateMe', { data: input }),
      );
      if (!result) return false;
      const next = toMyInfoValues(result);
      setValues(next);
      setSaved(next);
      setPhoneChange(null);
      onSaved(result);
      return true;
    };
  };
  const { errors, formError, formErrorId, showErrors, send } = useProfilePart(FORM_ID, partProps, {
    isDirty: hasUnsavedChanges(values, saved) || Boolean(phoneChange?.value.trim()),
    isUploading,
    check,
  });

  function patch(next: Partial<MyInfoValues>) {
    setValues((current) => ({ ...current, ...next }));
  }

  return (
    <SectionCard
      title="내 정보"
      headingId={`${FORM_ID}-title`}
      description="계정과 알림 설정을 관리합니다."
    >
      <div>
        <ImageUploadField
          formId={FORM_ID}
          name="avatarId"
          label="프로필 사진"
          shape="round"
          value={values.avatar}
          onChange={(avatar) => patch({ avatar })}
          onBusyChange={setIsUploading}
          error={errors.avatarId}
          hint="사진이 없으면 기본 아바타가 표시됩니다."
          placeholder={<DefaultAvatar variant={pickDefaultAvatar(uniqueId)} size={80} />}
        />

        <dl className="mt-6 grid gap-3 rounded-xl bg-gray-50 p-4 text-[15px] desktop:grid-cols-2">
          <div>
            <dt className="text-[13px] text-gray-600">이메일</dt>
            <dd className="font-medium break-all text-gray-900">{me.email ?? '-'}</dd>
          </div>
          <div>
            <dt className="text-[13px] text-gray-600">가입 방식</dt>
            <dd className="font-medium text-gray-900">{SOCIAL_TYPE_LABELS[me.socialType]}</dd>
          </div>
        </dl>

        <div className="mt-6 grid gap-5 desktop:grid-cols-2">
          <TextField
            formId={FORM_ID}
            name="name"
            label="이름"
            autoComplete="name"
            isRequired
            value={values.name}
            onChange={(name) => patch({ name })}
            error={errors.name}
          />
          <TextField
            formId={FORM_ID}
            name="nickname"
            label="닉네임"
            autoComplete="nickname"
            isRequired
            hint="2~8자, 한글·영문·숫자"
            value={values.nickname}
            onChange={(nickname) => patch({ nickname })}
            error={errors.nickname}
          />
        </div>

        <div className="mt-6">
          <p className="text-[15px] font-semibold text-gray-900">휴대폰 번호</p>
          <div className="mt-1.5 flex flex-wrap items-center justify-between gap-3">
            <p className="text-[15px] text-gray-800">
              {me.phoneNumber ? formatPhone(me.phoneNumber) : '등록된 번호 없음'}
            </p>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={phoneChange !== null}
              onClick={() =>
                setPhoneChange((current) => (current ? null : { value: '', verified: null }))
              }
            >
              {phoneChange ? '번호 변경 취소' : '휴대폰 번호 변경'}
            </Button>
          </div>
          {phoneChange ? (
            <div className="mt-3 rounded-xl border border-gray-200 p-4">
              <PhoneVerificationField
                value={phoneChange.value}
                onChange={(value) =>
                  setPhoneChange((current) => ({ value, verified: current?.verified ?? null }))
                }
                onVerified={(requestId, phoneNumber) =>
                  setPhoneChange((current) => ({
                    value: current?.value ?? phoneNumber,
                    verified: { requestId, phoneNumber },
                  }))
                }
                onReset={() =>
                  setPhoneChange((current) => (current ? { ...current, verified: null } : current))
                }
                error={errors.phoneNumber ?? null}
              />
              <p className="mt-2 text-[13px] text-gray-600">
                새 번호로 인증한 뒤 &lsquo;프로필 저장&rsquo;을 누르면 변경됩니다.
              </p>
            </div>
          ) : null}
        </div>

        <SubHeading>알림 설정</SubHeading>
        <p className="text-[15px] text-gray-700">
          알림을 받을 항목과 업종·거리는{' '}
          <Link
            href="/myPage/noti?tab=settings"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            알림 설정
          </Link>
          에서 바꿀 수 있어요. 바꾸면 바로 저장돼요.
        </p>

        <SubHeading>정보 이용 동의</SubHeading>
        <div className="divide-y divide-gray-100">
          <SwitchField
            id={`${FORM_ID}-allow-geolocation`}
            label="위치정보 이용 동의"
            description="내 주변 업체와 견적 요청을 거리순으로 보여 드립니다."
            isChecked={values.allow.geolocation}
            onChange={(geolocation) => patch({ allow: { ...values.allow, geolocation } })}
          />
          <SwitchField
            id={`${FORM_ID}-allow-third-party`}
            label="제3자 정보 제공 동의"
            description="견적을 주고받는 업체에 연락처를 제공합니다."
            isChecked={values.allow.thirdParty}
            onChange={(thirdParty) => patch({ allow: { ...values.allow, thirdParty } })}
          />
        </div>

        <FieldError id={formErrorId} message={formError ?? undefined} />
        <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-5">
          <Link
            href="/myPage/leave"
            className="inline-flex min-h-11 items-center text-[14px] text-gray-600 underline underline-offset-2 hover:text-gray-900"
          >
            회원 탈퇴
          </Link>
        </div>
      </div>
    </SectionCard>
  );
}
