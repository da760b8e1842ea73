import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';

/** Tables, columns (type, nullability, default) and constraints of the public schema, in a stable order. */
export async function schemaSnapshot(db: Kysely<Database>): Promise<string[]> {
  const columns = await sql<{ line: string }>`
    select table_name || '.' || column_name || ' ' || data_type || case when is_nullable = 'NO' then ' not null' else '' end
      || coalesce(' default ' || column_default, '') as line
    from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_%'
    order by table_name, column_name`.execute(db);
  const constraints = await sql<{ line: string }>`
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
    from pg_constraint where connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'kysely_%'
      and contype <> 'n' -- PostgreSQL 18 (PGlite) lists NOT NULL as constraints too; columns already show it
    order by 1`.execute(db);
  const indexes = await sql<{ line: string }>`
    select tablename || ' ' || indexdef as line from pg_indexes
    where schemaname = 'public' and tablename not like 'kysely_%' order by 1`.execute(db);
  return [...columns.rows, ...constraints.rows, ...indexes.rows].map((row) => row.line);
}
