'use client';

import { useEffect, useImperativeHandle, useState, type RefObject } from 'react';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import type { PROFILE_SCHEMAS } from '../utils/lazy-profile-schemas';
import type { FieldErrors } from '../utils/profile-form';

export type ProfileSchemas = Awaited<ReturnType<typeof PROFILE_SCHEMAS.load>>;

/** A part of /myPage/profile (내 정보, the type's profile) as the page's one save sees it. */
export type ProfilePart = {
  /** Checks the part's fields, showing their errors: the call that saves it, or null. */
  check: (schemas: ProfileSchemas) => (() => Promise<boolean>) | null;
};

/** What a part tells the page: unsaved changes, an image upload in progress. */
export type ProfilePartProps = {
  partRef: RefObject<ProfilePart | null>;
  onDirtyChange: (isDirty: boolean) => void;
  onUploadingChange: (isUploading: boolean) => void;
};

/**
 * One part's side of the page's save: its field errors and the API's refusal (shown in the
 * part), and what it reports to the page. `check` runs on the page's 저장 with the schemas.
 */
export function useProfilePart(
  formId: string,
  { partRef, onDirtyChange, onUploadingChange }: ProfilePartProps,
  state: { isDirty: boolean; isUploading: boolean; check: ProfilePart['check'] },
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = `${formId}-form-error`;
  const { isDirty, isUploading, check } = state;

  useImperativeHandle(partRef, () => ({ check }));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => onUploadingChange(isUploading), [isUploading, onUploadingChange]);

  /** Shows the field errors; true when there are none. */
  function showErrors(fieldErrors: FieldErrors): boolean {
    setErrors(fieldErrors);
    setFormError(null);
    return Object.keys(fieldErrors).length === 0;
  }

  /** Sends; the saved result, or null after showing the API's refusal. */
  async function send<TResult>(
    request: () => Promise<TResult | GraphqlFailure>,
  ): Promise<TResult | null> {
    const result = await request();
    if (isGraphqlFailure(result)) {
      setFormError(result.message);
      return null;
    }
    return result;
  }

  return { errors, formError, formErrorId, showErrors, send };
}
