import { E2E_API_URL } from './sms';

/**
 * An operator's decision on an innovation product through the API's development endpoint
 * (POST /dev/innovation-products/review, DEV_TOOLS only) until the back office exists.
 */
export async function reviewInnovationProduct(
  id: string,
  decision: 'APPROVE' | 'REJECT',
  reason?: string,
): Promise<void> {
  const response = await fetch(`${E2E_API_URL}/dev/innovation-products/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, decision, reason }),
  });
  if (!response.ok) {
    throw new Error(`혁신제품 심사 실패 (${response.status}): ${await response.text()}`);
  }
}
