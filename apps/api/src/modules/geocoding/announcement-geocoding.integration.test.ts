import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { haversineKm } from '@gongsa/domain';
import { createTestDatabase } from '@gongsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../app/database';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertApplyForTest,
  insertCategoryForTest,
  updateProfileForTest,
} from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { startTestServer, type TestServer } from '../../testing/test-server';
import type { GeocodeQuery, GeocodeResult, Geocoder } from './geocoder';

const SEOUL_CENTRE = { latitude: 37.5665, longitude: 126.978 };
const BUSAN_CENTRE = { latitude: 35.1796, longitude: 129.0756 };
const DAEGU_CENTRE = { latitude: 35.8714, longitude: 128.6014 };

const PLACE_FIELDS = 'id sigungu latitude longitude';
const CREATE = `mutation C($data: AnnouncementInput!) {
  createAnnouncement(data: $data) { ${PLACE_FIELDS} }
}`;
const UPDATE = `mutation U($id: ID!, $data: AnnouncementInput!) {
  updateAnnouncement(id: $id, data: $data) { ${PLACE_FIELDS} }
}`;
const DETAIL = `query A($id: ID!) { announcement(id: $id) { ${PLACE_FIELDS} } }`;
const APPLIES = `query P($id: ID!) {
  announcementApplies(announcementId: $id) { nodes { id distanceFromSite } }
}`;
const CREATE_TEMP = `mutation T($data: AnnouncementInput!) {
  createAnnouncementTemp(data: $data) { id latitude longitude }
}`;

type Place = { id: string; sigungu: string; latitude: number | null; longitude: number | null };

/** A geocoder that records what it was asked and answers as told. */
class ScriptedGeocoder implements Geocoder {
  readonly queries: GeocodeQuery[] = [];
  answer: () => Promise<GeocodeResult | null> = async () => null;

  async geocode(query: GeocodeQuery): Promise<GeocodeResult | null> {
    this.queries.push(query);
    return this.answer();
  }
}

async function createValidInput(db: DatabaseHandle['db'], overrides: Record<string, unknown>) {
  const leaf = await insertCategoryForTest(db, '철근공사');
  return {
    categories__ids: [String(leaf)],
    type: 'ALL',
    workType: 'NEW_WORK',
    orderType: 'PRIVATE',
    fieldInfo: 'RESIDENCE',
    sigungu: '서울특별시 강남구',
    address: '서울특별시 강남구 테헤란로 1',
    workScope: 'ALL',
    servicePriceType: 'WRITE',
    servicePrice: 12_000_000,
    description: '욕실 타일 전체 교체 공사입니다.',
    publisherName: '김공사',
    emergencyContact: '010-1234-5678',
    postingDay: 7,
    ...overrides,
  };
}

async function createOwner(db: DatabaseHandle['db']) {
  const company = await insertCompanyForTest(db, { type: 'CONSUMER' });
  return { ...company, headers: await createAuthHeadersForTest(company.userId) };
}

