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
 * `column = any($ids)`: the condition of a prepared statement that reads the rows of a list of ids
 * (a page's cards), executed with `{ ids }`. One shape, so one plan per statement however many ids.
 */
export function isAnyOfIds(column: Column): SQL {
  return sql`${column} = any(${sql.placeholder('ids')}::bigint[])`;
}
