import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;

/**
 * What `db.execute(sql…)` returns on both drivers: PGlite's Results and node-postgres'
 * QueryResult both carry `rows`; the rest of their shapes differ, so only `rows` is promised.
 */
export interface DatabaseQueryResult<TRow> {
  rows: TRow[];
}

export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  readonly type: DatabaseQueryResult<this['row']>;
}

/**
 * The Drizzle database both drivers produce. Repositories only use the query builder, relational
 * queries, `execute` and `transaction`, which behave the same on PGlite and node-postgres.
 */
export type Database = PgDatabase<DatabaseQueryResultHKT, Schema>;

/** A transaction handle, usable wherever a repository accepts a Database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** postgres://… selects a PostgreSQL server through node-postgres. */
  url?: string;
  /** PGlite data directory (ignored with url); 'memory://' keeps the database in memory. */
  dataDir?: string;
  /** node-postgres pool size (ignored for PGlite). */
  maxConnections?: number;
}

/** <repo>/data/pglite, found from this file so it does not depend on the working directory. */
export const DEFAULT_PGLITE_DATA_DIR = fileURLToPath(
  new URL('../../../data/pglite', import.meta.url),
);

const IN_MEMORY = 'memory://';

export async function createDatabase(options: CreateDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    return createPostgresDatabase(options.url, options.maxConnections);
  }
  return createPgliteDatabase(options.dataDir ?? DEFAULT_PGLITE_DATA_DIR);
}

export interface PgliteDatabaseHandle extends DatabaseHandle {
  client: PGlite;
}

/**
 * Opens PGlite with pg_trgm and btree_gin. `loadDataDir` starts from a dumped data directory instead of running
 * initdb (the test helper's migrated snapshot). Not part of the package's public API.
 */
export async function createPgliteDatabase(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<PgliteDatabaseHandle> {
  if (!dataDir.startsWith(IN_MEMORY)) {
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, btree_gin },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: 'pglite',
    async close() {
      await client.close();
    },
  };
}

async function createPostgresDatabase(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover, DROP DATABASE … FORCE) emits 'error' on
  // the pool; without a listener Node treats it as unhandled and the whole process exits. The pool
  // discards that connection and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL 유휴 연결이 끊어졌습니다: ${error.message}`);
  });
  // Fail at start-up, with the server's message, rather than on the first request.
  const connection = await pool.connect();
  connection.release();
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    async close() {
      await pool.end();
    },
  };
}

/** Runs SQL text on the driver underneath a Database, bypassing Drizzle (pg-boss's `db` adapter). */
export interface RawSqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * A raw executor over the client a Database was opened with (`$client`: the PGlite instance or the
 * node-postgres pool), so a library that speaks SQL text (pg-boss) shares our connection instead
 * of opening its own — on PGlite there is no second connection to open.
 *
 * Without values the text may hold several statements (pg-boss installs its schema in one
 * BEGIN … COMMIT script): PGlite's `query()` prepares a single statement, so that case goes
 * through `exec()` and answers with the last statement's rows; node-postgres sends value-less
 * text over the simple protocol, which takes several statements too.
 */
export function createRawSqlExecutor(db: Database): RawSqlExecutor {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    return {
      async executeSql(text, values = []) {
        if (values.length === 0) {
          const results = await client.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        }
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      },
    };
  }
  return {
    async executeSql(text, values = []) {
      const result = (await client.query(text, values.length === 0 ? undefined : values)) as
        pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}
