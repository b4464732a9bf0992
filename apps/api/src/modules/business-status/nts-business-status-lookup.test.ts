import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS_STATUS_UNAVAILABLE_MESSAGE,
  BusinessStatusUnavailableError,
  UNREGISTERED_TAX_TYPE,
} from './business-status-lookup';
import { NtsBusinessStatusLookup } from './nts-business-status-lookup';

type Received = { method: string; serviceKey: string | null; body: unknown };
type Behaviour = 'answer' | 'fail' | 'hang';

const NTS_ENTRIES: Record<string, Record<string, string>> = {
  '1234500003': {
    b_no: '1234500003',
    b_stt: '계속사업자',
    b_stt_cd: '01',
    tax_type: '부가가치세 일반과세자',
    tax_type_cd: '01',
    end_dt: '',
  },
  '1234500022': {
    b_no: '1234500022',
    b_stt: '폐업자',
    b_stt_cd: '03',
    tax_type: '부가가치세 일반과세자',
    tax_type_cd: '01',
    end_dt: '20250630',
  },
};

describe('NtsBusinessStatusLookup', () => {
  let server: http.Server;
  let apiUrl: string;
  let behaviour: Behaviour = 'answer';
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];

  beforeAll(async () => {
    // Imitates POST /api/nts-businessman/v1/status?serviceKey=… of odcloud.
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { b_no: string[] };
        received.push({
          method: req.method ?? '',
          serviceKey: url.searchParams.get('serviceKey'),
          body,
        });
        if (behaviour === 'hang') {
          hanging.push(res);
          return;
        }
        if (behaviour === 'fail') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: -4, msg: 'internal error' }));
          return;
        }
        const data = body.b_no.map(
          (number) =>
            NTS_ENTRIES[number] ?? {
              b_no: number,
              b_stt: '',
              b_stt_cd: '',
              tax_type: UNREGISTERED_TAX_TYPE,
              tax_type_cd: '',
              end_dt: '',
            },
        );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            request_cnt: data.length,
            match_cnt: data.length,
            status_code: 'OK',
            data,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/nts-businessman/v1/status`;
  });

  afterEach(() => {
    behaviour = 'answer';
    received.length = 0;
    for (const res of hanging.splice(0)) res.destroy();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function createLookup(timeoutMs?: number) {
    return new NtsBusinessStatusLookup({ apiUrl, serviceKey: 'key/with+special=', timeoutMs });
  }

  it('posts the number with the service key and maps an active business', async () => {
    const status = await createLookup().findStatus('1234500003');
    expect(status).toEqual({
      b_no: '1234500003',
      b_stt_cd: '01',
      tax_type: '부가가치세 일반과세자',
      sta_nm: '계속사업자',
      end_dt: null,
    });
    expect(received).toEqual([
      { method: 'POST', serviceKey: 'key/with+special=', body: { b_no: ['1234500003'] } },
    ]);
  });

  it('keeps the closing date of a closed business', async () => {
    const status = await createLookup().findStatus('1234500022');
    expect(status).toMatchObject({ b_stt_cd: '03', sta_nm: '폐업자', end_dt: '20250630' });
  });

  it('passes on the notice for an unregistered number', async () => {
    const status = await createLookup().findStatus('1234567891');
    expect(status).toEqual({
      b_no: '1234567891',
      b_stt_cd: null,
      tax_type: UNREGISTERED_TAX_TYPE,
      sta_nm: null,
      end_dt: null,
    });
  });

  it('turns a server error into a Korean retry message', async () => {
    behaviour = 'fail';
    const error = await createLookup()
      .findStatus('1234500003')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BusinessStatusUnavailableError);
    expect(error).toMatchObject({
      message: BUSINESS_STATUS_UNAVAILABLE_MESSAGE,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('gives up on a service that never answers', async () => {
    behaviour = 'hang';
    const error = await createLookup(200)
      .findStatus('1234500003')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BusinessStatusUnavailableError);
    expect((error as Error).message).toBe(BUSINESS_STATUS_UNAVAILABLE_MESSAGE);
    expect(received).toHaveLength(1);
  });
});
