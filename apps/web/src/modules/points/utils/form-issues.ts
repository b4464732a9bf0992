type IssueLike = { path: ReadonlyArray<PropertyKey>; message: string };

/** The first message of each top-level field: our schemas list a field's rules in fixing order. */
export function collectFirstIssues<TField extends string>(
  issues: readonly IssueLike[],
): Partial<Record<TField, string>> {
  const errors: Partial<Record<TField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string') continue;
    const key = field as TField;
    errors[key] ??= issue.message;
  }
  return errors;
}
