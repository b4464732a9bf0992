import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { BidDetailQuery } from '../../../graphql/generated/graphql';
import { BidDetailDocument } from '../../../graphql/generated/operations/bid-detail';
import type { GraphqlClient } from '../../graphql/utils/graphql-client';
import { AuthContext, type AuthContextValue } from '../../session/hooks/useAuth';
import { LOGGED_OUT } from '../../session/utils/auth-store';
import type { ServerAnswer } from '../utils/server-answer';
import { useGraphqlQuery } from './useGraphqlQuery';

const SERVER_ANSWER = {
  variables: { id: '7' },
  data: { announcement: { title: '서버가 가져온 공고' }, me: null } as unknown as BidDetailQuery,
  fetchedAt: 0,
} satisfies ServerAnswer<BidDetailQuery, { id: string }>;

/** A client whose requests never answer: the tests read the first render. */
function createSilentClient(): GraphqlClient {
  const request = () => new Promise<never>(() => {});
  return { request, requestField: request } as unknown as GraphqlClient;
}

function Title({ serverAnswer }: { serverAnswer?: typeof SERVER_ANSWER }) {
  const { state } = useGraphqlQuery(BidDetailDocument, { id: '7' }, { serverAnswer });
  return createElement('h1', null, state.status === 'loaded' ? state.data.announcement.title : state.status);
}

function renderFirstView(
  session: { isHydrated: boolean; isLogin: boolean },
  serverAnswer?: typeof SERVER_ANSWER,
) {
  const auth = {
    auth: { ...LOGGED_OUT, isLogin: session.isLogin },
    isHydrated: session.isHydrated,
    client: createSilentClient(),
  } as unknown as AuthContextValue;
  const wrap = (children: ReactNode) =>
    createElement(
      SWRConfig,
      { value: { provider: () => new Map() } },
      createElement(AuthContext.Provider, { value: auth }, children),
    );
  return { html: renderToString(wrap(createElement(Title, { serverAnswer }))) };
}

describe("a query that starts from the server's answer", () => {
  it('renders that answer before the stored session is read, as the server did', () => {
    expect(renderFirstView({ isHydrated: false, isLogin: false }, SERVER_ANSWER).html).toContain(
      '서버가 가져온 공고',
    );
    expect(renderFirstView({ isHydrated: false, isLogin: false }).html).toContain('loading');
  });

  it("keeps it as a visitor's own answer once the session is read (SPEC §7 allows it: it is this page load's)", () => {
    const { html } = renderFirstView({ isHydrated: true, isLogin: false }, SERVER_ANSWER);
    expect(html).toContain('서버가 가져온 공고');
  });

  it("never shows it to a member, who waits for their own answer", () => {
    const { html } = renderFirstView({ isHydrated: true, isLogin: true }, SERVER_ANSWER);
    expect(html).toContain('loading');
    expect(html).not.toContain('서버가 가져온 공고');
  });

  it('is not used for other variables', () => {
    const other = { ...SERVER_ANSWER, variables: { id: '8' } };
    const { html } = renderFirstView({ isHydrated: true, isLogin: false }, other);
    expect(html).toContain('loading');
  });
});
