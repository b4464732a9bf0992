import type { Database } from '../app/database';

type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };
type TransactionRun = (tx: unknown) => Promise<unknown>;
type SessionHolder = {
  session: {
    client: QueryClient;
    transaction: (run: TransactionRun, config?: unknown) => Promise<unknown>;
  };
};

export type QueryProbe = {
  /** Statements sent so far, inside and outside transactions. */
  readonly queryCount: number;
  /**
   * Statements sent on a transaction's connection while another one was still running there
   * (Promise.all on a transaction: node-postgres deprecates it and queues them anyway).
   */
  readonly overlapCount: number;
  /**
   * The names of the named (prepared) statements sent so far. node-postgres only: PGlite's
   * Drizzle session sends no name.
   */
  readonly statementNames: readonly string[];
  stop: () => void;
};

/** Replaces client.query with a counting wrapper; returns what puts the original back. */
function wrapQuery(
  client: QueryClient,
  onQuery: (inFlight: number, statement: unknown) => void,
): () => void {
  const hasOwnQuery = Object.prototype.hasOwnProperty.call(client, 'query');
  const original = client.query;
  let inFlight = 0;
  client.query = async function (this: unknown, ...args: unknown[]) {
    onQuery(inFlight, args[0]);
    inFlight += 1;
    try {
      return await original.apply(this, args);
    } finally {
      inFlight -= 1;
    }
  };
  return () => {
    if (hasOwnQuery) client.query = original;
    else delete (client as Partial<QueryClient>).query;
  };
}

/**
 * Watches the statements the API sends through `db` (the same on PGlite and node-postgres: both
 * Drizzle sessions call `client.query`). For N+1 checks (count per request) and for overlapping
 * statements inside a transaction. Reaches into Drizzle's session, so it is for tests only.
 */
export function watchQueriesForTest(db: Database): QueryProbe {
  const session = (db as unknown as SessionHolder).session;
  let queryCount = 0;
  let overlapCount = 0;
  const statementNames: string[] = [];
  const recordName = (statement: unknown) => {
    const name = (statement as { name?: unknown } | null)?.name;
    if (typeof name === 'string') statementNames.push(name);
  };
  const restoreClient = wrapQuery(session.client, (_inFlight, statement) => {
    queryCount += 1;
    recordName(statement);
  });
  const originalTransaction = session.transaction;
  session.transaction = function (this: unknown, run: TransactionRun, config?: unknown) {
    return originalTransaction.call(
      this,
      async (tx: unknown) => {
        const restoreTx = wrapQuery((tx as SessionHolder).session.client, (inFlight, statement) => {
          queryCount += 1;
          recordName(statement);
          if (inFlight > 0) overlapCount += 1;
        });
        try {
          return await run(tx);
        } finally {
          restoreTx();
        }
      },
      config,
    );
  };
  return {
    get queryCount() {
      return queryCount;
    },
    get overlapCount() {
      return overlapCount;
    },
    get statementNames() {
      return statementNames;
    },
    stop() {
      restoreClient();
      session.transaction = originalTransaction;
    },
  };
}