describe('coordinates of published estimate requests (local geocoder)', () => {
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    handle = await createTestDatabase();
    server = await startTestServer({ db: handle.db });
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  async function publish(headers: Record<string, string>, overrides: Record<string, unknown>) {
    const { body } = await server.graphql<{ createAnnouncement: Place }>(CREATE, {
      variables: { data: await createValidInput(handle.db, overrides) },
      headers,
    });
    expect(body.errors).toBeUndefined();
    return body.data!.createAnnouncement;
  }

  it('places a request published without coordinates at its 시/도 centre', async () => {
    const owner = await createOwner(handle.db);
    const created = await publish(owner.headers, {});
    expect(created).toMatchObject(SEOUL_CENTRE);

    const { body } = await server.graphql<{ announcement: Place }>(DETAIL, {
      variables: { id: created.id },
    });
    expect(body.data?.announcement).toMatchObject(SEOUL_CENTRE);
  });

  it('finds the 시/도 of a manually typed street through the chosen 시/군/구', async () => {
    const owner = await createOwner(handle.db);
    const created = await publish(owner.headers, {
      sigungu: '부산광역시 해운대구',
      address: '해운대로 100',
    });
    expect(created).toMatchObject(BUSAN_CENTRE);
  });

  it('gives the applicant comparison a distance to the site', async () => {
    const owner = await createOwner(handle.db);
    const created = await publish(owner.headers, {});
    const applicant = await insertCompanyForTest(handle.db);
    await updateProfileForTest(handle.db, applicant.profileId, BUSAN_CENTRE);
    await insertApplyForTest(handle.db, {
      announcementId: Number(created.id),
      userId: applicant.userId,
      profileId: applicant.profileId,
    });

    const { body } = await server.graphql<{
      announcementApplies: { nodes: Array<{ distanceFromSite: number | null }> };
    }>(APPLIES, { variables: { id: created.id }, headers: owner.headers });
    expect(body.errors).toBeUndefined();
    expect(body.data?.announcementApplies.nodes).toEqual([
      expect.objectContaining({
        distanceFromSite: Math.round(haversineKm(SEOUL_CENTRE, BUSAN_CENTRE)),
      }),
    ]);
  });

  it('keeps coordinates the client sent', async () => {
    const owner = await createOwner(handle.db);
    const spot = { latitude: 37.5012, longitude: 127.0396 };
    const created = await publish(owner.headers, spot);
    expect(created).toMatchObject(spot);
  });

  it('locates the new address when an update comes without coordinates', async () => {
    const owner = await createOwner(handle.db);
    const created = await publish(owner.headers, { latitude: 37.5012, longitude: 127.0396 });

    const moved = await server.graphql<{ updateAnnouncement: Place }>(UPDATE, {
      variables: {
        id: created.id,
        data: await createValidInput(handle.db, {
          sigungu: '대구광역시 중구',
          address: '대구광역시 중구 동성로 1',
        }),
      },
      headers: owner.headers,
    });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data?.updateAnnouncement).toMatchObject(DAEGU_CENTRE);

    const spot = { latitude: 35.8691, longitude: 128.5932 };
    const pinned = await server.graphql<{ updateAnnouncement: Place }>(UPDATE, {
      variables: {
        id: created.id,
        data: await createValidInput(handle.db, {
          sigungu: '대구광역시 중구',
          address: '대구광역시 중구 동성로 1',
          ...spot,
        }),
      },
      headers: owner.headers,
    });
    expect(pinned.body.data?.updateAnnouncement).toMatchObject(spot);
  });

  it('treats half a coordinate pair as none', async () => {
    const owner = await createOwner(handle.db);
    const created = await publish(owner.headers, { latitude: 36.1 });
    expect(created).toMatchObject(SEOUL_CENTRE);
  });
});

