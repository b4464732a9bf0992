/**
 * Which uploads we accept, judged by the file's extension AND its first bytes: a renamed
 * executable (MZ…) called photo.png is refused. Written here because the `file-type` package needs
 * Node 22; only the formats users of a construction marketplace send are covered (photos, PDFs,
 * 한글 documents, Office files, archives, plain text, AutoCAD drawings).
 */

export type FileKind =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'hwp'
  | 'hwpx'
  | 'doc'
  | 'docx'
  | 'xls'
  | 'xlsx'
  | 'ppt'
  | 'pptx'
  | 'zip'
  | 'txt'
  | 'dwg';

export type DetectedFileType = {
  kind: FileKind;
  mimetype: string;
  isImage: boolean;
};

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  hwp: 'hwp',
  hwpx: 'hwpx',
  doc: 'doc',
  docx: 'docx',
  xls: 'xls',
  xlsx: 'xlsx',
  ppt: 'ppt',
  pptx: 'pptx',
  zip: 'zip',
  txt: 'txt',
  dwg: 'dwg',
};

export const ALLOWED_EXTENSIONS = Object.keys(KIND_BY_EXTENSION);

const MIMETYPE_BY_KIND: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  dwg: 'image/vnd.dwg',
};

const IMAGE_KINDS = new Set<FileKind>(['jpeg', 'png', 'gif', 'webp']);

function startsWith(buffer: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (buffer.length < offset + signature.length) return false;
  return signature.every((byte, index) => buffer[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

function includesAscii(buffer: Uint8Array, text: string): boolean {
  return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength).includes(
    text,
    0,
    'latin1',
  );
}

const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL_FILE = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

function isZip(buffer: Uint8Array): boolean {
  return startsWith(buffer, ZIP_LOCAL_FILE) || startsWith(buffer, ZIP_EMPTY);
}

/** Office Open XML packages always carry [Content_Types].xml and a part folder per application. */
function isOfficeOpenXml(buffer: Uint8Array, partFolder: string): boolean {
  return (
    startsWith(buffer, ZIP_LOCAL_FILE) &&
    includesAscii(buffer, '[Content_Types].xml') &&
    includesAscii(buffer, partFolder)
  );
}

/** Plain text: no NUL bytes and no control characters other than tab, line breaks, form feed, ESC. */
function isPlainText(buffer: Uint8Array): boolean {
  const sample = buffer.subarray(0, 64 * 1024);
  for (const byte of sample) {
    const isControl = byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte);
    if (isControl || byte === 0x7f) return false;
  }
  return true;
}

const MATCHERS: Record<FileKind, (buffer: Uint8Array) => boolean> = {
  jpeg: (buffer) => startsWith(buffer, [0xff, 0xd8, 0xff]),
  png: (buffer) => startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  gif: (buffer) => startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a')),
  webp: (buffer) => startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8),
  pdf: (buffer) => startsWith(buffer, ascii('%PDF-')),
  // HWP 5.x is an OLE compound file; HWP 3.x starts with its own banner.
  hwp: (buffer) =>
    startsWith(buffer, OLE_COMPOUND_FILE) || startsWith(buffer, ascii('HWP Document File')),
  hwpx: (buffer) =>
    startsWith(buffer, ZIP_LOCAL_FILE) &&
    (includesAscii(buffer, 'application/hwp+zip') || includesAscii(buffer, 'Contents/')),
  doc: (buffer) => startsWith(buffer, OLE_COMPOUND_FILE),
  xls: (buffer) => startsWith(buffer, OLE_COMPOUND_FILE),
  ppt: (buffer) => startsWith(buffer, OLE_COMPOUND_FILE),
  docx: (buffer) => isOfficeOpenXml(buffer, 'word/'),
  xlsx: (buffer) => isOfficeOpenXml(buffer, 'xl/'),
  pptx: (buffer) => isOfficeOpenXml(buffer, 'ppt/'),
  zip: isZip,
  txt: (buffer) => buffer.length > 0 && isPlainText(buffer),
  // AutoCAD R13 and later: "AC1012" … "AC1032".
  dwg: (buffer) =>
    buffer.length >= 6 && /^AC1\d{3}$/.test(Buffer.from(buffer.subarray(0, 6)).toString('latin1')),
};

export function getExtension(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 || dot === filename.length - 1 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The type when the extension is allowed and the content matches it, otherwise null. */
export function detectFileType(filename: string, content: Uint8Array): DetectedFileType | null {
  const kind = KIND_BY_EXTENSION[getExtension(filename)];
  if (!kind || !MATCHERS[kind](content)) return null;
  return { kind, mimetype: MIMETYPE_BY_KIND[kind], isImage: IMAGE_KINDS.has(kind) };
}
