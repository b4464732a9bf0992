'use client';

import { formatBusinessNumber, formatKoreanMoney } from '@gongsa/domain';
import { useEffect, useState } from 'react';
import type {
  CompanyProfileInput,
  EngineerProfileInput,
  ProfileType,
} from '../../../graphql/generated/graphql';
import { IsDuplicateCompanyCodeDocument } from '../../../graphql/generated/operations/is-duplicate-company-code';
import { ProfileLicensesDocument } from '../../../graphql/generated/operations/profile-licenses';
import { UpdateCorporationProfileDocument } from '../../../graphql/generated/operations/update-corporation-profile';
import { UpdateEngineerProfileDocument } from '../../../graphql/generated/operations/update-engineer-profile';
import { UpdatePrivateBusinessProfileDocument } from '../../../graphql/generated/operations/update-private-business-profile';
import type { SavedProfile } from '../utils/profile-types';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import { useAuth } from '../../session/hooks/useAuth';
import { useSession } from '../../session/hooks/useSession';
import { hasUnsavedChanges } from '../../ui/hooks/useUnsavedChangesGuard';
import { useProfilePart, type ProfilePart, type ProfilePartProps } from '../hooks/useProfilePart';
import {
  collectFieldErrors,
  toCompanyFormValues,
  toCompanyProfileInput,
  toFormFieldKey,
  type CompanyFormValues,
  type CompanyInfoLike,
  type FieldErrors,
} from '../utils/profile-form';
import { CategoryPicker } from './CategoryPicker';
import { FieldError, SubHeading, TextAreaField, TextField, YesNoField } from './FormFields';
import { ImageUploadField } from './ImageUploadField';
import {
  AddressListField,
  LicenseListField,
  PhoneListField,
  StockholderListField,
  type LicenseOption,
} from './ListFields';

const FORM_ID = 'company-profile';
const DUPLICATE_CODE_MESSAGE = '이미 다른 업체에 등록된 법인등록번호입니다.';
const COMPANY_TYPE_SUGGESTIONS = ['중소기업', '중견기업', '대기업', '개인사업자', '개인'];

type CompanyProfileType = Exclude<ProfileType, 'CONSUMER'>;

type CompanyProfileFormProps = {
  profileId: string;
  type: CompanyProfileType;
  info: CompanyInfoLike | null;
  onSaved: (profile: SavedProfile) => void;
} & ProfilePartProps;

function numberOrNull(value: number | string | null): number | null {
  return typeof value === 'number' ? value : null;
}

/** The validated input in GraphQL's shape (numbers that passed the shared schema). */
function toGraphqlInput(input: ReturnType<typeof toCompanyProfileInput>['input']) {
  return {
    ...input,
    staffCount: numberOrNull(input.staffCount),
    mainBusinessPrice: numberOrNull(input.mainBusinessPrice),
    stockholders: input.stockholders.map((holder) => ({
      name: holder.name,
      rate: numberOrNull(holder.rate) ?? 0,
    })),
  };
}