describe('coordinates when the geocoder cannot place the address', () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  const geocoder = new ScriptedGeocoder();

  beforeAll(async () => {
    handle = await createTestDatabase();
    server = await startTestServer({ db: handle.db, geocoder });
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  async function publishWithoutCoordinates() {
    const owner = await createOwner(handle.db);
    const { body } = await server.graphql<{ createAnnouncement: Place }>(CREATE, {
      variables: { data: await createValidInput(handle.db, {}) },
      headers: owner.headers,
    });
    return { owner, body };
  }

  it('publishes without coordinates when the geocoder answers null', async () => {
    geocoder.answer = async () => null;
    const { owner, body } = await publishWithoutCoordinates();
    expect(body.errors).toBeUndefined();
    expect(body.data?.createAnnouncement).toMatchObject({
      sigungu: '서울특별시 강남구',
      latitude: null,
      longitude: null,
    });
    expect(geocoder.queries.at(-1)).toEqual({
      address: '서울특별시 강남구 테헤란로 1',
      sigungu: '서울특별시 강남구',
    });

    const created = body.data!.createAnnouncement;
    const applicant = await insertCompanyForTest(handle.db);
    await updateProfileForTest(handle.db, applicant.profileId, BUSAN_CENTRE);
    await insertApplyForTest(handle.db, {
      announcementId: Number(created.id),
      userId: applicant.userId,
      profileId: applicant.profileId,
    });
    const applies = await server.graphql<{
      announcementApplies: { nodes: Array<{ distanceFromSite: number | null }> };
    }>(APPLIES, { variables: { id: created.id }, headers: owner.headers });
    expect(applies.body.data?.announcementApplies.nodes).toEqual([
      expect.objectContaining({ distanceFromSite: null }),
    ]);
  });

  it('still publishes when a geocoder breaks its promise and throws', async () => {
    geocoder.answer = async () => {
      throw new Error('provider exploded');
    };
    const { body } = await publishWithoutCoordinates();
    expect(body.errors).toBeUndefined();
    expect(body.data?.createAnnouncement).toMatchObject({ latitude: null, longitude: null });
  });

  it('does not look up drafts or requests that came with coordinates', async () => {
    geocoder.answer = async () => ({ ...BUSAN_CENTRE, isApproximate: false });
    const owner = await createOwner(handle.db);
    const asked = geocoder.queries.length;

    const draft = await server.graphql<{
      createAnnouncementTemp: { latitude: number | null; longitude: number | null };
    }>(CREATE_TEMP, {
      variables: {
        data: { sigungu: '서울특별시 강남구', address: '서울특별시 강남구 테헤란로 1' },
      },
      headers: owner.headers,
    });
    expect(draft.body.errors).toBeUndefined();
    expect(draft.body.data?.createAnnouncementTemp).toMatchObject({
      latitude: null,
      longitude: null,
    });

    const spot = { latitude: 37.5012, longitude: 127.0396 };
    const { body } = await server.graphql<{ createAnnouncement: Place }>(CREATE, {
      variables: { data: await createValidInput(handle.db, spot) },
      headers: owner.headers,
    });
    expect(body.data?.createAnnouncement).toMatchObject(spot);
    expect(geocoder.queries.length).toBe(asked);
  });
});

describe('coordinates from Kakao (GEOCODER_DRIVER=http)', () => {
  let handle: DatabaseHandle;
  let server: TestServer;
  let kakao: http.Server;
  const received: Array<{ path: string; query: string | null; authorization?: string }> = [];

  beforeAll(async () => {
    // Imitates Kakao Local's GET /v2/local/search/address.json.
    kakao = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      received.push({
        path: url.pathname,
        query: url.searchParams.get('query'),
        authorization: req.headers.authorization,
      });
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(
        JSON.stringify({
          meta: { total_count: 1, pageable_count: 1, is_end: true },
          documents: [
            {
              address_name: '서울 강남구 테헤란로 1',
              address_type: 'ROAD_ADDR',
              x: '127.0276',
              y: '37.4979',
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => kakao.listen(0, '127.0.0.1', resolve));
    handle = await createTestDatabase();
    server = await startTestServer({
      db: handle.db,
      env: {
        GEOCODER_DRIVER: 'http',
        GEOCODER_BASE_URL: `http://127.0.0.1:${(kakao.address() as AddressInfo).port}`,
        KAKAO_REST_API_KEY: 'kakao-rest-key',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
    kakao.closeAllConnections();
    await new Promise<void>((resolve) => kakao.close(() => resolve()));
  });

  it('stores the point Kakao finds for the address', async () => {
    const owner = await createOwner(handle.db);
    const { body } = await server.graphql<{ createAnnouncement: Place }>(CREATE, {
      variables: { data: await createValidInput(handle.db, {}) },
      headers: owner.headers,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.createAnnouncement).toMatchObject({ latitude: 37.4979, longitude: 127.0276 });
    expect(received).toEqual([
      {
        path: '/v2/local/search/address.json',
        query: '서울특별시 강남구 테헤란로 1',
        authorization: 'KakaoAK kakao-rest-key',
      },
    ]);
  });
});
