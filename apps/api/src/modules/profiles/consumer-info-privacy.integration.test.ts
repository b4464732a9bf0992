import { announcements, profiles, users } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { maskPersonName } from '@gongsa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import { setUpTestServer } from '../../testing/set-up-test-server';

const AUTHOR = `query A($id: ID!) {
  announcement(id: $id) {
    profile {
      companyName
      info { ... on ConsumerInfo { ownerName companyName phoneNumber email description } }
    }
  }
}`;

type Info = {
  ownerName: string | null;
  companyName: string | null;
  phoneNumber: string | null;
  email: string | null;
  description: string | null;
};

describe("a request author's personal data (ConsumerInfo reached through a public request)", () => {
  const setup = setUpTestServer(() => createTestDatabase({ seed: 'demo' }));

  async function userIdOf(email: string): Promise<number> {
    const [row] = await setup.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  }

  async function infoAs(headers: Record<string, string>): Promise<Info> {
    const consumerId = await userIdOf('consumer@gongsa.test');
    const [request] = await setup.handle.db
      .select({ id: announcements.id })
      .from(announcements)
      .innerJoin(profiles, eq(profiles.id, announcements.profileId))
      .where(and(eq(profiles.userId, consumerId), isNull(announcements.deletedAt)))
      .limit(1);
    const { body } = await setup.server.graphql<{
      announcement: { profile: { companyName: string | null; info: Info } };
    }>(AUTHOR, { variables: { id: String(request!.id) }, headers });
    expect(body.errors).toBeUndefined();
    const { profile } = body.data!.announcement;
    // The profile's own companyName follows the same rule as its info.
    expect(profile.companyName).toBe(profile.info.companyName);
    return profile.info;
  }

  it('shows the owner and an operator everything, strangers a masked name and no contacts', async () => {
    const owner = await infoAs(
      await createAuthHeadersForTest(await userIdOf('consumer@gongsa.test')),
    );
    expect(owner.ownerName).toMatch(/^\S{2,}$/);
    expect(owner.phoneNumber ?? owner.email).not.toBeNull();

    const admin = await infoAs(await createAuthHeadersForTest(await userIdOf('admin@gongsa.test')));
    expect(admin).toEqual(owner);

    const masked = maskPersonName(owner.ownerName!);
    expect(masked).toMatch(/\*/);
    const hidden = {
      ownerName: masked,
      companyName: null,
      phoneNumber: null,
      email: null,
      description: null,
    };
    expect(await infoAs({})).toEqual(hidden);
    expect(
      await infoAs(await createAuthHeadersForTest(await userIdOf('corp@gongsa.test'))),
    ).toEqual(hidden);
  });
});
