import { auditLogs } from '@gongsa/db';
import { createTestDatabase } from '@gongsa/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHeadersForTest } from '../../testing/accounts';
import {
  insertCompanyForTest,
  insertFinancialsForTest,
  insertUserForTest,
} from '../../testing/companies.repository';
import { setUpTestServer } from '../../testing/set-up-test-server';

const AUDIT_LOGS = `query {
  auditLogs(paging: { first: 10 }) {
    totalCount
    nodes { action targetType targetId actorUserId actorRole detail requestId }
  }
}`;

type AuditLogsData = {
  auditLogs: {
    totalCount: number;
    nodes: Array<{
      action: string;
      targetType: string;
      targetId: string | null;
      actorUserId: string | null;
      actorRole: string | null;
      detail: Record<string, unknown>;
      requestId: string | null;
    }>;
  };
};

describe('audit log', () => {
  const app = setUpTestServer(() => createTestDatabase({ seed: 'none' }), {
    env: { DEV_TOOLS: 'true' },
  });

  it('records who spent points on what, and shows it to admins newest first', async () => {
    const viewer = await insertUserForTest(app.handle.db, 'audited');
    const admin = await insertUserForTest(app.handle.db, 'auditor', { role: 'ADMIN' });
    const company = await insertCompanyForTest(app.handle.db, { name: '감사건설' });
    await insertFinancialsForTest(app.handle.db, company.profileId);
    const granted = await fetch(`${app.server.url}/dev/points/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: viewer.email, point: 500 }),
    });
    expect(granted.status).toBe(200);

    const unlocked = await app.server.graphql(
      'query F($id: ID!) { financial(profileId: $id, confirmPayment: true) { profileId } }',
      {
        variables: { id: String(company.profileId) },
        headers: await createAuthHeadersForTest(viewer.id),
      },
    );
    expect(unlocked.body.errors).toBeUndefined();

    const log = await app.server.graphql<AuditLogsData>(AUDIT_LOGS, {
      headers: await createAuthHeadersForTest(admin.id),
    });
    expect(log.body.errors).toBeUndefined();
    expect(log.body.data?.auditLogs.totalCount).toBe(2);
    const [spent, grant] = log.body.data!.auditLogs.nodes;
    expect(spent).toMatchObject({
      action: 'points.spent',
      targetType: 'PROFILE',
      targetId: String(company.profileId),
      actorUserId: String(viewer.id),
      actorRole: 'USER',
      detail: { point: 100, reason: 'FINANCIAL_INFO' },
    });
    expect(spent?.requestId).toEqual(expect.any(String));
    expect(grant).toMatchObject({
      action: 'points.granted',
      targetType: 'USER',
      targetId: String(viewer.id),
      actorUserId: null,
      detail: { point: 500 },
    });
  });

  it('refuses to change or delete a written line', async () => {
    const [row] = await app.handle.db
      .insert(auditLogs)
      .values({ action: 'points.granted', targetType: 'USER', targetId: 1 })
      .returning({ id: auditLogs.id });
    await expect(
      app.handle.db.update(auditLogs).set({ action: 'x' }).where(eq(auditLogs.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      app.handle.db.delete(auditLogs).where(eq(auditLogs.id, row!.id)),
    ).rejects.toThrow();
    const [kept] = await app.handle.db
      .execute<{ action: string }>(sql`select action from audit_logs where id = ${row!.id}`)
      .then((result) => result.rows);
    expect(kept?.action).toBe('points.granted');
  });
});
