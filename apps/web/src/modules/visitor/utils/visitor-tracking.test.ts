import { describe, expect, it } from 'vitest';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import {
  isNewVisit,
  readUtm,
  toLandingUrl,
  toRefererUrl,
  trackVisitor,
  VISIT_LOGGED_KEY,
  VISITOR_LANDING_KEY,
  VISITOR_LINKED_KEY,
  VISITOR_META_SAVED_KEY,
  type KeyValueStorage,
  type VisitorTrackingDeps,
} from './visitor-tracking';

const VISITOR = '6f1c2b1e-8a4d-4c39-9d7e-0b6a5f3e2c11';
const LANDING =
  'https://gongsa.example/?utm_source=naver&utm_medium=cpc&utm_campaign=spring&code=x';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

type Call = { operation: string; input: Record<string, unknown> };

/** A client that answers each operation as told (data, a GraphQL error, or a rejected fetch). */
function fakeClient(answer: (operation: string) => 'ok' | 'error' | 'throw' = () => 'ok') {
  const calls: Call[] = [];
  const client = {
    async request(document: { toString(): string }, variables: { input: Record<string, unknown> }) {
      const operation = /mutation (\w+)/.exec(document.toString())![1]!;
      calls.push({ operation, input: variables.input });
      const kind = answer(operation);
      if (kind === 'throw') throw new Error('네트워크 오류');
      if (kind === 'error') return { error: true, code: 'INTERNAL_SERVER_ERROR', message: '오류' };
      return { [operation]: 'ok' };
    },
  } as unknown as GraphqlClient;
  return { client, calls };
}

function deps(overrides: Partial<VisitorTrackingDeps> = {}): VisitorTrackingDeps & {
  warnings: string[];
} {
  const warnings: string[] = [];
  return {
    client: fakeClient().client,
    visitorId: VISITOR,
    userId: null,
    href: LANDING,
    referrer: 'https://search.naver.com/search.naver?query=욕실',
    userAgent: 'Mozilla/5.0',
    local: memoryStorage(),
    session: memoryStorage(),
    warn: (message) => warnings.push(message),
    warnings,
    ...overrides,
  };
}

describe('visitor tracking', () => {
  it('reads utm values and keeps only them in the landing address; the referrer without its query', () => {
    expect(readUtm(LANDING)).toEqual({
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
    });
    expect(readUtm('https://gongsa.example/company?utm_source=%20')).toEqual({
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    expect(toLandingUrl(LANDING)).toBe(
      'https://gongsa.example/?utm_source=naver&utm_medium=cpc&utm_campaign=spring',
    );
    expect(toLandingUrl('https://gongsa.example/auth/kakao?code=secret')).toBe(
      'https://gongsa.example/auth/kakao',
    );
    expect(toRefererUrl('https://search.naver.com/search.naver?query=x')).toBe(
      'https://search.naver.com/search.naver',
    );
    expect(toRefererUrl('')).toBeNull();
    expect(toRefererUrl('android-app://com.google')).toBeNull();
  });

  it('counts a tab’s first load and a new campaign as visits, not a reload', () => {
    const none = { utmSource: null, utmMedium: null, utmCampaign: null };
    const spring = { ...none, utmCampaign: 'spring' };
    expect(isNewVisit(null, VISITOR, none)).toBe(true);
    const logged = `${VISITOR}|${JSON.stringify([null, null, 'spring'])}`;
    expect(isNewVisit(logged, VISITOR, spring)).toBe(false);
    expect(isNewVisit(logged, VISITOR, none)).toBe(false);
    expect(isNewVisit(logged, VISITOR, { ...none, utmCampaign: 'summer' })).toBe(true);
    expect(isNewVisit(logged, 'another', none)).toBe(true);
  });

  it('sends the meta once, the visit once per tab and the link once per member, in that order', async () => {
    const { client, calls } = fakeClient();
    const first = deps({ client });
    await trackVisitor(first);
    expect(calls.map((call) => call.operation)).toEqual(['CreateVisitorMeta', 'LogVisitor']);
    expect(calls[0]!.input).toEqual({
      visitorId: VISITOR,
      utmSource: 'naver',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      firstLandingUrl:
        'https://gongsa.example/?utm_source=naver&utm_medium=cpc&utm_campaign=spring',
    });
    expect(calls[1]!.input).toMatchObject({
      refererUrl: 'https://search.naver.com/search.naver',
      userAgent: 'Mozilla/5.0',
    });
    expect(first.local!.getItem(VISITOR_META_SAVED_KEY)).toBe(VISITOR);

    // The next page of the same tab, now logged in: only the link.
    await trackVisitor({ ...first, href: 'https://gongsa.example/company', userId: '7' });
    await trackVisitor({ ...first, href: 'https://gongsa.example/bid', userId: '7' });
    expect(calls.map((call) => call.operation)).toEqual([
      'CreateVisitorMeta',
      'LogVisitor',
      'LinkVisitorToUser',
    ]);
    expect(calls[2]!.input).toEqual({ visitorId: VISITOR, userId: '7' });
    expect(first.local!.getItem(VISITOR_LINKED_KEY)).toBe(`${VISITOR}:7`);
    expect(first.warnings).toEqual([]);
  });

  it('skips everything without a visitor id and the link without a member', async () => {
    const { client, calls } = fakeClient();
    await trackVisitor(deps({ client, visitorId: null, userId: '7' }));
    expect(calls).toEqual([]);
    await trackVisitor(deps({ client, userId: null }));
    expect(calls.map((call) => call.operation)).not.toContain('LinkVisitorToUser');
  });

  it('only warns when the server fails, sets no flag, and retries with the first landing', async () => {
    const failing = fakeClient((operation) =>
      operation === 'CreateVisitorMeta' ? 'error' : 'throw',
    );
    const first = deps({ client: failing.client, userId: '7' });
    await expect(trackVisitor(first)).resolves.toBeUndefined();
    expect(first.warnings).toEqual([
      '[방문 기록] createVisitorMeta: INTERNAL_SERVER_ERROR 오류',
      '[방문 기록] logVisitor: 네트워크 오류',
      '[방문 기록] linkVisitorToUser: 네트워크 오류',
    ]);
    expect(first.local!.getItem(VISITOR_META_SAVED_KEY)).toBeNull();
    expect(first.local!.getItem(VISITOR_LINKED_KEY)).toBeNull();
    expect(first.session!.getItem(VISIT_LOGGED_KEY)).toBeNull();
    expect(first.local!.getItem(VISITOR_LANDING_KEY)).toContain('spring');

    // Back on another page: the meta still carries the first landing and its campaign.
    const working = fakeClient();
    await trackVisitor({ ...first, client: working.client, href: 'https://gongsa.example/bid' });
    expect(working.calls[0]).toMatchObject({
      operation: 'CreateVisitorMeta',
      input: {
        utmCampaign: 'spring',
        firstLandingUrl: expect.stringContaining('utm_campaign=spring'),
      },
    });
    expect(first.local!.getItem(VISITOR_META_SAVED_KEY)).toBe(VISITOR);
  });

  it('keeps working when storage throws', async () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const { client, calls } = fakeClient();
    await trackVisitor(deps({ client, local: broken, session: broken }));
    expect(calls.map((call) => call.operation)).toEqual(['CreateVisitorMeta', 'LogVisitor']);
  });
});
