import { sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../app/database';

/**
 * A statement a hot path sends with the same SQL every time, built and named once per database
 * handle (drizzle's `.prepare(name)` with `sql.placeholder` values): no SQL is rebuilt per request,
 * and on PostgreSQL the server parses and plans it once per connection (ADR 0016). Inside a
 * transaction the handle is new each time, so the statement is built again there (the server
 * still reuses the connection's parsed statement of that name).
 */
export function definePreparedStatement<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * definePreparedStatement for a family of statements, one per key (a link table, a page's order
 * and size): each built once per database handle and key, on its first use. `toKey` names the
 * key as text; keys with the same text share the statement.
 */
export function definePreparedStatements<K, T>(
  toKey: (key: K) => string,
  build: (db: Database, key: K) => T,
): (db: Database, key: K) => T {
  const statements = new WeakMap<Database, Map<string, T>>();
  return (db, key) => {
    let ofDb = statements.get(db);
    if (ofDb === undefined) {
      ofDb = new Map();
      statements.set(db, ofDb);
    }
    const name = toKey(key);
    let statement = ofDb.get(name);
    if (statement === undefined) {
      statement = build(db, key);
      ofDb.set(name, statement);
    }
    return statement;
  };
}

/**
 * `column = any($ids)`: the condition of a prepared statement that reads the rows of a list of ids
 * (a page's cards), executed with `{ ids }`. One shape, so one plan per statement however many ids.
 */
export function isAnyOfIds(column: Column): SQL {
  return sql`${column} = any(${sql.placeholder('ids')}::bigint[])`;
}
