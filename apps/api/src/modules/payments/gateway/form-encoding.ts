/** A form body (application/x-www-form-urlencoded, UTF-8) as an object; the first of a repeated name wins. */
export function parseFormBody(body: Buffer | string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body.toString())) {
    if (!(name in fields)) fields[name] = value;
  }
  return fields;
}

/** Encodes fields as UTF-8 form text (every server-to-server call sends CharSet=utf-8). */
export function encodeFormBody(fields: Readonly<Record<string, string>>): string {
  return new URLSearchParams(fields).toString();
}
