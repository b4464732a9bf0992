import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFileType, getExtension } from './file-type';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0);
const EXE = Buffer.concat([
  text('MZ'),
  bytes(0x90, 0x00, 0x03, 0x00, 0x00, 0x00),
  Buffer.alloc(64),
]);
const zipWith = (...entries: string[]) =>
  Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), ...entries.map((entry) => text(`\0\0${entry}\0`))]);

describe('detectFileType', () => {
  it('accepts real images by extension and content', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f60' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    expect(detectFileType('현장 사진.PNG', png)).toEqual({
      kind: 'png',
      mimetype: 'image/png',
      isImage: true,
    });
    expect(detectFileType('photo.jpg', jpeg)?.mimetype).toBe('image/jpeg');
    expect(detectFileType('photo.jpeg', jpeg)?.mimetype).toBe('image/jpeg');
    expect(detectFileType('photo.webp', webp)?.mimetype).toBe('image/webp');
    expect(detectFileType('photo.gif', gif)?.mimetype).toBe('image/gif');
  });

  it('accepts documents, archives, drawings and text', () => {
    expect(detectFileType('견적서.pdf', text('%PDF-1.7\n'))?.mimetype).toBe('application/pdf');
    expect(detectFileType('공문.hwp', OLE)?.mimetype).toBe('application/x-hwp');
    expect(detectFileType('옛 공문.hwp', text('HWP Document File V3.00'))?.kind).toBe('hwp');
    expect(detectFileType('공문.hwpx', zipWith('mimetype', 'application/hwp+zip'))?.mimetype).toBe(
      'application/hwp+zip',
    );
    expect(detectFileType('내역.xls', OLE)?.mimetype).toBe('application/vnd.ms-excel');
    expect(detectFileType('내역.doc', OLE)?.kind).toBe('doc');
    expect(detectFileType('발표.ppt', OLE)?.kind).toBe('ppt');
    expect(
      detectFileType('내역.xlsx', zipWith('[Content_Types].xml', 'xl/workbook.xml'))?.kind,
    ).toBe('xlsx');
    expect(
      detectFileType('계약.docx', zipWith('[Content_Types].xml', 'word/document.xml'))?.kind,
    ).toBe('docx');
    expect(
      detectFileType('발표.pptx', zipWith('[Content_Types].xml', 'ppt/presentation.xml'))?.kind,
    ).toBe('pptx');
    expect(detectFileType('도면 모음.zip', zipWith('a.dwg'))?.mimetype).toBe('application/zip');
    expect(detectFileType('도면.dwg', text('AC1032\0\0\0'))?.mimetype).toBe('image/vnd.dwg');
    expect(detectFileType('메모.txt', Buffer.from('공사 일정\r\n1. 철거\t완료\n'))).toEqual({
      kind: 'txt',
      mimetype: 'text/plain; charset=utf-8',
      isImage: false,
    });
  });

  it('refuses an executable renamed to an allowed extension', () => {
    expect(detectFileType('photo.png', EXE)).toBeNull();
    expect(detectFileType('문서.pdf', EXE)).toBeNull();
    expect(detectFileType('readme.txt', EXE)).toBeNull();
    expect(detectFileType('공문.hwp', EXE)).toBeNull();
  });

  it('refuses content that belongs to another allowed type', () => {
    expect(detectFileType('photo.png', text('%PDF-1.7'))).toBeNull();
    expect(
      detectFileType('내역.xlsx', zipWith('[Content_Types].xml', 'word/document.xml')),
    ).toBeNull();
    expect(detectFileType('내역.docx', zipWith('plain.txt'))).toBeNull();
  });

  it('refuses extensions outside the allow-list, and names without one', () => {
    expect(detectFileType('setup.exe', EXE)).toBeNull();
    expect(detectFileType('page.html', text('<html></html>'))).toBeNull();
    expect(detectFileType('image.svg', text('<svg></svg>'))).toBeNull();
    expect(detectFileType('README', text('hello'))).toBeNull();
    expect(detectFileType('empty.txt', Buffer.alloc(0))).toBeNull();
  });
});

describe('getExtension', () => {
  it('reads the last extension in lower case', () => {
    expect(getExtension('archive.tar.GZ')).toBe('gz');
    expect(getExtension('.bashrc')).toBe('');
    expect(getExtension('trailing.')).toBe('');
  });
});
