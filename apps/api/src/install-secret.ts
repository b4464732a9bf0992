import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const INSTALL_SECRET_FILE = 'jwt-secret';

/**
 * The token-signing secret of this install when JWT_SECRET is unset (`npm start` on a laptop):
 * 48 random bytes generated on first start and kept in `<DATA_DIR>/jwt-secret`, readable by the
 * owner only (0600). The API and the worker of one install read the same file; a fleet of API
 * processes sets JWT_SECRET instead (production requires it).
 */
export function readOrCreateInstallSecret(dataDir: string): string {
  const file = path.join(dataDir, INSTALL_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a name of this process, then linked into place: the link either makes the
  // complete file appear or fails because another process's file is already there, never a
  // half-written one.
  // Unique per start, not per pid: containers sharing a data volume are all pid 1.
  const draft = `${file}.${randomUUID()}.tmp`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(`${file}: 32자 이상의 비밀값이 아닙니다. 파일을 지우면 새로 만듭니다.`);
  }
  return secret;
}
