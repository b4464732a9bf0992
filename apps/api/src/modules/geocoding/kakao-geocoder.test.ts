import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { KakaoGeocoder } from './kakao-geocoder';

type Received = { method: string; path: string; query: string | null; authorization?: string };
type Behaviour = 'answer' | 'area' | 'empty' | 'fail' | 'garbage' | 'hang';

const API_KEY = 'test-kakao-rest-api-key';

function createKakaoAnswer(addressType: string, x: string, y: string) {
  return {
    meta: { total_count: 2, pageable_count: 2, is_end: true },
    documents: [
      { address_name: '서울 강남구 테헤란로 152', address_type: addressType, x, y },
      {
        address_name: '서울 강남구 역삼동 737',
        address_type: 'REGION_ADDR',
        x: '127.1',
        y: '37.6',
      },
    ],
  };
}

describe('KakaoGeocoder', () => {
  let server: http.Server;
  let baseUrl: string;
  let behaviour: Behaviour = 'answer';
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const logLines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (line.trim() !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
        }
        callback();
      },
    }),
  });

  beforeAll(async () => {
    // Imitates Kakao Local's GET /v2/local/search/address.json?query=….
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      received.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams.get('query'),
        authorization: req.headers.authorization,
      });
      const sendJson = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        res.end(JSON.stringify(body));
      };
      switch (behaviour) {
        case 'hang':
          hanging.push(res);
          return;
        case 'fail':
          sendJson(500, { errorType: 'InternalServerError', message: 'internal error' });
          return;
        case 'garbage':
          sendJson(200, { documents: [{ x: 'east', y: 'north' }] });
          return;
        case 'empty':
          sendJson(200, { meta: { total_count: 0 }, documents: [] });
          return;
        case 'area':
          sendJson(200, createKakaoAnswer('ROAD', '127.0365', '37.5006'));
          return;
        default:
          sendJson(200, createKakaoAnswer('ROAD_ADDR', '127.0365211', '37.5006153'));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterEach(() => {
    behaviour = 'answer';
    received.length = 0;
    logLines.length = 0;
    for (const res of hanging.splice(0)) res.destroy();
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function createGeocoder(timeoutMs?: number) {
    return new KakaoGeocoder({ baseUrl, apiKey: API_KEY, logger, timeoutMs });
  }

  it('answers the first document as an exact point', async () => {
    const result = await createGeocoder().geocode({
      address: '서울특별시 강남구 테헤란로 152',
      sigungu: '서울특별시 강남구',
    });
    expect(result).toEqual({ latitude: 37.5006153, longitude: 127.0365211, isApproximate: false });
    expect(received).toEqual([
      {
        method: 'GET',
        path: '/v2/local/search/address.json',
        query: '서울특별시 강남구 테헤란로 152',
        authorization: `KakaoAK ${API_KEY}`,
      },
    ]);
  });

  it('puts the 시/군/구 in front of a street typed without its region', async () => {
    await createGeocoder().geocode({ address: '테헤란로 152', sigungu: '서울특별시 강남구' });
    expect(received[0]?.query).toBe('서울특별시 강남구 테헤란로 152');
  });

  it('marks a match of only a road or region as approximate', async () => {
    behaviour = 'area';
    const result = await createGeocoder().geocode({ address: '서울특별시 강남구 테헤란로' });
    expect(result).toEqual({ latitude: 37.5006, longitude: 127.0365, isApproximate: true });
  });

  it('answers null when Kakao finds nothing', async () => {
    behaviour = 'empty';
    expect(await createGeocoder().geocode({ address: '없는도 없는시 없는로 1' })).toBeNull();
    expect(logLines).toEqual([]);
  });

  it('answers null and warns when Kakao fails', async () => {
    behaviour = 'fail';
    expect(
      await createGeocoder().geocode({
        address: '서울특별시 강남구 테헤란로 152',
        sigungu: '서울특별시 강남구',
      }),
    ).toBeNull();
    expect(logLines).toEqual([
      expect.objectContaining({
        level: 40,
        status: 500,
        region: '서울특별시 강남구',
        msg: '카카오 주소 검색 응답 오류',
      }),
    ]);
    expect(JSON.stringify(logLines)).not.toContain('테헤란로');
  });

  it('answers null and warns when the answer has no usable coordinates', async () => {
    behaviour = 'garbage';
    expect(
      await createGeocoder().geocode({ address: '서울특별시 강남구 테헤란로 152' }),
    ).toBeNull();
    expect(logLines).toEqual([
      expect.objectContaining({ level: 40, msg: '카카오 주소 검색 응답 형식 오류' }),
    ]);
  });

  it('gives up after the timeout with a warning', async () => {
    behaviour = 'hang';
    expect(
      await createGeocoder(50).geocode({ address: '서울특별시 강남구 테헤란로 152' }),
    ).toBeNull();
    expect(received).toHaveLength(1);
    expect(logLines).toEqual([
      expect.objectContaining({ level: 40, msg: '카카오 주소 검색 실패' }),
    ]);
  });

  it('answers null and warns when Kakao cannot be reached', async () => {
    const unreachable = new KakaoGeocoder({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: API_KEY,
      logger,
    });
    expect(await unreachable.geocode({ address: '서울특별시 강남구 테헤란로 152' })).toBeNull();
    expect(logLines).toEqual([
      expect.objectContaining({ level: 40, msg: '카카오 주소 검색 실패' }),
    ]);
  });

  it('does not call Kakao for an empty address', async () => {
    expect(await createGeocoder().geocode({ address: '  ', sigungu: null })).toBeNull();
    expect(received).toEqual([]);
  });
});