function useLicenseOptions(): LicenseOption[] {
  const { client } = useAuth();
  const [options, setOptions] = useState<LicenseOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    void client.requestField(ProfileLicensesDocument, 'licenses').then((result) => {
      if (!isCurrent || isGraphqlFailure(result)) return;
      setOptions(
        result.map((license) => ({
          id: license.id,
          name: license.name,
          groupName: license.groupName ?? null,
        })),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [client]);
  return options;
}

/**
 * Live 법인등록번호 check: a code another company already uses is reported while typing
 * (debounced), before the save fails on it.
 */
function useCompanyCodeDuplicate(code: string, savedCode: string, isEnabled: boolean) {
  const { client } = useAuth();
  const [result, setResult] = useState<{ code: string; isDuplicate: boolean } | null>(null);
  const digits = code.replace(/\D/g, '');
  const shouldCheck = isEnabled && digits.length === 13 && digits !== savedCode.replace(/\D/g, '');
  useEffect(() => {
    if (!shouldCheck) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      void client
        .requestField(IsDuplicateCompanyCodeDocument, 'isDuplicateCompanyCode', { code: digits })
        .then((answer) => {
          if (!isCurrent || isGraphqlFailure(answer)) return;
          setResult({ code: digits, isDuplicate: answer });
        });
    }, 400);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [client, digits, shouldCheck]);
  return shouldCheck && result?.code === digits ? result.isDuplicate : false;
}

export function CompanyProfileForm({
  profileId,
  type,
  info,
  onSaved,
  ...partProps
}: CompanyProfileFormProps) {
  const { client } = useSession();
  const [values, setValues] = useState<CompanyFormValues>(() => toCompanyFormValues(info));
  const [saved, setSaved] = useState(values);
  const [savedBusinessNumber, setSavedBusinessNumber] = useState(info?.businessNumber ?? '');
  const [savedCompanyCode, setSavedCompanyCode] = useState(info?.companyCode ?? '');
  const [uploadingCount, setUploadingCount] = useState(0);
  const licenseOptions = useLicenseOptions();
  const isEngineer = type === 'ENGINEER';
  const hasCompanyCode = type === 'CORPORATION';
  const isCodeDuplicate = useCompanyCodeDuplicate(
    values.companyCode,
    savedCompanyCode,
    hasCompanyCode,
  );
  // The 사업자등록번호 was checked with the 국세청 at sign-up; it is fixed once stored.
  const isBusinessNumberLocked = savedBusinessNumber.length > 0;

  function patch(next: Partial<CompanyFormValues>) {
    setValues((current) => ({ ...current, ...next }));
  }

  function trackUpload(isBusy: boolean) {
    setUploadingCount((count) => Math.max(0, count + (isBusy ? 1 : -1)));
  }

  const text = (key: keyof CompanyFormValues & string) => ({
    formId: FORM_ID,
    name: key,
    value: String(values[key] ?? ''),
    onChange: (value: string) => patch({ [key]: value } as Partial<CompanyFormValues>),
    error: errors[key],
  });

  const check: ProfilePart['check'] = (schemas) => {
    const { input, sources } = toCompanyProfileInput(values, { hasCompanyCode });
    const schema = isEngineer ? schemas.engineerProfileSchema : schemas.companyProfileSchema;
    const parsed = schema.safeParse(input);
    const nextErrors: FieldErrors = {};
    if (!parsed.success) {
      for (const [key, message] of Object.entries(collectFieldErrors(parsed.error.issues))) {
        nextErrors[toFormFieldKey(key, sources)] ??= message;
      }
    }
    if (isCodeDuplicate) nextErrors.companyCode ??= DUPLICATE_CODE_MESSAGE;
    if (!showErrors(nextErrors)) return null;
    return async () => {
      const result = await send((): Promise<SavedProfile | GraphqlFailure> => {
        const data = toGraphqlInput(input);
        if (type === 'CORPORATION') {
          return client.requestField(UpdateCorporationProfileDocument, 'updateCorporationProfile', {
            profileId,
            data: data satisfies CompanyProfileInput,
          });
        }
        if (type === 'PRIVATE_BUSINESS') {
          return client.requestField(
            UpdatePrivateBusinessProfileDocument,
            'updatePrivateBusinessProfile',
            { profileId, data: data satisfies CompanyProfileInput },
          );
        }
        // hasCompanyCode is false for engineers, so the input carries no companyCode.
        return client.requestField(UpdateEngineerProfileDocument, 'updateEngineerProfile', {
          profileId,
          data: data satisfies EngineerProfileInput,
        });
      });
      if (!result) return false;
      const savedInfo =
        result.info && result.info.__typename !== 'ConsumerInfo'
          ? (result.info as CompanyInfoLike)
          : null;
      const next = toCompanyFormValues(savedInfo);
      setValues(next);
      setSaved(next);
      setSavedBusinessNumber(savedInfo?.businessNumber ?? '');
      setSavedCompanyCode(savedInfo?.companyCode ?? '');
      onSaved(result);
      return true;
    };
  };
  const { errors, formError, formErrorId, showErrors, send } = useProfilePart(FORM_ID, partProps, {
    isDirty: hasUnsavedChanges(values, saved),
    isUploading: uploadingCount > 0,
    check,
  });

  const priceText = /^\d+$/.test(values.mainBusinessPrice.replace(/,/g, ''))
    ? formatKoreanMoney(Number(values.mainBusinessPrice.replace(/,/g, '')))
    : null;

  return (
    <div>
      <SubHeading>기본 정보</SubHeading>
      <div className="grid gap-5 desktop:grid-cols-2">
        <TextField
          {...text('companyName')}
          label={isEngineer ? '상호명 (선택)' : '상호명'}
          isRequired={!isEngineer}
          autoComplete="organization"
        />
        <TextField {...text('ownerName')} label={isEngineer ? '이름' : '대표자명'} isRequired />
        {isBusinessNumberLocked ? (
          <TextField
            formId={FORM_ID}
            name="businessNumber"
            label="사업자등록번호"
            value={formatBusinessNumber(savedBusinessNumber)}
            onChange={() => undefined}
            readOnly
            hint="가입할 때 확인한 번호입니다. 변경은 고객센터로 문의해 주세요."
            error={errors.businessNumber}
          />
        ) : (
          <TextField
            {...text('businessNumber')}
            label={isEngineer ? '사업자등록번호 (선택)' : '사업자등록번호'}
            isRequired={!isEngineer}
            inputMode="numeric"
            placeholder="123-45-67890"
          />
        )}
        {hasCompanyCode ? (
          <TextField
            {...text('companyCode')}
            label="법인등록번호"
            inputMode="numeric"
            placeholder="110111-1234567"
            error={errors.companyCode ?? (isCodeDuplicate ? DUPLICATE_CODE_MESSAGE : undefined)}
          />
        ) : null}
        <TextField
          {...text('companyType')}
          label="회사 형태"
          list={`${FORM_ID}-company-types`}
          placeholder="예: 중소기업"
        />
        <datalist id={`${FORM_ID}-company-types`}>
          {COMPANY_TYPE_SUGGESTIONS.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <TextField {...text('createdDay')} label="설립일" type="date" />
        <TextField
          {...text('staffCount')}
          label="직원 수 (명)"
          inputMode="numeric"
          placeholder="0"
        />
        <TextField
          {...text('settleAccountDay')}
          label="결산일"
          placeholder="12-31"
          hint="MM-DD 형식 (예: 12-31)"
        />
        <TextField {...text('performanceType')} label="실적 유형" placeholder="예: 시공 실적" />
        <TextField {...text('mainBusiness')} label="주요 사업" placeholder="예: 실내건축, 도장" />
        <TextField
          {...text('mainBusinessPrice')}
          label="주요 사업 금액 (원)"
          inputMode="numeric"
          placeholder="50000000"
          hint={priceText ? `${priceText}` : '평균 공사 금액을 원 단위로 입력하세요.'}
        />
      </div>
      <div className="mt-5 grid gap-5 desktop:grid-cols-2">
        <YesNoField
          formId={FORM_ID}
          name="isTaxBillIssue"
          legend="세금계산서 발행"
          value={values.isTaxBillIssue}
          onChange={(isTaxBillIssue) => patch({ isTaxBillIssue })}
          error={errors.isTaxBillIssue}
        />
        <YesNoField
          formId={FORM_ID}
          name="isRentLedgerSubmitPossible"
          legend="임대차 대장 제출"
          value={values.isRentLedgerSubmitPossible}
          onChange={(isRentLedgerSubmitPossible) => patch({ isRentLedgerSubmitPossible })}
          error={errors.isRentLedgerSubmitPossible}
        />
      </div>
      <TextAreaField
        {...text('description')}
        label="소개"
        className="mt-5"
        maxLength={2000}
        placeholder="업체의 강점과 주요 실적을 소개해 주세요."
      />

      <SubHeading>연락처</SubHeading>
      <div className="grid gap-5 desktop:grid-cols-2">
        <TextField
          {...text('phoneNumber')}
          label="대표 전화번호"
          type="tel"
          inputMode="tel"
          placeholder="02-1234-5678"
        />
        <TextField
          {...text('faxNumber')}
          label="팩스 번호"
          type="tel"
          inputMode="tel"
          placeholder="02-1234-5679"
        />
        <TextField
          {...text('email')}
          label="대표 이메일"
          type="email"
          inputMode="email"
          placeholder="contact@example.com"
        />
        <TextField
          {...text('homepageUrl')}
          label="홈페이지"
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
        />
      </div>
      <div className="mt-5">
        <PhoneListField
          formId={FORM_ID}
          rows={values.phones}
          onChange={(phones) => patch({ phones })}
          errors={errors}
        />
      </div>

      <SubHeading>담당자</SubHeading>
      <div className="grid gap-5 desktop:grid-cols-3">
        <TextField {...text('managerName')} label="담당자 이름" />
        <TextField
          {...text('managerPhoneNumber')}
          label="담당자 연락처"
          type="tel"
          inputMode="tel"
          placeholder="010-1234-5678"
        />
        <TextField {...text('managerEmail')} label="담당자 이메일" type="email" inputMode="email" />
      </div>

      <SubHeading>주소</SubHeading>
      <AddressListField
        formId={FORM_ID}
        rows={values.addresses}
        onChange={(addresses) => patch({ addresses })}
        errors={errors}
      />

      <SubHeading>업종</SubHeading>
      <CategoryPicker
        formId={FORM_ID}
        categories={values.categories}
        onCategoriesChange={(categories) => patch({ categories })}
        main={{
          category: values.mainCategory,
          subCategory: values.mainSubCategory,
          onChange: (mainCategory, mainSubCategory) => patch({ mainCategory, mainSubCategory }),
        }}
        errors={errors}
      />

      <SubHeading>면허</SubHeading>
      <LicenseListField
        formId={FORM_ID}
        rows={values.licenses}
        onChange={(licenses) => patch({ licenses })}
        errors={errors}
        options={licenseOptions}
      />

      {isEngineer ? null : (
        <>
          <SubHeading>주주</SubHeading>
          <StockholderListField
            formId={FORM_ID}
            rows={values.stockholders}
            onChange={(stockholders) => patch({ stockholders })}
            errors={errors}
          />
        </>
      )}

      <SubHeading>이미지</SubHeading>
      <div className="grid gap-6 desktop:grid-cols-2">
        <ImageUploadField
          formId={FORM_ID}
          name="logoImgId"
          label="로고 이미지"
          value={values.logoImg}
          onChange={(logoImg) => patch({ logoImg })}
          onBusyChange={trackUpload}
          error={errors.logoImgId}
          hint="PNG, JPG, WEBP · 정사각형 권장"
        />
        <ImageUploadField
          formId={FORM_ID}
          name="mainBusinessMenuImgId"
          label="주요 사업 메뉴 이미지"
          value={values.mainBusinessMenuImg}
          onChange={(mainBusinessMenuImg) => patch({ mainBusinessMenuImg })}
          onBusyChange={trackUpload}
          error={errors.mainBusinessMenuImgId}
          hint="시공 메뉴나 단가표 이미지"
        />
      </div>

      <FieldError id={formErrorId} message={formError ?? undefined} />
    </div>
  );
}
