/**
 * A read built once per database handle and run as a named prepared statement after that.
 *
 * drizzle builds a query's SQL anew on every call (walking its column and condition objects), and
 * PostgreSQL parses and plans the text anew: for a store's designs that was a fifth of the
 * service's CPU per request. A prepared read is built the first time a handle runs it; node-postgres
 * then parses it once per connection and sends only the parameters after that. Values go in
 * through `sql.placeholder(...)`, never into the text. Use it for the hot public reads; `name`
 * must be unique in the service (PostgreSQL keys a connection's statements by it).
 */
export function preparedRead<Handle extends object, Query>(build: (db: Handle) => Query): (db: Handle) => Query {
  const built = new WeakMap<Handle, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
