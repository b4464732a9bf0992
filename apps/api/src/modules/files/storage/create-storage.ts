import type { Env } from '../../../env';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

export function createStorage(config: Env['storage']): FileStorage {
  return config.driver === 's3' ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadDir);
}
