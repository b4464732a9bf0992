'use client';

import {
  canCreatePortfolio,
  hasServicePriceAmount,
  PORTFOLIO_CONSTRUCTION_TYPE_MAX,
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_PROJECT_SIZE_MAX,
  PORTFOLIO_TITLE_MAX,
  portfolioInputSchema,
  SERVICE_PRICE_TYPE_OPTIONS,
  SIDOS,
} from '@gongsa/domain';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CreatePortfolioDocument } from '../../../graphql/generated/operations/create-portfolio';
import { MyPortfolioForEditDocument } from '../../../graphql/generated/operations/my-portfolio-for-edit';
import { PortfolioSigunguListDocument } from '../../../graphql/generated/operations/portfolio-sigungu-list';
import { UpdatePortfolioDocument } from '../../../graphql/generated/operations/update-portfolio';
import type { MyPortfolioForEditQuery } from '../../../graphql/generated/graphql';
import { LeafCategoryPicker } from '../../bid-upload/components/LeafCategoryPicker';
import {
  ChoiceField,
  SelectField,
  TextAreaCounterField,
  WizardTextField,
  WonAmountField,
  toBidFieldId,
} from '../../bid-upload/components/WizardFields';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ListError } from '../../my-companies/components/ListStates';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { useAccount } from '../../session/hooks/useAccount';
import { useFormFields } from '../../ui/hooks/useFormFields';
import { FormSaveFooter } from '../../ui/components/FormSaveFooter';
import { useToast } from '../../ui/hooks/useToast';
import { focusFirstFieldError, readFieldErrors } from '../../ui/utils/field-errors';
import { UploadList } from '../../upload/components/UploadList';
import { useFileUploads } from '../../upload/hooks/useFileUploads';
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from '../../upload/utils/upload-list';
import {
  EMPTY_PORTFOLIO_FORM,
  toPortfolioFormValues,
  toPortfolioInput,
  type PortfolioFormErrors,
  type PortfolioFormField,
  type PortfolioFormValues,
} from '../utils/portfolio-form';
import { PortfolioConsumerNotice } from './MyPortfolioPage';
import { PortfolioFormSkeleton } from './PortfolioFormSkeleton';

const SIDO_OPTIONS = SIDOS.map((sido) => ({ value: sido.name, label: sido.name }));

/** The order fields appear in, so the first message focuses the first wrong field. */
const FIELD_ORDER: readonly PortfolioFormField[] = [
  'title',
  'constructionType',
  'categoryIds',
  'locationSi',
  'locationDo',
  'projectSize',
  'servicePriceType',
  'servicePrice',
  'serviceTermStart',
  'serviceTermEnd',
  'description',
  'imageIds',
  'mainImageId',
];

/** The control a field's message belongs to (the picker's and the photos' own ids). */
function toControlId(field: PortfolioFormField): string {
  if (field === 'categoryIds') return toBidFieldId('category-group');
  if (field === 'mainImageId') return toBidFieldId('imageIds');
  return toBidFieldId(field);
}

function focusFirstError(errors: PortfolioFormErrors) {
  focusFirstFieldError(errors, FIELD_ORDER, toControlId);
}

type SavedPortfolio = NonNullable<MyPortfolioForEditQuery['portfolio']>;

