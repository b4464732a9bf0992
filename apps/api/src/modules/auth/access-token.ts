import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'gongsa-api';
const AUDIENCE = 'gongsa';
const ALGORITHM = 'HS256';

function toKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
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
    .sign(toKey(secret));
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

export type AccessTokenCheck =
  { status: 'valid'; userId: number } | { status: 'expired' } | { status: 'invalid' };

export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, toKey(secret), {
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
