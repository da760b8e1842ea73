// Retention (docs/data-protection.md "Retention") on any database, with a fake clock: for each class, what is older
// than its period is deleted or redacted and what is younger stays; two runs at once do it once. Then the manage
// link's token: after a booking and its messages went, no text in any table holds it.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { enqueueMessages } from '../../src/server/outbox/enqueue.ts';
import type { MessageSender } from '../../src/server/outbox/sender.ts';
import { listPatients } from '../../src/server/patients/patient-queries.ts';
import { applyRetention } from '../../src/server/retention/retention.ts';
import { readSettings, saveSettings } from '../../src/server/settings/settings-queries.ts';
import { DEFAULT_RETENTION, type RetentionClass } from '../../src/shared/settings/settings-schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createTestAdmin, signInAs } from './admin-test-accounts.ts';
import { settleBackgroundWork, testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const DAY = 86_400_000;
/** The fake clock: the runs happen "now" = this instant, a year and a half from the demo data. */
const NOW = new Date('2028-06-15T03:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

type Table = keyof Database;

/** How a record of one class is made at a moment, and whether it is still whole afterwards. */
interface RetentionCase {
  kind: RetentionClass;
  make: (db: TestDatabase['db'], at: Date) => Promise<string>;
  /** Whether the record still holds its personal data (false: deleted, or redacted). */
  kept: (db: TestDatabase['db'], id: string) => Promise<boolean>;
}

const unique = () => randomBytes(6).toString('hex');

/** A copy of one row of `table` with `overrides` and a new id: the demo data's rows satisfy every constraint. */
async function cloneRow(db: TestDatabase['db'], table: Table, overrides: Record<string, unknown>): Promise<string> {
  const values = JSON.stringify({ ...overrides, id: randomUUID() });
  const { rows } = await sql<{ id: string }>`
    insert into ${sql.table(table)}
    select (jsonb_populate_record(null::${sql.table(table)}, to_jsonb(r) || ${values}::jsonb)).*
    from ${sql.table(table)} r limit 1
    returning id`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`No ${table} row to copy`);
  return row.id;
}

const CASES: RetentionCase[] = [
  {
    kind: 'sentMessages',
    async make(db, at) {
      const key = `retention-test:${unique()}`;
      await enqueueMessages(db, [
        { channel: 'sms', recipient: '+94771230000', body: 'Patient Kamala, WK-RETAIN', dedupeKey: key },
      ]);
      const row = await db
        .updateTable('outbox_messages')
        .set({ status: 'sent', sent_at: at, provider_id: `SM${unique()}` })
        .where('dedupe_key', '=', key)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async kept(db, id) {
      const row = await db
        .selectFrom('outbox_messages')
        .select(['recipient', 'body', 'dedupe_key', 'provider_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Redacted, the row stays the record that the message went.
      expect(row.dedupe_key).not.toBeNull();
      expect(row.provider_id).not.toBeNull();
      return row.body !== null || row.recipient !== '';
    },
  },
  {
    kind: 'sessions',
    async make(db, at) {
      const admin = await createTestAdmin(db);
      await signInAs(db, admin.id);
      await db.updateTable('admin_sessions').set({ expires_at: at }).where('admin_user_id', '=', admin.id).execute();
      await db
        .insertInto('rate_limits')
        .values({ bucket: 'login', key: admin.id, count: 3, window_ends_at: at })
        .execute();
      return admin.id;
    },
    async kept(db, id) {
      const sessions = await db.selectFrom('admin_sessions').select('id').where('admin_user_id', '=', id).execute();
      const limits = await db.selectFrom('rate_limits').select('key').where('key', '=', id).execute();
      expect(sessions.length).toBe(limits.length);
      return sessions.length > 0;
    },
  },
  {
    kind: 'cancelledBookings',
    make: (db, at) =>
      cloneRow(db, 'appointments', {
        reference: `WK-${unique().toUpperCase()}`,
        manage_token_hash: unique(),
        idempotency_key: null,
        status: 'cancelled',
        cancelled_at: at.toISOString(),
        patient_name: 'Kamala Retained',
        patient_email: 'kamala.retained@example.lk',
        patient_phone: '+94771239999',
        health_conditions: 'Asthma',
        health_consent_at: at.toISOString(),
        patient_notes: 'Prefers mornings',
        notes: 'Asthma. Prefers mornings',
      }),
    async kept(db, id) {
      const row = await db.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // The appointment stays for the counts (its slot, service, status and reference).
      expect(row).toMatchObject({ status: 'cancelled', reference: expect.stringMatching(/^WK-/) });
      const personal = [row.patient_name, row.patient_email, row.patient_phone, row.health_conditions, row.notes];
      const whole = personal.every((value) => value !== null && value !== '');
      expect(whole || personal.every((value) => value === null || value === '')).toBe(true);
      // Erased, it is nobody's: the Patients screen shows no blank patient for it.
      if (!whole) expect(await listPatients(db, row.reference)).toMatchObject({ patients: [], matching: 0 });
      return whole;
    },
  },
  {
    kind: 'rejected',
    async make(db, at) {
      const review = await cloneRow(db, 'reviews', { review_status: 'rejected', reviewed_at: at.toISOString() });
      const application = await cloneRow(db, 'volunteer_applications', {
        status: 'rejected',
        reviewed_at: at.toISOString(),
      });
      return `${review} ${application}`;
    },
    async kept(db, ids) {
      const [review = '', application = ''] = ids.split(' ');
      const reviews = await db.selectFrom('reviews').select('id').where('id', '=', review).execute();
      const applications = await db
        .selectFrom('volunteer_applications')
        .select('id')
        .where('id', '=', application)
        .execute();
      expect(reviews.length).toBe(applications.length);
      return reviews.length > 0;
    },
  },
  {
    kind: 'activityLog',
    async make(db, at) {
      const action = `retention_test_${unique()}`;
      await logActivity(db, { adminUserId: null, action, description: 'A test entry', ip: null }, at);
      return action;
    },
    async kept(db, action) {
      const rows = await db.selectFrom('admin_activity_logs').select('id').where('action', '=', action).execute();
      return rows.length > 0;
    },
  },
];

const ANSWERED: MessageSender = { send: async () => ({ providerId: `fake-${randomUUID()}` }) };

export function retentionSuite(database: () => TestDatabase) {
  const db = () => database().db;

  test.each(CASES)(
    '$kind: older than its period goes, younger stays, two runs at once',
    async ({ kind, make, kept }) => {
      const days = DEFAULT_RETENTION[kind];
      const old = await make(db(), ago(days + 0.5));
      const young = await make(db(), ago(days - 0.5));
      const [first, second] = await Promise.all([
        applyRetention(db(), { now: NOW }),
        applyRetention(db(), { now: NOW }),
      ]);
      expect(first[kind] + second[kind]).toBeGreaterThan(0);
      expect(await kept(db(), old)).toBe(false);
      expect(await kept(db(), young)).toBe(true);
      // Nothing left to do.
      expect((await applyRetention(db(), { now: NOW }))[kind]).toBe(0);
    },
  );

  test('the periods saved in Settings are the ones applied', async () => {
    const admin = await createTestAdmin(db(), { role: 'admin' });
    const settings = await readSettings(db());
    await saveSettings(
      db(),
      { ...settings, retention: { ...settings.retention, rejected: 10 } },
      {
        adminId: admin.id,
        ip: null,
      },
    );
    const rejected = CASES.find((c) => c.kind === 'rejected');
    if (!rejected) throw new Error('no rejected case');
    const ids = await rejected.make(db(), ago(11));
    await applyRetention(db(), { now: NOW });
    expect(await rejected.kept(db(), ids)).toBe(false);
    await saveSettings(db(), settings, { adminId: admin.id, ip: null });
  });

  test('after a booking and its messages went, no table holds the manage link token', async () => {
    const slot = await db()
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '>', colomboToday())
      .where('slot_date', '<', addDays(colomboToday(), 25))
      .where('is_available', '=', true)
      .where('current_bookings', '=', 0)
      .orderBy(sql`md5(id::text || 'retention')`)
      .executeTakeFirstOrThrow();
    const service = await db()
      .selectFrom('services')
      .select('id')
      .where('available', '=', true)
      .executeTakeFirstOrThrow();
    const response = await slotsHandler(
      new Request('http://localhost/api/appointment-slots', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          slot_id: slot.id,
          first_name: 'Nimali',
          last_name: 'Token',
          patient_email: `nimali-${unique()}@example.lk`,
          patient_phone: '077 765 4321',
          service_id: service.id,
          health_conditions: 'Migraine',
          health_consent: true,
        }),
      }),
      testContext({ ip: '198.51.100.77' }),
    );
    expect(response.status).toBe(201);
    const { manage_url } = (await response.json()) as { manage_url: string };
    const token = new URL(manage_url, 'http://localhost').hash.replace('#token=', '');
    expect(token.length).toBeGreaterThan(30);
    await settleBackgroundWork();
    await dispatchOutbox(db(), {
      senders: { sms: ANSWERED, email: ANSWERED },
      now: () => new Date(Date.now() + 60_000),
    });

    // Every text, varchar and jsonb column of every table, and the base64 attachments decoded.
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`.execute(db());
    expect(columns.length).toBeGreaterThan(50);
    for (const { table_name, column_name } of columns) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)}::text like ${`%${token}%`}`.execute(db());
      expect(`${table_name}.${column_name}: ${rows[0]?.n}`).toBe(`${table_name}.${column_name}: 0`);
    }
    const attachments = await db().selectFrom('outbox_messages').select('attachments').execute();
    for (const { attachments: files } of attachments) {
      for (const file of files) expect(Buffer.from(file.content, 'base64').toString('utf8')).not.toContain(token);
    }
  });
}
