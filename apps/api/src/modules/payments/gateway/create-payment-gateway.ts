import type { Env } from '../../../env';
import type { Logger } from '../../../logger';
import { PAYMENT_SANDBOX_PREFIX } from '../sandbox/payment-sandbox.service';
import { NICEPAY_API_ORIGINS, NicepayGateway, type NicepayEndpoints } from './nicepay-gateway';
import type { PaymentGateway } from './payment-gateway';

/**
 * The sandbox's endpoints are this API's own (/payment-sandbox/…), and its allow-list is this
 * API's public origin and nothing else. Read per call: tests learn the port after listening.
 */
export function sandboxEndpoints(publicApiUrl: string): NicepayEndpoints {
  const base = publicApiUrl.replace(/\/+$/, '') + PAYMENT_SANDBOX_PREFIX;
  return {
    windowUrl: `${base}/v3/v3Payment.jsp`,
    apiUrl: base,
    allowedOrigins: [new URL(publicApiUrl).origin],
    windowCharset: 'utf-8',
  };
}

/** PAYMENT_GATEWAY: NicePay, or the same client pointed at the sandbox this API serves. */
export function createPaymentGateway(
  env: Pick<Env, 'payments' | 'publicApiUrl'>,
  logger?: Logger,
): PaymentGateway {
  const config = env.payments;
  if (config.driver === 'nicepay') {
    const endpoints: NicepayEndpoints = {
      windowUrl: config.windowUrl,
      apiUrl: config.apiUrl,
      allowedOrigins: NICEPAY_API_ORIGINS,
      windowCharset: 'euc-kr',
    };
    return new NicepayGateway({
      name: 'nicepay',
      mid: config.mid,
      merchantKey: config.merchantKey,
      timeoutMs: config.timeoutMs,
      logger,
      endpoints: () => endpoints,
    });
  }
  return new NicepayGateway({
    name: 'sandbox',
    mid: config.mid,
    merchantKey: config.merchantKey,
    timeoutMs: config.timeoutMs,
    logger,
    endpoints: () => sandboxEndpoints(env.publicApiUrl),
  });
}
