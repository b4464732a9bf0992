const MAX_FILENAME_LENGTH = 200;
const FALLBACK_FILENAME = 'download';

/**
 * A filename that is safe to store, show and hand back in Content-Disposition: Hangul composed
 * (macOS sends decomposed jamo), no directory parts, no control characters, no quotes, no
 * characters Windows refuses in filenames, and not absurdly long (the extension is kept).
 */
export function sanitizeFilename(raw: string): string {
  const withoutPath = raw.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const cleaned = withoutPath
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/["'`]/g, '')
    .replace(/[<>:*?|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (cleaned === '') return FALLBACK_FILENAME;
  if (cleaned.length <= MAX_FILENAME_LENGTH) return cleaned;

  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}

/** RFC 5987 / 6266: percent-encode everything outside attr-char. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="ascii fallback"; filename*=UTF-8''<encoded>` — old clients read the
 * fallback, every current browser the UTF-8 form.
 */
export function buildContentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const safe = sanitizeFilename(filename);
  const asciiFallback = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${type}; filename="${asciiFallback}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
