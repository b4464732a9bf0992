'use client';

import { useState } from 'react';
import { isGraphqlFailure, type GraphqlFailure } from '../../graphql/utils/graphql-result';
import type { FieldErrors } from '../utils/profile-form';
import { useFocusFirstError } from './useFocusFirstError';

/**
 * The submit cycle the profile and my-info forms share: show the field errors (focusing the
 * first) or send, with the API's refusal as the form-level error.
 */
export function useProfileSave(formId: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();
  const formErrorId = `${formId}-form-error`;

  /** The saved result, or null when a field error or the API stopped the save. */
  async function save<TResult>(
    fieldErrors: FieldErrors,
    send: () => Promise<TResult | GraphqlFailure>,
  ): Promise<TResult | null> {
    setErrors(fieldErrors);
    setFormError(null);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstError();
      return null;
    }
    setIsSaving(true);
    const result = await send();
    setIsSaving(false);
    if (isGraphqlFailure(result)) {
      setFormError(result.message);
      return null;
    }
    return result;
  }

  return {
    errors,
    formError,
    formErrorId,
    isSaving,
    save,
    formProps: {
      ref: formRef,
      noValidate: true,
      'aria-describedby': formError ? formErrorId : undefined,
    },
  };
}
