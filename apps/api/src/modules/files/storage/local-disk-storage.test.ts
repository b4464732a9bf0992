import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';

describe('LocalDiskStorage', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'gongsa-storage-'));
  const storage = new LocalDiskStorage(root);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes, reads and deletes objects under its directory', async () => {
    await storage.put('ab12-original', Buffer.from('도면'), 'image/vnd.dwg');
    const object = await storage.get('ab12-original');
    expect(object?.size).toBe(Buffer.byteLength('도면'));
    expect(await text(object!.stream)).toBe('도면');
    expect(await readdir(path.join(root, 'ab'))).toEqual(['ab12-original']);

    await storage.delete('ab12-original');
    expect(await storage.get('ab12-original')).toBeNull();
  });

  it('answers null for missing objects and refuses path tricks', async () => {
    expect(await storage.get('nothing-here')).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/Invalid storage key/);
    expect(storage.getPublicUrl()).toBeNull();
  });
});
