import { createHash } from 'node:crypto';
import { refreshTokens, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signInForTest } from '../../testing/accounts';
import { sendWhileWritesWait } from '../../testing/race-gate.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';
import type { GraphQLResponse } from '../../testing/test-server';

/*
 * Refresh-token rotations fired at once over HTTP (ADR 0008: single-use tokens, a used token
 * presented again revokes its whole family). PGlite runs one transaction at a time, so there
 * these pass whatever the code does; on PostgreSQL (DATABASE_URL) the rotations overlap.
 */

const REFRESH = `mutation RefreshToken($refreshToken: String!) {
  refreshToken(refreshToken: $refreshToken) { accessToken refreshToken } }`;
const EXPIRED = {
  message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  extensions: { code: 'FORBIDDEN' },
};
const REUSE_WARNING = '사용된 리프레시 토큰이 다시 제시되어 토큰 계열을 폐기했습니다';
const LOGIN_ID = 'rotation@races.test';

type Rotated = { refreshToken: { accessToken: string; refreshToken: string } };

describe('refresh token races', () => {
  const setUp = setUpTestServer(() => createTestDatabase());

  beforeAll(async () => {
    await setUp.handle.db
      .insert(users)
      .values({ name: '동시갱신', email: LOGIN_ID, passwordHash: await hash(TEST_PASSWORD) });
  });

  async function signIn(): Promise<string> {
    const { body } = await signInForTest(setUp.server, LOGIN_ID, TEST_PASSWORD);
    expect(body.errors).toBeUndefined();
    return body.data!.signIn.refreshToken;
  }

  function refresh(refreshToken: string): Promise<GraphQLResponse<Rotated>> {
    return setUp.server.graphql<Rotated>(REFRESH, { variables: { refreshToken } });
  }

  /** Every stored token of the family `refreshToken` belongs to. */
  async function readFamily(refreshToken: string) {
    const tokenHash = createHash('sha256').update(refreshToken).digest('hex');
    const [known] = await setUp.handle.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    return setUp.handle.db
      .select({ tokenHash: refreshTokens.tokenHash, revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, known!.familyId));
  }

  function countReuseWarnings(): number {
    return setUp.server.logLines.filter((line) => line.msg === REUSE_WARNING).length;
  }

  it('issues one new pair for ten rotations of one token at once, and the replays end the login', async () => {
    const token = await signIn();
    const warningsBefore = countReuseWarnings();

    // Without the conditional "mark used" under the family lock every rotation would read the
    // token unused and issue its own successor: ten live logins grown from one token.
    const responses = await sendWhileWritesWait(setUp.handle.db, refreshTokens, () =>
      Array.from({ length: 10 }, () => refresh(token)),
    );

    const rotated = responses.filter((response) => response.body.errors === undefined);
    expect(rotated).toHaveLength(1);
    const successor = rotated[0]!.body.data!.refreshToken.refreshToken;
    const refused = responses.filter((response) => response.body.errors !== undefined);
    for (const response of refused) {
      expect(response.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
    }
    // The nine that came after the winner presented a used token: each is a replay (ADR 0008),
    // so the family, the winner's new token included, is revoked and the user logs in again.
    expect(countReuseWarnings() - warningsBefore).toBe(refused.length);
    const family = await readFamily(token);
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await refresh(successor)).body.errors).toEqual([expect.objectContaining(EXPIRED)]);
  });

  it('ends the whole login when a used token comes back while the current one rotates', async () => {
    const stolen = await signIn();
    const first = await refresh(stolen);
    expect(first.body.errors).toBeUndefined();
    const current = first.body.data!.refreshToken.refreshToken;

    // The owner rotates the current token while a thief replays the used one (once: a second
    // replay arriving later would revoke what the first missed and hide the race). Without the
    // family lock a replay's revocation could start while the rotation is between marking the
    // current token used and committing its successor: it waits for the current token's row,
    // then revokes the rows it saw, which are not the successor inserted after it began, and
    // the family lives on in that successor although a replay was seen.
    const responses = await sendWhileWritesWait(setUp.handle.db, refreshTokens, () => [
      refresh(current),
      refresh(stolen),
    ]);

    const [owner, replay] = responses;
    expect(replay!.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
    // Whichever ran first, nothing of the family is left: the owner's rotation either failed
    // (the replay had revoked the family) or its successor was revoked with the rest.
    const family = await readFamily(stolen);
    expect(family.length).toBeLessThanOrEqual(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    const successor = owner!.body.data?.refreshToken.refreshToken;
    if (successor !== undefined) {
      expect((await refresh(successor)).body.errors).toEqual([expect.objectContaining(EXPIRED)]);
    } else {
      expect(owner!.body.errors).toEqual([expect.objectContaining(EXPIRED)]);
    }
  });
});
