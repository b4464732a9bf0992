'use client';

import { useState } from 'react';

/** The keys of a form's values that hold text (what a text field binds to). */
type TextKeys<TValues> = {
  [K in keyof TValues]: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

/**
 * A saved-whole form's values and field errors (the portfolio, product and community forms):
 * `update` changes values and clears the errors of the fields it touched; `bind` wires a text
 * field to one value. `errorFieldOf` names the error a value's change clears when the two differ
 * (the portfolio's `categories` answer to `categoryIds`).
 */
export function useFormFields<TValues extends object, TField extends string>(
  initial: () => TValues,
  errorFieldOf: (key: string) => TField = (key) => key as TField,
) {
  const [values, setValues] = useState<TValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  function update(change: Partial<TValues>) {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[errorFieldOf(key)];
      return next;
    });
  }

  function bind<TName extends TextKeys<TValues>>(name: TName) {
    return {
      name,
      value: values[name] as string,
      onChange: (text: string) => update({ [name]: text } as Partial<TValues>),
      error: errors[name as unknown as TField],
    };
  }

  return { values, errors, setErrors, update, bind };
}
