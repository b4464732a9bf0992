/**
 * SPEC §9: session storage is encrypted with a fixed client-side secret. Anyone with the bundle can
 * derive the key, so this only keeps tokens and personal data from sitting in storage as plain
 * text (casual inspection, extensions that scrape storage); it is not a security boundary.
 */
const SESSION_SECRET = 'gongsa-market:session-storage:v1';
const KEY_SALT = 'gongsa-market:session-salt';
const PBKDF2_ITERATIONS = 100_000;
const IV_BYTES = 12;
const PAYLOAD_PREFIX = 'v1.';

let keyPromise: Promise<CryptoKey> | null = null;

function deriveKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const encoder = new TextEncoder();
    const baseKey = await crypto.subtle.importKey(
      'raw',
      encoder.encode(SESSION_SECRET),
      'PBKDF2',
      false,
      ['deriveKey'],
    );
    return crypto.subtle.deriveKey(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: encoder.encode(KEY_SALT),
        iterations: PBKDF2_ITERATIONS,
      },
      baseKey,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  })();
  return keyPromise;
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function encryptSessionPayload(value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deriveKey(), plain),
  );
  const packed = new Uint8Array(IV_BYTES + cipher.length);
  packed.set(iv, 0);
  packed.set(cipher, IV_BYTES);
  return PAYLOAD_PREFIX + encodeBase64(packed);
}

/** Null for anything that is not a payload we wrote (tampered, older format, garbage). */
export async function decryptSessionPayload<T>(payload: string | null): Promise<T | null> {
  if (!payload?.startsWith(PAYLOAD_PREFIX)) return null;
  try {
    const packed = decodeBase64(payload.slice(PAYLOAD_PREFIX.length));
    const iv = packed.slice(0, IV_BYTES);
    const cipher = packed.slice(IV_BYTES);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await deriveKey(), cipher);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}
