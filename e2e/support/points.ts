import { E2E_API_URL } from './sms';

/**
 * Gives the account free test points through the API's development endpoint
 * (POST /dev/points/grant, development and tests only) and returns the new balance.
 */
export async function grantPoints(email: string, point: number): Promise<number> {
  const response = await fetch(`${E2E_API_URL}/dev/points/grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, point, reason: 'E2E 테스트 포인트' }),
  });
  if (!response.ok) {
    throw new Error(`포인트 지급 실패 (${response.status}): ${await response.text()}`);
  }
  const body = (await response.json()) as { nowPoint: number };
  return body.nowPoint;
}
