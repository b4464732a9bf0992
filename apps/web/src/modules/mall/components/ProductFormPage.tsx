'use client';

import {
  canCreateInnovationProduct,
  formatKoreanMoney,
  INNOVATION_PRODUCT_CATEGORY_OPTIONS,
  INNOVATION_PRODUCT_DESCRIPTION_MAX,
  INNOVATION_PRODUCT_DESIGNATION_NUMBER_MAX,
  INNOVATION_PRODUCT_IMAGES_MAX,
  INNOVATION_PRODUCT_NAME_MAX,
  INNOVATION_PRODUCT_SUMMARY_MAX,
  INNOVATION_PRODUCT_URL_MAX,
  innovationProductInputSchema,
  type InnovationProductCategory,
} from '@gongsa/domain';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { CreateInnovationProductDocument } from '../../../graphql/generated/operations/create-innovation-product';
import { MyInnovationProductForEditDocument } from '../../../graphql/generated/operations/my-innovation-product-for-edit';
import { UpdateInnovationProductDocument } from '../../../graphql/generated/operations/update-innovation-product';
import type { MyInnovationProductForEditQuery } from '../../../graphql/generated/graphql';
import {
  SelectField,
  TextAreaCounterField,
  WizardTextField,
  formatWonInput,
  toBidFieldId,
} from '../../bid-upload/components/WizardFields';
import { parseWon } from '../../bid-upload/utils/step-rules';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ListError } from '../../my-companies/components/ListStates';
import { collectFirstIssues } from '../../points/utils/form-issues';
import { MyListFrame } from '../../my-companies/components/MyListFrame';
import { useAccount } from '../../session/hooks/useAccount';
import { useFormFields } from '../../ui/hooks/useFormFields';
import { FormSaveFooter } from '../../ui/components/FormSaveFooter';
import { useToast } from '../../ui/hooks/useToast';
import { UploadList } from '../../upload/components/UploadList';
import { useFileUploads } from '../../upload/hooks/useFileUploads';
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from '../../upload/utils/upload-list';
import {
  EMPTY_PRODUCT_FORM,
  toProductFormValues,
  toProductInput,
  type ProductFormErrors,
  type ProductFormField,
  type ProductFormValues,
} from '../utils/product-form';
import { ProductRefusalNotice } from './MyProductsPage';
import { ProductFormSkeleton } from './ProductFormSkeleton';

/** The order fields appear in, so the first message focuses the first wrong field. */
const FIELD_ORDER: readonly ProductFormField[] = [
  'name',
  'category',
  'designationNumber',
  'designationStartDate',
  'designationEndDate',
  'price',
  'summary',
  'description',
  'purchaseUrl',
  'imageIds',
  'mainImageId',
];

function toControlId(field: ProductFormField): string {
  return toBidFieldId(field === 'mainImageId' ? 'imageIds' : field);
}

function focusFirstError(errors: ProductFormErrors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(toControlId(first))?.focus();
}

type SavedProduct = NonNullable<MyInnovationProductForEditQuery['innovationProduct']>;

