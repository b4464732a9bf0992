import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INSTALL_SECRET_FILE, readOrCreateInstallSecret } from './install-secret';

describe('readOrCreateInstallSecret', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'gongsa-secret-')), 'data');
    dirs.push(path.dirname(dir));
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates a random secret on first start, owner-only, and keeps it', () => {
    const dataDir = newDataDir();
    const secret = readOrCreateInstallSecret(dataDir);
    expect(secret).toMatch(/^[\w-]{64}$/);
    const file = path.join(dataDir, INSTALL_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateInstallSecret(dataDir)).toBe(secret);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    // Another install gets another secret.
    expect(readOrCreateInstallSecret(newDataDir())).not.toBe(secret);
  });

  it('refuses a file that holds too short a secret, naming the file', () => {
    const dataDir = newDataDir();
    readOrCreateInstallSecret(dataDir);
    writeFileSync(path.join(dataDir, INSTALL_SECRET_FILE), 'short\n');
    expect(() => readOrCreateInstallSecret(dataDir)).toThrow(/jwt-secret: 32자 이상의 비밀값/);
  });
});
