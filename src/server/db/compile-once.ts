// A query on a hot path, built and compiled by Kysely once per shape and then run with new values (Kysely's recipe
// "splitting query building and execution"): building and compiling a booking's two statements on every request
// was about a tenth of its CPU (docs/booking-speed.md). The three databases all speak PostgreSQL's
// dialect, so one compilation serves each of them.
import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/** The value that stands for the n-th argument while the query is built. Private-use characters: no real value. */
const stand = (index: number) => `\uE000compile-once:${index}\uE001`;

interface Template {
  sql: string;
  /** Per parameter: the argument it takes, or the constant the query was built with. */
  parameters: ({ argument: number } | { constant: unknown })[];
}

/**
 * `build(db, shape, ...args)` (a query builder, or a `sql` template) is called once per `keyOf(shape)`, with
 * stand-ins for `args`; each argument must go into the query as a value as it is (not transformed, not turned into
 * SQL), which the compilation checks. `shape` is what changes the SQL itself (which column a lookup is on, the
 * columns of an insert).
 */
export function compileOnce<Shape, Args extends unknown[], Row>(
  build: (db: Kysely<Database>, shape: Shape, ...args: Args) => { compile(db: Kysely<Database>): CompiledQuery<Row> },
  keyOf: (shape: Shape) => string,
): (db: Kysely<Database>, shape: Shape, ...args: Args) => Promise<QueryResult<Row>> {
  const templates = new Map<string, Template>();
  function templateFor(db: Kysely<Database>, shape: Shape, arity: number): Template {
    const key = keyOf(shape);
    const known = templates.get(key);
    if (known) return known;
    const stands = Array.from({ length: arity }, (_, index) => stand(index));
    const compiled = build(db, shape, ...(stands as Args)).compile(db);
    const parameters = compiled.parameters.map((value) => {
      const argument = typeof value === 'string' ? stands.indexOf(value) : -1;
      return argument >= 0 ? { argument } : { constant: value };
    });
    const used = new Set(parameters.flatMap((parameter) => ('argument' in parameter ? [parameter.argument] : [])));
    const lost = stands.findIndex((_, index) => !used.has(index));
    if (lost >= 0) throw new Error(`Query "${key}": argument ${lost} is not a value of the query as it is`);
    const template = { sql: compiled.sql, parameters };
    templates.set(key, template);
    return template;
  }
  return (db, shape, ...args) => {
    const template = templateFor(db, shape, args.length);
    const values = template.parameters.map((parameter) =>
      'argument' in parameter ? args[parameter.argument] : parameter.constant,
    );
    return db.executeQuery(CompiledQuery.raw(template.sql, values) as CompiledQuery<Row>);
  };
}
