import type { Database } from './client';

/**
 * A query of the hot read path, built once per database handle and run as a named prepared statement
 * (docs/decisions/015-prepared-reads.md): Drizzle then skips building the SQL on every call, and PostgreSQL parses
 * and plans it once per connection instead of on every request. `build` makes the query with `sql.placeholder`s
 * and `.prepare(name)`; each name must be unique among the app's statements. Keyed by handle, so a query called
 * inside a transaction is prepared on that transaction's connection.
 */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
