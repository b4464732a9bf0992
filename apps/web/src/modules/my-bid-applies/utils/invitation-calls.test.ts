import { describe, expect, it } from 'vitest';
import { createGraphqlClient } from '../../graphql/utils/graphql-client';
import { InvitationCallError, markInvitationsChecked, sendInvitation } from './invitation-calls';

type SentRequest = { query: string; variables: Record<string, unknown> };

function createClient(responseBody: unknown) {
  const requests: SentRequest[] = [];
  const client = createGraphqlClient({
    endpoint: 'http://api.test/graphql',
    getAuth: () => ({ token: 'token', isLogin: true }),
    fetch: async (_input, init) => {
      requests.push(JSON.parse(String(init?.body)) as SentRequest);
      return new Response(JSON.stringify(responseBody), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, requests };
}

describe('sendInvitation', () => {
  it('resolves with the invitation the API created', async () => {
    const invitation = { id: '9', announcementId: '3', profileId: '7' };
    const { client, requests } = createClient({
      data: { createAnnouncementInvitation: invitation },
    });
    await expect(sendInvitation(client, { announcementId: '3', profileId: '7' })).resolves.toEqual(
      invitation,
    );
    expect(requests[0]?.variables).toEqual({ announcementId: '3', profileId: '7' });
  });

  it('rethrows the API refusal with its code and Korean message', async () => {
    const { client } = createClient({
      data: null,
      errors: [{ message: '이미 초대한 업체입니다.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const call = sendInvitation(client, { announcementId: '3', profileId: '7' });
    await expect(call).rejects.toBeInstanceOf(InvitationCallError);
    await expect(call).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: '이미 초대한 업체입니다.',
    });
  });
});

describe('markInvitationsChecked', () => {
  it('marks all received invitations when no ids are given', async () => {
    const { client, requests } = createClient({ data: { markInvitationsChecked: 4 } });
    await expect(markInvitationsChecked(client)).resolves.toBe(4);
    expect(requests[0]?.variables).toEqual({});
  });

  it('sends the chosen ids and rethrows a failure', async () => {
    const { client, requests } = createClient({
      data: null,
      errors: [{ message: '로그인이 필요합니다.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    await expect(markInvitationsChecked(client, ['1', '2'])).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: '로그인이 필요합니다.',
    });
    expect(requests[0]?.variables).toEqual({ ids: ['1', '2'] });
  });
});