function PortfolioForm({ saved }: { saved: SavedPortfolio | null }) {
  const router = useRouter();
  const showToast = useToast();
  const { refetchAccount } = useAccount();
  const { values, errors, setErrors, update, bind } = useFormFields<
    PortfolioFormValues,
    PortfolioFormField
  >(
    () => (saved ? toPortfolioFormValues(saved) : EMPTY_PORTFOLIO_FORM),
    (key) => (key === 'categories' ? 'categoryIds' : key) as PortfolioFormField,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [mainImageId, setMainImageId] = useState<string | null>(saved?.mainImage?.id ?? null);
  const images = useFileUploads({
    maxFiles: PORTFOLIO_IMAGES_MAX,
    maxBytes: UPLOAD_MAX_BYTES,
    accept: IMAGE_ACCEPT,
    initialFiles: saved?.images,
  });
  const sigungu = useGraphqlQuery(
    PortfolioSigunguListDocument,
    values.locationSi ? { si: values.locationSi } : null,
    { field: 'sigunguList' },
  );
  const createPortfolio = useGraphqlMutation(CreatePortfolioDocument, 'createPortfolio', {
    invalidates: ['MyPortfolios', 'CompanyPortfolios'],
  });
  const updatePortfolio = useGraphqlMutation(UpdatePortfolioDocument, 'updatePortfolio', {
    invalidates: ['MyPortfolios', 'CompanyPortfolios', 'PortfolioDetail', 'FavoritePortfolios'],
  });

  // The first photo is the main one until another is chosen (or the chosen one is removed).
  const effectiveMainId =
    mainImageId && images.files.some((file) => file.id === mainImageId)
      ? mainImageId
      : (images.files[0]?.id ?? null);
  const sigunguOptions =
    sigungu.data?.map((region) => ({ value: region.gungu ?? '', label: region.gungu ?? '' })) ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (images.isUploading) {
      const waiting = { imageIds: '사진 업로드가 끝난 뒤 저장해 주세요.' };
      setErrors(waiting);
      focusFirstError(waiting);
      return;
    }
    const input = toPortfolioInput(values, images.files, effectiveMainId);
    const parsed = portfolioInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: PortfolioFormErrors = readFieldErrors(parsed.error.issues, FIELD_ORDER);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setIsSaving(true);
    const result = saved
      ? await updatePortfolio({ id: saved.id, data: input })
      : await createPortfolio({ data: input });
    setIsSaving(false);
    if (isGraphqlFailure(result)) {
      setFormError(result.message);
      return;
    }
    // The completion ring gains the bonus with the first portfolio.
    void refetchAccount();
    showToast(saved ? '포트폴리오를 수정했어요.' : '포트폴리오를 등록했어요.');
    router.push('/myPage/portfolio');
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <WizardTextField
        {...bind('title')}
        label="제목"
        isRequired
        maxLength={PORTFOLIO_TITLE_MAX}
        placeholder="예: 강남구 아파트 욕실 리모델링"
      />
      <WizardTextField
        {...bind('constructionType')}
        label="공사 유형"
        maxLength={PORTFOLIO_CONSTRUCTION_TYPE_MAX}
        placeholder="예: 신축, 리모델링, 보수"
      />
      <LeafCategoryPicker
        value={values.categories}
        onChange={(categories) => update({ categories })}
        error={errors.categoryIds}
      />
      <div className="grid gap-4 desktop:grid-cols-2">
        <SelectField
          name="locationSi"
          label="시/도"
          isRequired
          placeholder="시/도 선택"
          options={SIDO_OPTIONS}
          value={values.locationSi}
          onChange={(locationSi) => update({ locationSi, locationDo: '' })}
          error={errors.locationSi}
        />
        <SelectField
          name="locationDo"
          label="시/군/구"
          isRequired
          isDisabled={!values.locationSi}
          placeholder={values.locationSi ? '시/군/구 선택' : '시/도를 먼저 선택해 주세요'}
          options={sigunguOptions}
          value={values.locationDo}
          onChange={(locationDo) => update({ locationDo })}
          error={errors.locationDo}
          hint={sigungu.state.status === 'failed' ? sigungu.state.failure.message : undefined}
        />
      </div>
      <WizardTextField
        {...bind('projectSize')}
        label="공사 규모"
        maxLength={PORTFOLIO_PROJECT_SIZE_MAX}
        placeholder="예: 32평, 연면적 1,200㎡"
      />
      <ChoiceField
        name="servicePriceType"
        legend="공사 금액"
        options={SERVICE_PRICE_TYPE_OPTIONS}
        value={values.servicePriceType}
        onChange={(servicePriceType) => update({ servicePriceType })}
        error={errors.servicePriceType}
      >
        {hasServicePriceAmount(values.servicePriceType) ? (
          <WonAmountField
            name="servicePrice"
            value={values.servicePrice}
            onChange={(servicePrice) => update({ servicePrice })}
            error={errors.servicePrice}
          />
        ) : null}
      </ChoiceField>
      <div className="grid gap-4 desktop:grid-cols-2">
        <WizardTextField {...bind('serviceTermStart')} label="공사 시작일" type="date" isRequired />
        <WizardTextField
          {...bind('serviceTermEnd')}
          label="공사 종료일"
          type="date"
          isRequired
          min={values.serviceTermStart || undefined}
        />
      </div>
      <TextAreaCounterField
        {...bind('description')}
        label="설명"
        maxLength={PORTFOLIO_DESCRIPTION_MAX}
        placeholder="어떤 공사였는지, 쓴 자재와 공법, 고객이 만족한 점 등을 적어 주세요."
      />
      <UploadList
        id={toBidFieldId('imageIds')}
        label="사진"
        uploads={images}
        hasPreview
        hint={`JPG·PNG·GIF·WEBP, 최대 ${PORTFOLIO_IMAGES_MAX}장. 순서대로 보이고, '대표 이미지'는 목록 카드에 보여요.`}
        error={errors.imageIds ?? errors.mainImageId}
        mainFileId={effectiveMainId}
        onMainChange={setMainImageId}
      />
      <FormSaveFooter
        formError={formError}
        cancelHref="/myPage/portfolio"
        isSaving={isSaving}
        submitLabel={saved ? '수정 저장' : '등록하기'}
      />
    </form>
  );
}

function EditPortfolio({ id }: { id: string }) {
  const { state, retry } = useGraphqlQuery(
    MyPortfolioForEditDocument,
    { id },
    { field: 'portfolio', isMemberOnly: true },
  );
  if (state.status === 'loading') return <PortfolioFormSkeleton />;
  if (state.status === 'failed')
    return <ListError message={state.failure.message} onRetry={retry} />;
  if (!state.data.isMine) {
    return <ListError message="내 포트폴리오만 수정할 수 있습니다." onRetry={retry} />;
  }
  return <PortfolioForm key={state.data.id} saved={state.data} />;
}

/** /myPage/portfolio/new and /myPage/portfolio/[id]: the whole portfolio in one form. */
export function PortfolioFormPage({ id }: { id: string | null }) {
  const { me } = useAccount();
  const type = me?.profile?.type ?? null;
  const isConsumer = type !== null && !canCreatePortfolio(type);
  return (
    <MyListFrame
      title={id ? '포트폴리오 수정' : '포트폴리오 등록'}
      description="끝낸 공사를 한 번에 저장해요. 별표(*)는 꼭 입력해 주세요."
    >
      {isConsumer ? (
        <PortfolioConsumerNotice />
      ) : id ? (
        <EditPortfolio id={id} />
      ) : (
        <PortfolioForm saved={null} />
      )}
    </MyListFrame>
  );
}
