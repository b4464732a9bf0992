import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  type FileStorage,
  type StorageBody,
  type StoredObject,
} from './file-storage';

/** Files under one directory (./data/uploads by default). For a single machine only. */
export class LocalDiskStorage implements FileStorage {
  readonly driver = 'local' as const;

  constructor(private readonly rootDir: string) {}

  private resolvePath(key: string): string {
    assertStorageKey(key);
    // Two-character shards keep any one directory small.
    return path.join(this.rootDir, key.slice(0, 2).toLowerCase(), key);
  }

  async put(key: string, body: StorageBody, _contentType?: string): Promise<void> {
    const target = this.resolvePath(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.partial`;
    if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body);
    else await fs.copyFile(body.path, temporary);
    await fs.rename(temporary, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    const target = this.resolvePath(key);
    try {
      const stat = await fs.stat(target);
      if (!stat.isFile()) return null;
      return { stream: createReadStream(target), size: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolvePath(key), { force: true });
  }

  getPublicUrl(_key?: string): string | null {
    return null;
  }
}
