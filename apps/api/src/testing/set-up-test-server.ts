import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../app/database';
import { startTestServer, type TestServer } from './test-server';

export type TestServerSetUp = { readonly handle: DatabaseHandle; readonly server: TestServer };

/**
 * A database (from createDatabase, usually createTestDatabase) and a test server on it for the
 * surrounding describe block: started before its tests, closed after them. Read handle and
 * server inside tests (they exist from beforeAll on).
 */
export function setUpTestServer(
  createDatabase: () => Promise<DatabaseHandle>,
  options: { env?: NodeJS.ProcessEnv } = {},
): TestServerSetUp {
  let handle: DatabaseHandle | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    handle = await createDatabase();
    server = await startTestServer({ db: handle.db, env: options.env });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });
  return {
    get handle() {
      if (!handle) throw new Error('the test database starts in beforeAll');
      return handle;
    },
    get server() {
      if (!server) throw new Error('the test server starts in beforeAll');
      return server;
    },
  };
}
