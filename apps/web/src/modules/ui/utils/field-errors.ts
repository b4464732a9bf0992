/** A zod issue as the forms read it (path and message), without importing zod here. */
type FieldIssue = { path: readonly PropertyKey[]; message: string };

/** The first message of each field the form knows, from a schema's issues. */
export function readFieldErrors<TField extends string>(
  issues: readonly FieldIssue[],
  fieldOrder: readonly TField[],
): Partial<Record<TField, string>> {
  const found: Partial<Record<TField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as TField;
    if (fieldOrder.includes(field) && !found[field]) found[field] = issue.message;
  }
  return found;
}

/** Focuses the control of the first field, in the form's order, that has a message. */
export function focusFirstFieldError<TField extends string>(
  errors: Partial<Record<TField, string>>,
  fieldOrder: readonly TField[],
  toControlId: (field: TField) => string,
): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (first) document.getElementById(toControlId(first))?.focus();
}
