import autocannon from 'autocannon';
import { summarizeLatencies, type LatencyFigures } from './stats';

/** autocannon with every response time kept, for p95 (its own histogram reports p90 and p97.5). */
export async function runAutocannon(
  url: string,
  body: string,
  options: { connections: number; durationS: number; headers?: Record<string, string> },
): Promise<LatencyFigures & { errors: number }> {
  const latenciesMs: number[] = [];
  const startedAt = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body,
        connections: options.connections,
        duration: options.durationS,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
    });
  });
  const elapsedMs = performance.now() - startedAt;
  return {
    ...summarizeLatencies(latenciesMs, elapsedMs),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
