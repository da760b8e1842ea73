// Who a patient is, on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): one person per phone
// number however it is written, the e-mail only without a phone, and two records merged by staff, also under a
// parallel burst of merges.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { HttpError } from '../../src/server/http/http-error.ts';
import { mergePatients } from '../../src/server/patients/merge-patients.ts';
import { listPatients } from '../../src/server/patients/patient-queries.ts';
import { createTestAdmin } from './admin-test-accounts.ts';
import type { TestDatabase } from './test-database.ts';

export function patientIdentitySuite(database: () => TestDatabase) {
  const tag = () => randomBytes(4).toString('hex');

  /** Bookings of one made-up surname, each with its phone, e-mail and status. */
  async function book(surname: string, bookings: { phone: string; email: string; status?: 'no_show' }[]) {
    const { db } = database();
    // A slot each: one live booking per e-mail (an empty one too) and slot.
    const slots = await db
      .selectFrom('appointment_slots')
      .select('id')
      .whereRef('current_bookings', '<', 'max_bookings')
      .orderBy(sql`random()`)
      .limit(bookings.length)
      .execute();
    await db
      .insertInto('appointments')
      .values(
        bookings.map((booking, index) => ({
          reference: `WK-${tag()}`.toUpperCase(),
          slot_id: slots[index]?.id ?? '',
          service_type: 'Herbal Medicine',
          patient_name: `Kamala ${surname}`,
          patient_email: booking.email,
          patient_phone: booking.phone,
          manage_token_hash: `${tag()}${index}`.repeat(8),
          status: booking.status ?? 'completed',
        })),
      )
      .execute();
  }

  const patientsCalled = async (surname: string) => (await listPatients(database().db, surname)).patients;

  test.each([
    {
      name: 'the same phone written three ways, a made-up e-mail each time',
      phones: ['077 123 4567', '+94 77 123 4567', '0094771234567'],
      expected: 1,
    },
    { name: 'two phones, a made-up e-mail each time', phones: ['0771112222', '0773334444'], expected: 2 },
  ])('$name: $expected patient(s)', async ({ phones, expected }) => {
    const surname = `Phone${tag()}`;
    await book(
      surname,
      phones.map((phone, index) => ({
        phone,
        email: `walkin-${index}-${tag()}@nowhere.lk`,
        status: index === 0 ? 'no_show' : undefined,
      })),
    );
    const found = await patientsCalled(surname);
    expect(found).toHaveLength(expected);
    expect(found.map((patient) => patient.noShows).reduce((a, b) => a + b)).toBe(1);
  });

  test('a walk-in without e-mail and an online booking by the same phone are one patient', async () => {
    const surname = `Walkin${tag()}`;
    await book(surname, [
      { phone: '071 555 6666', email: '' },
      { phone: '+94715556666', email: `kamala.${tag()}@example.lk` },
    ]);
    const [patient, ...others] = await patientsCalled(surname);
    expect(others).toEqual([]);
    expect(patient?.key).toBe('tel:94715556666');
    expect(patient?.appointments).toHaveLength(2);
  });

  test('staff merge two records of one person; the merge is logged, and a later merge carries it along', async () => {
    const { db } = database();
    const surname = `Merge${tag()}`;
    await book(surname, [
      { phone: '0761110001', email: '' },
      { phone: '0761110002', email: '' },
      { phone: '0761110003', email: '', status: 'no_show' },
    ]);
    const actor = { adminId: (await createTestAdmin(db)).id, ip: null };
    await mergePatients(db, { keep: 'tel:94761110002', merge: 'tel:94761110001' }, actor);
    expect((await patientsCalled(surname)).map((p) => [p.key, p.appointments.length])).toEqual(
      expect.arrayContaining([
        ['tel:94761110002', 2],
        ['tel:94761110003', 1],
      ]),
    );
    await mergePatients(db, { keep: 'tel:94761110003', merge: 'tel:94761110002' }, actor);
    const [one, ...none] = await patientsCalled(surname);
    expect(none).toEqual([]);
    expect(one).toMatchObject({ key: 'tel:94761110003', noShows: 1 });
    expect(one?.appointments).toHaveLength(3);
    const logged = await db
      .selectFrom('admin_activity_logs')
      .select('metadata')
      .where('action', '=', 'patients_merged')
      .where('admin_user_id', '=', actor.adminId)
      .execute();
    expect(logged.map((row) => row.metadata)).toEqual([
      expect.objectContaining({ keep: 'tel:94761110002', merged: 'tel:94761110001', visits: 1 }),
      expect.objectContaining({ keep: 'tel:94761110003', merged: 'tel:94761110002', visits: 2 }),
    ]);
  });

  test('merging a patient who is no longer one (merged already, or never booked) is refused and changes nothing', async () => {
    const { db } = database();
    const surname = `Gone${tag()}`;
    await book(surname, [
      { phone: '0762220001', email: '' },
      { phone: '0762220002', email: '' },
    ]);
    const actor = { adminId: (await createTestAdmin(db)).id, ip: null };
    await mergePatients(db, { keep: 'tel:94762220001', merge: 'tel:94762220002' }, actor);
    for (const pair of [
      { keep: 'tel:94762220001', merge: 'tel:94762220002' },
      { keep: 'tel:94762220002', merge: 'tel:94762220001' },
      { keep: 'tel:94762220001', merge: 'tel:94000000000' },
    ]) {
      await expect(mergePatients(db, pair, actor)).rejects.toBeInstanceOf(HttpError);
    }
    expect((await patientsCalled(surname)).map((p) => p.key)).toEqual(['tel:94762220001']);
  });

  test('crossing merges sent at once never make a loop: every booking still belongs to exactly one patient', async () => {
    const { db } = database();
    const surname = `Cross${tag()}`;
    const keys = ['0763330001', '0763330002', '0763330003', '0763330004'];
    await book(
      surname,
      keys.map((phone) => ({ phone, email: '' })),
    );
    const actor = { adminId: (await createTestAdmin(db)).id, ip: null };
    const key = (phone: string) => `tel:94${phone.slice(1)}`;
    const pairs = keys.flatMap((a) => keys.filter((b) => b !== a).map((b) => ({ keep: key(a), merge: key(b) })));
    await Promise.allSettled(pairs.map((pair) => mergePatients(db, pair, actor)));
    const found = await patientsCalled(surname);
    expect(found).toHaveLength(1);
    expect(found[0]?.appointments).toHaveLength(4);
  });
}
