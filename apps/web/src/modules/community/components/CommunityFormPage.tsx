'use client';

import {
  COMMUNITY_ADDRESS_MAX,
  COMMUNITY_CONTENT_MAX,
  COMMUNITY_IMAGES_MAX,
  COMMUNITY_TITLE_MAX,
  communityPostInputSchema,
} from '@gongsa/domain';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { CommunityPostQuery } from '../../../graphql/generated/graphql';
import { CommunityCategoriesDocument } from '../../../graphql/generated/operations/community-categories';
import { CommunityPostDocument } from '../../../graphql/generated/operations/community-post';
import { CreateCommunityPostDocument } from '../../../graphql/generated/operations/create-community-post';
import { UpdateCommunityPostDocument } from '../../../graphql/generated/operations/update-community-post';
import {
  ChoiceField,
  TextAreaCounterField,
  toBidFieldId,
  WizardTextField,
} from '../../bid-upload/components/WizardFields';
import { useGraphqlMutation } from '../../data/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../data/hooks/useGraphqlQuery';
import { isGraphqlFailure } from '../../graphql/utils/graphql-result';
import { ListError } from '../../my-companies/components/ListStates';
import { useFormFields } from '../../ui/hooks/useFormFields';
import { Skeleton } from '../../ui/components/Skeleton';
import { FormSaveFooter } from '../../ui/components/FormSaveFooter';
import { useToast } from '../../ui/hooks/useToast';
import { focusFirstFieldError, readFieldErrors } from '../../ui/utils/field-errors';
import { UploadList } from '../../upload/components/UploadList';
import { useFileUploads } from '../../upload/hooks/useFileUploads';
import { IMAGE_ACCEPT, UPLOAD_MAX_BYTES } from '../../upload/utils/upload-list';
import {
  EMPTY_COMMUNITY_FORM,
  toCommunityFormValues,
  toCommunityPostInput,
  type CommunityFormField,
  type CommunityFormValues,
} from '../utils/community-form';
import { COMMUNITY_PATH, communityPostPath } from '../utils/community-query';

type SavedPost = NonNullable<CommunityPostQuery['communityPost']>;

const FIELD_ORDER: readonly CommunityFormField[] = [
  'categoryId',
  'title',
  'content',
  'addressName',
  'hashtags',
  'usertags',
  'imageIds',
];

function focusFirstError(errors: Partial<Record<CommunityFormField, string>>) {
  focusFirstFieldError(errors, FIELD_ORDER, toBidFieldId);
}

