import { describe, expect, it } from 'vitest';
import {
  isAcceptedFile,
  isAnyUploading,
  moveItem,
  readDoneFiles,
  selectFiles,
  toDoneItem,
  type UploadItem,
} from './upload-list';

function storedItem(id: string): UploadItem {
  return toDoneItem({ id, filename: `${id}.png`, url: `/files/${id}`, thumbnailURL: null });
}

function pickedFile(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('upload list', () => {
  it('moves an item up and down and leaves the ends unchanged', () => {
    const items = [storedItem('a'), storedItem('b'), storedItem('c')];
    expect(readDoneFiles(moveItem(items, 'stored-b', 'up')).map((file) => file.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(readDoneFiles(moveItem(items, 'stored-b', 'down')).map((file) => file.id)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(readDoneFiles(moveItem(items, 'stored-a', 'up')).map((file) => file.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(readDoneFiles(moveItem(items, 'stored-c', 'down')).map((file) => file.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('reads only finished files and knows when one is still uploading', () => {
    const source = pickedFile('doc.pdf', 'application/pdf');
    const items: UploadItem[] = [
      storedItem('a'),
      { key: 'u', status: 'uploading', name: 'doc.pdf', progress: 40, source },
      { key: 'f', status: 'failed', name: 'doc.pdf', error: '실패', source },
    ];
    expect(readDoneFiles(items).map((file) => file.id)).toEqual(['a']);
    expect(isAnyUploading(items)).toBe(true);
    expect(isAnyUploading([storedItem('a')])).toBe(false);
  });

  it('matches accept lists by MIME type, wildcard and extension', () => {
    const png = pickedFile('photo.PNG', 'image/png');
    const pdf = pickedFile('estimate.pdf', 'application/pdf');
    expect(isAcceptedFile(png, 'image/*')).toBe(true);
    expect(isAcceptedFile(pdf, 'image/*')).toBe(false);
    expect(isAcceptedFile(pdf, 'image/png, .pdf')).toBe(true);
    expect(isAcceptedFile(png, '.png')).toBe(true);
    expect(isAcceptedFile(pdf, undefined)).toBe(true);
  });

  it('refuses wrong types, oversized files and files beyond the limit with Korean reasons', () => {
    const files = [
      pickedFile('a.png', 'image/png'),
      pickedFile('b.exe', 'application/x-msdownload'),
      pickedFile('c.png', 'image/png', 2048),
      pickedFile('d.png', 'image/png'),
      pickedFile('e.png', 'image/png'),
    ];
    const selection = selectFiles(files, 8, { maxFiles: 10, maxBytes: 1024, accept: 'image/*' });
    expect(selection.accepted.map((file) => file.name)).toEqual(['a.png', 'd.png']);
    expect(selection.errors).toEqual([
      'b.exe: 올릴 수 없는 파일 형식입니다.',
      'c.png: 1KB 이하 파일만 올릴 수 있습니다.',
      '최대 10개까지 올릴 수 있습니다.',
    ]);
  });
});
