import { announcements, favoritePortfolios, portfolios, profiles, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { insertAnnouncementForTest } from '../../testing/announcements.repository';
import { insertCompanyForTest } from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

/*
 * Issue 15: User.favoriteProfileCount / favoriteAnnouncementCount / favoritePortfolioCount
 * (SPEC §3) count the viewer's live favourites of targets that still exist.
 */

const COUNTS = `{ me { favoriteProfileCount favoriteAnnouncementCount favoritePortfolioCount } }`;
const ADD_COMPANY = `mutation A($id: ID!) { addFavoriteEnterprise(profileId: $id) { id } }`;
const DELETE_COMPANY = `mutation D($id: ID!) { deleteFavoriteEnterprise(profileId: $id) { id } }`;
const ADD_REQUEST = `mutation A($id: ID!) { addFavoriteAnnouncement(announcementId: $id) { id } }`;
const DELETE_REQUEST = `mutation D($id: ID!) { deleteFavoriteAnnouncement(announcementId: $id) { id } }`;

type Counts = {
  favoriteProfileCount: number;
  favoriteAnnouncementCount: number;
  favoritePortfolioCount: number;
};

describe('favourite counts on User', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }));

  async function readCounts(headers: Record<string, string>): Promise<Counts> {
    const { body } = await app.server.graphql<{ me: Counts }>(COUNTS, { headers });
    expect(body.errors).toBeUndefined();
    return body.data!.me;
  }

  async function send(query: string, id: number, headers: Record<string, string>) {
    const { body } = await app.server.graphql(query, { variables: { id: String(id) }, headers });
    expect(body.errors).toBeUndefined();
  }

  it('counts what the member adds and removes, and targets only while they exist', async () => {
    const db = app.handle.db;
    const member = await insertCompanyForTest(db, { type: 'CONSUMER', name: '관심회원' });
    const headers = await createAuthHeadersForTest(member.userId);
    const stranger = await insertCompanyForTest(db, { name: '남의건설' });
    const strangerHeaders = await createAuthHeadersForTest(stranger.userId);
    const companies = [
      await insertCompanyForTest(db, { name: '관심건설' }),
      await insertCompanyForTest(db, { name: '떠날건설' }),
    ];
    const client = await insertCompanyForTest(db, { type: 'CONSUMER', name: '의뢰인' });
    const requests = [
      await insertAnnouncementForTest(db, client),
      await insertAnnouncementForTest(db, client),
    ];
    const [portfolio] = await db
      .insert(portfolios)
      .values({ userId: companies[0]!.userId, profileId: companies[0]!.profileId })
      .returning({ id: portfolios.id });

    expect(await readCounts(headers)).toEqual({
      favoriteProfileCount: 0,
      favoriteAnnouncementCount: 0,
      favoritePortfolioCount: 0,
    });
    for (const company of companies) await send(ADD_COMPANY, company.profileId, headers);
    for (const request of requests) await send(ADD_REQUEST, request.id, headers);
    // Portfolio favourites have no mutation yet (the portfolio work adds it): a row stands in.
    await db
      .insert(favoritePortfolios)
      .values({ userId: member.userId, portfolioId: portfolio!.id });
    expect(await readCounts(headers)).toEqual({
      favoriteProfileCount: 2,
      favoriteAnnouncementCount: 2,
      favoritePortfolioCount: 1,
    });
    // Adding again changes nothing; another member's counts are their own.
    await send(ADD_COMPANY, companies[0]!.profileId, headers);
    expect((await readCounts(headers)).favoriteProfileCount).toBe(2);
    expect(await readCounts(strangerHeaders)).toEqual({
      favoriteProfileCount: 0,
      favoriteAnnouncementCount: 0,
      favoritePortfolioCount: 0,
    });

    await send(DELETE_COMPANY, companies[0]!.profileId, headers);
    await send(DELETE_REQUEST, requests[0]!.id, headers);
    expect(await readCounts(headers)).toEqual({
      favoriteProfileCount: 1,
      favoriteAnnouncementCount: 1,
      favoritePortfolioCount: 1,
    });

    // Targets deleted: the company's owner left, the request and the portfolio were deleted.
    const now = new Date();
    await db.update(users).set({ deletedAt: now }).where(eq(users.id, companies[1]!.userId));
    await db
      .update(profiles)
      .set({ deletedAt: now })
      .where(eq(profiles.id, companies[1]!.profileId));
    await db
      .update(announcements)
      .set({ deletedAt: now })
      .where(eq(announcements.id, requests[1]!.id));
    await db.update(portfolios).set({ deletedAt: now }).where(eq(portfolios.id, portfolio!.id));
    expect(await readCounts(headers)).toEqual({
      favoriteProfileCount: 0,
      favoriteAnnouncementCount: 0,
      favoritePortfolioCount: 0,
    });
  });

  it('answers them to nobody but the account itself (me is null for a visitor)', async () => {
    const { body } = await app.server.graphql(COUNTS);
    expect(body).toEqual({ data: { me: null } });
  });
});