function CommunityForm({ saved }: { saved: SavedPost | null }) {
  const router = useRouter();
  const showToast = useToast();
  const categories = useGraphqlQuery(
    CommunityCategoriesDocument,
    {},
    {
      field: 'communityCategories',
    },
  );
  const { values, errors, setErrors, update, bind } = useFormFields<
    CommunityFormValues,
    CommunityFormField
  >(() => (saved ? toCommunityFormValues(saved) : EMPTY_COMMUNITY_FORM));
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const images = useFileUploads({
    maxFiles: COMMUNITY_IMAGES_MAX,
    maxBytes: UPLOAD_MAX_BYTES,
    accept: IMAGE_ACCEPT,
    initialFiles: saved?.files,
  });
  const invalidates = ['CommunityPosts', 'CommunityPost'] as const;
  const createPost = useGraphqlMutation(CreateCommunityPostDocument, 'createCommunityPost', {
    invalidates,
  });
  const updatePost = useGraphqlMutation(UpdateCommunityPostDocument, 'updateCommunityPost', {
    invalidates,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (images.isUploading) {
      const waiting = { imageIds: '사진 업로드가 끝난 뒤 저장해 주세요.' };
      setErrors(waiting);
      focusFirstError(waiting);
      return;
    }
    const input = toCommunityPostInput(values, images.files);
    const parsed = communityPostInputSchema.safeParse(input);
    if (!parsed.success) {
      const found = readFieldErrors(parsed.error.issues, FIELD_ORDER);
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setIsSaving(true);
    const result = saved
      ? await updatePost({ id: saved.id, data: input })
      : await createPost({ data: input });
    setIsSaving(false);
    if (isGraphqlFailure(result)) {
      setFormError(result.message);
      return;
    }
    showToast(saved ? '게시글을 수정했어요.' : '게시글을 올렸어요.');
    router.push(communityPostPath(result.id));
  }

  const options = (categories.data ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      {categories.state.status === 'loading' ? (
        <Skeleton className="h-12 w-full" />
      ) : (
        <ChoiceField
          name="categoryId"
          legend="게시판"
          options={options}
          value={values.categoryId}
          onChange={(categoryId) => update({ categoryId })}
          error={errors.categoryId}
        />
      )}
      <WizardTextField
        {...bind('title')}
        label="제목"
        isRequired
        maxLength={COMMUNITY_TITLE_MAX}
        placeholder="예: 비 오는 날 옥상 방수 일정, 어떻게 잡으세요?"
      />
      <TextAreaCounterField
        {...bind('content')}
        label="내용"
        isRequired
        minLength={1}
        maxLength={COMMUNITY_CONTENT_MAX}
        rows={10}
        placeholder="현장 이야기나 궁금한 점을 자유롭게 적어 주세요. 본문의 #단어는 해시태그가 돼요."
      />
      <WizardTextField
        {...bind('addressName')}
        label="현장 지역 (선택)"
        maxLength={COMMUNITY_ADDRESS_MAX}
        placeholder="예: 서울특별시 강서구"
      />
      <WizardTextField
        {...bind('hashtags')}
        label="해시태그 (선택)"
        hint="띄어쓰기나 쉼표로 나눠요. 최대 10개"
        placeholder="#방수 #옥상"
      />
      <WizardTextField
        {...bind('usertags')}
        label="회원 태그 (선택)"
        hint="태그할 회원의 닉네임을 적어 주세요. 최대 10명"
        placeholder="@닉네임"
      />
      <UploadList
        id={toBidFieldId('imageIds')}
        label="사진"
        uploads={images}
        hasPreview
        hint={`선택 입력. JPG·PNG·GIF·WEBP, 최대 ${COMMUNITY_IMAGES_MAX}장. 올린 순서대로 보여요.`}
        error={errors.imageIds}
      />
      <FormSaveFooter
        formError={formError}
        cancelHref={saved ? communityPostPath(saved.id) : COMMUNITY_PATH}
        isSaving={isSaving}
        submitLabel={saved ? '수정 저장' : '올리기'}
      />
    </form>
  );
}

function EditCommunityPost({ id }: { id: string }) {
  const { state, retry } = useGraphqlQuery(
    CommunityPostDocument,
    { id },
    { field: 'communityPost', isMemberOnly: true },
  );
  if (state.status === 'loading') return <Skeleton className="h-96 w-full" />;
  if (state.status === 'failed') {
    return <ListError message={state.failure.message} onRetry={retry} />;
  }
  if (!state.data.isMine) {
    return <ListError message="내 게시글만 수정할 수 있습니다." onRetry={retry} />;
  }
  return <CommunityForm key={state.data.id} saved={state.data} />;
}

/** /community/write: a new post, or the author's post (?id=) to change, saved whole. */
export function CommunityFormPage({ id }: { id: string | null }) {
  return (
    <div className="mx-auto w-full max-w-[760px] px-4 py-6 desktop:px-6 desktop:py-10">
      <h1 className="text-xl font-extrabold text-gray-900 desktop:text-2xl">
        {id ? '게시글 수정' : '글쓰기'}
      </h1>
      <p className="mt-1 mb-6 text-sm text-gray-600">
        별표(*)는 꼭 입력해 주세요. 광고·비방 글은 신고를 받아 숨겨질 수 있어요.
      </p>
      {id ? <EditCommunityPost id={id} /> : <CommunityForm saved={null} />}
    </div>
  );
}
