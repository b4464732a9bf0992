import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed addresses for files that are not public (ADR 0021). A signature covers one
 * stored file (its original and its image variants) until `expires`, a Unix time in seconds.
 * Expiry times are rounded up to a step, so the addresses one viewer sees stay the same for a
 * while (the browser reuses its copy) and are valid for TTL to TTL + step.
 */
export const SIGNED_FILE_URL_TTL_SECONDS = 60 * 60;
const EXPIRY_STEP_SECONDS = 15 * 60;

export const FILE_SIGNATURE_PARAMS = { expires: 'expires', signature: 'signature' } as const;

export type FileSignature = { expires: number; signature: string };

/** The signing key is derived from the token secret, so one secret per install covers both. */
function deriveKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('gongsa:file-url:v1').digest();
}

function computeSignature(secret: string, storageKey: string, expires: number): string {
  return createHmac('sha256', deriveKey(secret))
    .update(`${storageKey}:${expires}`)
    .digest('base64url');
}

export function signStorageKey(
  secret: string,
  storageKey: string,
  now: Date = new Date(),
): FileSignature {
  const earliest = Math.floor(now.getTime() / 1000) + SIGNED_FILE_URL_TTL_SECONDS;
  const expires = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return { expires, signature: computeSignature(secret, storageKey, expires) };
}

export function toSignatureQuery({ expires, signature }: FileSignature): string {
  const query = new URLSearchParams({
    [FILE_SIGNATURE_PARAMS.expires]: String(expires),
    [FILE_SIGNATURE_PARAMS.signature]: signature,
  });
  return `?${query.toString()}`;
}

export type SignatureCheck =
  { state: 'valid'; secondsLeft: number } | { state: 'missing' | 'invalid' | 'expired' };

/** Whether a download's query carries a valid, unexpired signature for this stored file. */
export function checkFileSignature(
  secret: string,
  storageKey: string,
  searchParams: URLSearchParams,
  now: Date = new Date(),
): SignatureCheck {
  const expiresText = searchParams.get(FILE_SIGNATURE_PARAMS.expires);
  const signature = searchParams.get(FILE_SIGNATURE_PARAMS.signature);
  if (expiresText === null && signature === null) return { state: 'missing' };
  if (expiresText === null || signature === null || !/^\d{1,12}$/.test(expiresText)) {
    return { state: 'invalid' };
  }
  const expires = Number(expiresText);
  const expected = Buffer.from(computeSignature(secret, storageKey, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { state: 'invalid' };
  }
  const secondsLeft = expires - Math.floor(now.getTime() / 1000);
  return secondsLeft > 0 ? { state: 'valid', secondsLeft } : { state: 'expired' };
}
