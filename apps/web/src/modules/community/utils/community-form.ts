import type { CommunityPostInput } from '@gongsa/domain';
import type { StoredFile } from '../../upload/utils/upload-list';

/** The form's fields as typed; tags are typed as one line each. */
export type CommunityFormValues = {
  categoryId: string;
  title: string;
  content: string;
  addressName: string;
  hashtags: string;
  usertags: string;
};

export type CommunityFormField = keyof CommunityFormValues | 'imageIds';

export const EMPTY_COMMUNITY_FORM: CommunityFormValues = {
  categoryId: '',
  title: '',
  content: '',
  addressName: '',
  hashtags: '',
  usertags: '',
};

/** '#방수, 옥상 #우기' → ['방수', '옥상', '우기']; '@전기박사 홍길동' → ['전기박사', '홍길동']. */
export function splitTags(text: string, mark: '#' | '@'): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.replace(mark === '#' ? /^#+/ : /^@+/, '').trim())
    .filter((part) => part.length > 0);
}

export function toCommunityPostInput(
  values: CommunityFormValues,
  images: readonly StoredFile[],
): CommunityPostInput {
  return {
    categoryId: values.categoryId,
    title: values.title,
    content: values.content,
    addressName: values.addressName,
    imageIds: images.map((file) => file.id),
    hashtags: splitTags(values.hashtags, '#'),
    usertags: splitTags(values.usertags, '@'),
  };
}

type SavedPost = {
  category: { id: string };
  title: string;
  content: string;
  addressName?: string | null;
  hashtags: string[];
  usertags: Array<{ nickname: string }>;
};

/** The saved post back into the form (its #tags in the text stay there and are merged again). */
export function toCommunityFormValues(saved: SavedPost): CommunityFormValues {
  return {
    categoryId: saved.category.id,
    title: saved.title,
    content: saved.content,
    addressName: saved.addressName ?? '',
    hashtags: saved.hashtags.map((tag) => `#${tag}`).join(' '),
    usertags: saved.usertags.map((user) => `@${user.nickname}`).join(' '),
  };
}
