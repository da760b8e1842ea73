// Reading the activity log (listActivity): newest first, by person, kind and Colombo days. The log never holds a
// password, a token or health data (admin/activity-log.ts); the metadata (record ids) stays out of the answer.
import { type Kysely, sql } from 'kysely';
import type { ActivityAnswer, ActivityEntryView, ActivityQuery } from '../../shared/activity/activity.ts';
import { addDays, colomboInstant } from '../../shared/utils/colombo-time.ts';
import { formatInstant } from '../../shared/utils/format.ts';
import { csvCell } from '../booking/appointments-csv.ts';
import type { Database } from '../db/schema.ts';

/** On screen, the latest this many; the CSV carries every matching entry up to EXPORT_LIMIT. */
const SCREEN_LIMIT = 200;
const EXPORT_LIMIT = 50_000;

async function entries(db: Kysely<Database>, query: ActivityQuery, limit: number): Promise<ActivityEntryView[]> {
  let select = db
    .selectFrom('admin_activity_logs as l')
    .leftJoin('admin_users as u', 'u.id', 'l.admin_user_id')
    .leftJoin('admin_profiles as p', 'p.admin_user_id', 'l.admin_user_id')
    .select([
      'l.id',
      'l.created_at',
      'l.admin_user_id',
      sql<string | null>`coalesce(nullif(p.name, ''), u.email)`.as('person'),
      'l.action',
      'l.description',
      'l.ip',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit);
  if (query.person) select = select.where('l.admin_user_id', '=', query.person);
  if (query.kind) select = select.where('l.action', '=', query.kind);
  if (query.from) select = select.where('l.created_at', '>=', colomboInstant(query.from, '00:00'));
  if (query.to) select = select.where('l.created_at', '<', colomboInstant(addDays(query.to, 1), '00:00'));
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    person: row.person,
    personId: row.admin_user_id,
    kind: row.action,
    description: row.description,
    ip: row.ip,
  }));
}

export async function listActivity(db: Kysely<Database>, query: ActivityQuery): Promise<ActivityAnswer> {
  const [found, people, kinds] = await Promise.all([
    entries(db, query, SCREEN_LIMIT),
    db
      .selectFrom('admin_users as u')
      .leftJoin('admin_profiles as p', 'p.admin_user_id', 'u.id')
      .select(['u.id', sql<string>`coalesce(nullif(p.name, ''), u.email)`.as('name')])
      .where((eb) =>
        eb.exists(eb.selectFrom('admin_activity_logs as l').select('l.id').whereRef('l.admin_user_id', '=', 'u.id')),
      )
      .orderBy('name')
      .execute(),
    db.selectFrom('admin_activity_logs').select('action').distinct().orderBy('action').execute(),
  ]);
  return { entries: found, people, kinds: kinds.map((row) => row.action) };
}

export const ACTIVITY_CSV_COLUMNS = ['When (Colombo)', 'Person', 'Kind', 'What', 'Address'] as const;

/** Every matching entry as CSV for an auditor (the appointments export's quoting and byte-order mark). */
export async function activityCsv(
  db: Kysely<Database>,
  query: ActivityQuery,
): Promise<{ csv: string; fileName: string }> {
  const rows = await entries(db, query, EXPORT_LIMIT);
  const lines = [
    ACTIVITY_CSV_COLUMNS.join(','),
    ...rows.map((row) =>
      [formatInstant(row.at, 'compact'), row.person ?? '', row.kind, row.description, row.ip ?? '']
        .map(csvCell)
        .join(','),
    ),
  ];
  const span = [query.from, query.to].filter(Boolean).join('-to-') || 'all';
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, fileName: `activity-log-${span}.csv` };
}
