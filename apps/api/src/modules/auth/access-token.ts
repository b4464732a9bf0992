import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'gongsa-api';
const AUDIENCE = 'gongsa';
const ALGORITHM = 'HS256';

/**
 * The HMAC key of a secret, imported once: handed raw bytes, jose imports a WebCrypto key on every
 * call, which cost a signed-in request ~10 % of its CPU (ADR 0016, 2026-11-27 (later)).
 */
const keys = new Map<string, Promise<CryptoKey>>();

function toKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
    // A failed import is not kept: the next request tries again.
    key.catch(() => keys.delete(secret));
  }
  return key;
}

export async function signAccessToken(
  userId: number,
  secret: string,
  now: Date = new Date(),
): Promise<{ accessToken: string; expiresIn: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await toKey(secret));
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

export type AccessTokenCheck =
  { status: 'valid'; userId: number } | { status: 'expired' } | { status: 'invalid' };

export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await toKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: [ALGORITHM],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0
      ? { status: 'valid', userId }
      : { status: 'invalid' };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { status: 'expired' };
    return { status: 'invalid' };
  }
}
