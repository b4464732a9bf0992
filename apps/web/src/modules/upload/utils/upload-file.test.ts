import { describe, expect, it } from 'vitest';
import { readUploadError, readUploadedFile } from './upload-file';

describe('upload response readers', () => {
  it('reads the first stored file of a 201 answer', () => {
    const body = {
      files: [
        {
          id: '42',
          filename: 'logo.png',
          mimetype: 'image/png',
          size: 120,
          url: 'http://127.0.0.1:4100/files/abc',
          thumbnailURL: 'http://127.0.0.1:4100/files/abc/thumbnail',
        },
      ],
    };
    expect(readUploadedFile(body)?.id).toBe('42');
  });

  it('finds no file in an error answer or a malformed one', () => {
    expect(readUploadedFile({ error: { code: 'BAD_USER_INPUT', message: 'x' } })).toBeNull();
    expect(readUploadedFile(null)).toBeNull();
    expect(readUploadedFile({ files: [{ id: 1 }] })).toBeNull();
  });

  it('reads the Korean message of an error answer', () => {
    expect(
      readUploadError({
        error: { code: 'BAD_USER_INPUT', message: '허용되지 않는 파일 형식입니다.' },
      }),
    ).toBe('허용되지 않는 파일 형식입니다.');
    expect(readUploadError({ error: { message: ' ' } })).toBeNull();
    expect(readUploadError('oops')).toBeNull();
  });
});
