/** A value a `<select>` or radio group can show: the stored value and its Korean label. */
export interface EnumOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * Builds a type guard from an `as const` list. Inputs arrive as `unknown` (URL query values,
 * GraphQL arguments, rows from older data), so the guard accepts anything and narrows.
 */
export function createEnumGuard<const T extends readonly (string | number)[]>(
  values: T,
): (value: unknown) => value is T[number] {
  const allowed = new Set<unknown>(values);
  return (value: unknown): value is T[number] => allowed.has(value);
}

/** Keeps the option order identical to the `as const` list, which is the order users see. */
export function createEnumOptions<const T extends readonly (string | number)[]>(
  values: T,
  labels: Readonly<Record<T[number], string>>,
): readonly EnumOption<T[number]>[] {
  return values.map((value) => ({ value, label: labels[value as T[number]] }));
}
