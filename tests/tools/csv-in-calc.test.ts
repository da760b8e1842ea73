// The appointments export opened in LibreOffice Calc, as staff open it (Debian's libreoffice-calc-nogui, headless):
// a desktop tool's check, in the opt-in `tools` layer (npm run test:tools; CI runs it).
import { afterAll, beforeAll, expect, test } from 'vitest';
import exportHandler from '../../netlify/functions/admin-appointments-export.ts';
import { CSV_COLUMNS } from '../../src/server/booking/appointments-csv.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { openCsvInCalc } from '../support/libreoffice.ts';
import { testContext } from '../support/netlify-context.ts';
import { insertTestAppointment } from '../support/test-appointments.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let reader: string;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  const viewer = await createTestAdmin(database.db, { permissions: { appointments: ['read'] } });
  reader = await signInAs(database.db, viewer.id);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const appointment = (fields: Record<string, string>) => insertTestAppointment(database.db, 'pending', 'future', fields);

test('opened in LibreOffice Calc: phones are text without a quote, nothing runs, Colombo times, combined notes', async () => {
  const patient = {
    patient_name: 'Kamala Perera',
    patient_phone: '+94779998888',
    patient_notes: 'Prefers mornings',
    notes: 'Notes: Prefers mornings\nHealth Conditions: Asthma\nEmergency Phone: +94 77 111 2222',
    health_conditions: 'Asthma',
    health_consent_at: new Date().toISOString(),
  };
  const created = new Date('2026-11-22T20:46:02.974Z');
  const local = await appointment({
    ...patient,
    patient_email: 'calc-1@example.lk',
    created_at: created.toISOString(),
  });
  await appointment({
    ...patient,
    patient_email: 'calc-2@example.lk',
    patient_name: '=HYPERLINK("http://x")',
    patient_phone: '0771234567',
  });
  await appointment({
    ...patient,
    patient_email: 'calc-3@example.lk',
    patient_phone: '+44 20 7946 0958',
  });

  const response = await exportHandler(
    adminRequest('/api/admin/appointments/export?search=calc-', { token: reader }),
    testContext(),
  );
  const csv = await response.text();
  const rows = await openCsvInCalc(csv);
  expect(rows[0]?.map((cell) => cell.text)).toEqual([...CSV_COLUMNS]);
  expect(rows.flat().filter((cell) => cell.formula !== null)).toEqual([]);
  const phones = rows.slice(1).map((cells) => cells[2]);
  expect(phones.every((cell) => cell?.type === 'string' && !cell.text.startsWith("'"))).toBe(true);
  const byPhone = (text: string) => rows.find((cells) => cells[2]?.text === text);
  const kamala = byPhone('077 999 8888');
  expect(kamala?.[6]?.text).toBe(patient.notes);
  expect(kamala?.[7]?.text).toMatch(/^2026-11-23 02:16/);
  expect(byPhone('077 123 4567')?.[0]).toMatchObject({ type: 'string', text: `'=HYPERLINK("http://x")` });
  expect(byPhone('00 442079460958')).toBeDefined();
  expect(rows).toHaveLength(4);

  const logged = await database.db
    .selectFrom('admin_activity_logs')
    .select(['action', 'metadata'])
    .where('action', '=', 'appointment_health_exported')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(JSON.stringify(logged.metadata)).toContain(
    (
      await database.db
        .selectFrom('appointments')
        .select('reference')
        .where('id', '=', local.id)
        .executeTakeFirstOrThrow()
    ).reference,
  );
}, 90_000);