function ProductForm({ saved }: { saved: SavedProduct | null }) {
  const router = useRouter();
  const showToast = useToast();
  const { values, errors, setErrors, update, bind } = useFormFields<
    ProductFormValues,
    ProductFormField
  >(() => (saved ? toProductFormValues(saved) : EMPTY_PRODUCT_FORM));
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [mainImageId, setMainImageId] = useState<string | null>(saved?.mainImage?.id ?? null);
  const images = useFileUploads({
    maxFiles: INNOVATION_PRODUCT_IMAGES_MAX,
    maxBytes: UPLOAD_MAX_BYTES,
    accept: IMAGE_ACCEPT,
    initialFiles: saved?.images,
  });
  const invalidates = ['MyInnovationProducts', 'MallProducts', 'MallProduct'];
  const createProduct = useGraphqlMutation(
    CreateInnovationProductDocument,
    'createInnovationProduct',
    { invalidates },
  );
  const updateProduct = useGraphqlMutation(
    UpdateInnovationProductDocument,
    'updateInnovationProduct',
    { invalidates },
  );

  // The first photo is the main one until another is chosen (or the chosen one is removed).
  const effectiveMainId =
    mainImageId && images.files.some((file) => file.id === mainImageId)
      ? mainImageId
      : (images.files[0]?.id ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (images.isUploading) {
      const waiting = { imageIds: '사진 업로드가 끝난 뒤 저장해 주세요.' };
      setErrors(waiting);
      focusFirstError(waiting);
      return;
    }
    const input = toProductInput(values, images.files, effectiveMainId);
    const parsed = innovationProductInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = collectFirstIssues<ProductFormField>(parsed.error.issues);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setIsSaving(true);
    const result = saved
      ? await updateProduct({ id: saved.id, data: input })
      : await createProduct({ data: input });
    setIsSaving(false);
    if (isGraphqlFailure(result)) {
      setFormError(result.message);
      return;
    }
    showToast(
      saved
        ? '혁신제품을 수정했어요. 다시 심사한 뒤 혁신제품몰에 보여요.'
        : '혁신제품을 등록했어요. 운영자 승인 후 혁신제품몰에 보여요.',
    );
    router.push('/myPage/product');
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <WizardTextField
        {...bind('name')}
        label="제품명"
        isRequired
        maxLength={INNOVATION_PRODUCT_NAME_MAX}
        placeholder="예: 저소음 방음벽 패널"
      />
      <SelectField
        name="category"
        label="분류"
        isRequired
        placeholder="분류 선택"
        options={INNOVATION_PRODUCT_CATEGORY_OPTIONS}
        value={values.category}
        onChange={(category) => update({ category: category as InnovationProductCategory })}
        error={errors.category}
      />
      <WizardTextField
        {...bind('designationNumber')}
        label="혁신제품 지정번호"
        isRequired
        maxLength={INNOVATION_PRODUCT_DESIGNATION_NUMBER_MAX}
        placeholder="지정서에 적힌 번호 (예: 2025-혁신-0142)"
      />
      <div className="grid gap-4 desktop:grid-cols-2">
        <WizardTextField
          {...bind('designationStartDate')}
          label="지정 시작일"
          type="date"
          isRequired
        />
        <WizardTextField
          {...bind('designationEndDate')}
          label="지정 종료일"
          type="date"
          isRequired
          min={values.designationStartDate || undefined}
        />
      </div>
      <WizardTextField
        {...bind('price')}
        onChange={(text: string) => update({ price: formatWonInput(text) })}
        label="가격 (원)"
        inputMode="numeric"
        placeholder="비워 두면 ‘가격 문의’로 보여요"
        hint={values.price ? formatKoreanMoney(parseWon(values.price)) : undefined}
      />
      <WizardTextField
        {...bind('summary')}
        label="한 줄 소개"
        isRequired
        maxLength={INNOVATION_PRODUCT_SUMMARY_MAX}
        placeholder="목록 카드에 보이는 한 줄 (예: 공사장 소음을 10dB 줄이는 조립식 패널)"
      />
      <TextAreaCounterField
        {...bind('description')}
        label="상세 설명"
        maxLength={INNOVATION_PRODUCT_DESCRIPTION_MAX}
        placeholder="규격, 성능, 인증, 시공 방법 등을 적어 주세요."
      />
      <WizardTextField
        {...bind('purchaseUrl')}
        label="구매 페이지 주소"
        type="url"
        isRequired
        maxLength={INNOVATION_PRODUCT_URL_MAX}
        placeholder="https://"
        hint="‘구매하러 가기’를 누르면 새 탭에서 열려요."
      />
      <UploadList
        id={toBidFieldId('imageIds')}
        label="사진"
        uploads={images}
        hasPreview
        hint={`JPG·PNG·GIF·WEBP, 최대 ${INNOVATION_PRODUCT_IMAGES_MAX}장. '대표 이미지'는 목록 카드에 보여요.`}
        error={errors.imageIds ?? errors.mainImageId}
        mainFileId={effectiveMainId}
        onMainChange={setMainImageId}
      />
      <FormSaveFooter
        formError={formError}
        cancelHref="/myPage/product"
        isSaving={isSaving}
        submitLabel={saved ? '수정 저장' : '등록하기'}
      />
    </form>
  );
}

function EditProduct({ id }: { id: string }) {
  const { state, retry } = useGraphqlQuery(
    MyInnovationProductForEditDocument,
    { id },
    { field: 'innovationProduct', isMemberOnly: true },
  );
  if (state.status === 'loading') return <ProductFormSkeleton />;
  if (state.status === 'failed') {
    return <ListError message={state.failure.message} onRetry={retry} />;
  }
  if (!state.data.isMine) {
    return <ListError message="내가 등록한 혁신제품만 수정할 수 있습니다." onRetry={retry} />;
  }
  return <ProductForm key={state.data.id} saved={state.data} />;
}

/** /myPage/product/new and /myPage/product/[id]: the whole product in one form. */
export function ProductFormPage({ id }: { id: string | null }) {
  const { me } = useAccount();
  const type = me?.profile?.type ?? null;
  const isRefused = type !== null && !canCreateInnovationProduct(type);
  return (
    <MyListFrame
      title={id ? '혁신제품 수정' : '혁신제품 등록'}
      description="저장하면 운영자가 심사한 뒤 혁신제품몰에 보여요. 별표(*)는 꼭 입력해 주세요."
    >
      {isRefused ? (
        <ProductRefusalNotice />
      ) : id ? (
        <EditProduct id={id} />
      ) : (
        <ProductForm saved={null} />
      )}
    </MyListFrame>
  );
}
