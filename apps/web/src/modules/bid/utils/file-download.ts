const FALLBACK_FILENAME = '첨부파일';
// Characters Windows, macOS or Linux refuse in a filename, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
const FILENAME_MAX = 200;

/**
 * A stored file's name made safe to save (SPEC §7): path separators and reserved characters
 * become '_', leading/trailing dots and spaces go, and an empty result falls back to '첨부파일'.
 * The whole name is kept (the 15-character cut is for display only), so the saved file still
 * says what it is.
 */
export function sanitizeFilename(name: string | null | undefined): string {
  const cleaned = (name ?? '')
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned || /^_+$/.test(cleaned)) return FALLBACK_FILENAME;
  const characters = Array.from(cleaned);
  if (characters.length <= FILENAME_MAX) return cleaned;
  const dotIndex = characters.lastIndexOf('.');
  const extension = dotIndex > 0 ? characters.slice(dotIndex) : [];
  return [...characters.slice(0, FILENAME_MAX - extension.length), ...extension].join('');
}

/**
 * Fetches a file and saves it under its sanitised name: a plain link would open PDFs and images
 * in the tab and name the download after the storage key. Resolves false when it failed (the
 * caller tells the user); the error itself goes to the console.
 */
export async function downloadFile(url: string, filename: string): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = sanitizeFilename(filename);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: some browsers start reading the blob only after click() returns.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
    return true;
  } catch (error) {
    console.error('다운로드 실패', error);
    return false;
  }
}
