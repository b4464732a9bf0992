/**
 * The web's production server: `next start`, plus one thing it does not do. The client's
 * X-Forwarded-* headers are replaced with the address it connected from (forwarded-headers.ts),
 * so nobody can reset the API's per-address limits by sending X-Forwarded-For through the web.
 *
 *   PORT             default 3000
 *   HOST             default 127.0.0.1 (loopback; 0.0.0.0 for every interface)
 *   TRUSTED_PROXIES  load balancers in front of the web whose X-Forwarded-For names the client
 */
import { createServer } from 'node:http';
import next from 'next';
import {
  parseTrustedProxies,
  rewriteForwardedHeaders,
} from './src/modules/config/utils/forwarded-headers';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  rewriteForwardedHeaders(req.headers, req.socket.remoteAddress, trustedProxies);
  void handle(req, res);
});
server.listen(port, hostname, () => {
  console.info(`공사마켓 웹: http://${hostname}:${port}`);
});

function shutdown() {
  server.close(() => {
    void app.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
