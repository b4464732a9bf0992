import { describe, expect, it } from 'vitest';
import { decryptSessionPayload, encryptSessionPayload } from './session-crypto';

const SESSION = {
  isLogin: true,
  token: 'access-token-value',
  me: { id: '7', name: '김공사' },
  searchObj: { keyword: '철근', type: 'header' },
};

describe('session storage encryption', () => {
  it('round-trips the session', async () => {
    const payload = await encryptSessionPayload(SESSION);
    await expect(decryptSessionPayload(payload)).resolves.toEqual(SESSION);
  });

  it('does not store tokens or names as readable text', async () => {
    const payload = await encryptSessionPayload(SESSION);
    expect(payload).not.toContain('access-token-value');
    expect(atob(payload.slice(3))).not.toContain('access-token-value');
  });

  it('uses a fresh IV, so the same session encrypts differently each time', async () => {
    const [first, second] = await Promise.all([
      encryptSessionPayload(SESSION),
      encryptSessionPayload(SESSION),
    ]);
    expect(first).not.toBe(second);
  });

  it('rejects tampered, foreign and empty payloads', async () => {
    const payload = await encryptSessionPayload(SESSION);
    const body = payload.slice(3);
    const flipped = `v1.${body.slice(0, -4)}${body.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await expect(decryptSessionPayload(flipped)).resolves.toBeNull();
    await expect(decryptSessionPayload(JSON.stringify(SESSION))).resolves.toBeNull();
    await expect(decryptSessionPayload(null)).resolves.toBeNull();
  });
});
