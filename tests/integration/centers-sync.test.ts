// Centres: content/centers owns their public facts, the database what hangs on them (docs/architecture.md
// "Centres: one owner per fact"). db:migrate (migrateToLatest) keeps the medical_centers rows in step.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listMedicalCenters } from '../../src/server/booking/catalogue-queries.ts';
import { SERVER_CONTENT } from '../../src/server/content/server-content.ts';
import { syncCentersFromContent } from '../../src/server/content/sync-centers.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
});
afterAll(() => database.drop());

const rows = () => database.db.selectFrom('medical_centers').selectAll().orderBy('id').execute();
const doctorsAt = async (id: string) =>
  Number(
    (
      await database.db
        .selectFrom('doctor_centers')
        .where('medical_center_id', '=', id)
        .select(database.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('centres from content/centers', () => {
  test('a migrated database has every content centre with its public facts, active', async () => {
    expect(
      (await rows()).map((row) => [
        row.id,
        row.name,
        row.address,
        row.city,
        row.phone,
        row.opening_hours,
        row.is_active,
      ]),
    ).toEqual(
      SERVER_CONTENT.centers.map((center) => [
        center.id,
        center.name,
        center.location,
        center.city,
        center.phone,
        center.openingHours,
        true,
      ]),
    );
  });

  test.each([
    ['name', 'Old name'],
    ['phone', '+94 11 000 0000'],
    ['address', 'Somewhere else'],
    ['description', 'Edited in the database'],
  ] as const)("a centre's %s changed in the database is put back by the next migrate", async (column, value) => {
    await database.db
      .updateTable('medical_centers')
      .set({ [column]: value })
      .where('id', '=', 'galle')
      .execute();
    await migrateToLatest(database.db);
    const galle = await database.db
      .selectFrom('medical_centers')
      .selectAll()
      .where('id', '=', 'galle')
      .executeTakeFirstOrThrow();
    expect(galle[column]).not.toBe(value);
  });

  test('a content change reaches the row and leaves the doctors of the centre where they are', async () => {
    const before = await doctorsAt('kandy');
    const edited = SERVER_CONTENT.centers.map((center) =>
      center.id === 'kandy'
        ? {
            ...center,
            phone: '+94 81 999 9999',
            openingHours: { ...center.openingHours, monday: { closed: true as const } },
          }
        : center,
    );
    await syncCentersFromContent(database.db, edited);
    const kandy = await database.db
      .selectFrom('medical_centers')
      .selectAll()
      .where('id', '=', 'kandy')
      .executeTakeFirstOrThrow();
    expect([kandy.phone, kandy.opening_hours.monday]).toEqual(['+94 81 999 9999', { closed: true }]);
    expect(await doctorsAt('kandy')).toBe(before);
    await syncCentersFromContent(database.db);
  });

  test('a centre whose content file is gone stops taking bookings but keeps its doctors; back in content, it is back', async () => {
    const without = SERVER_CONTENT.centers.filter((center) => center.id !== 'negombo');
    expect(await syncCentersFromContent(database.db, without)).toEqual({ upserted: 5, deactivated: ['negombo'] });
    const listed = async () => (await listMedicalCenters(database.db)).map((center) => center.id);
    expect(await listed()).not.toContain('negombo');
    expect(await doctorsAt('negombo')).toBe(7);

    expect(await syncCentersFromContent(database.db)).toEqual({ upserted: 6, deactivated: [] });
    expect(await listed()).toContain('negombo');
  });

  test('a new content centre is inserted', async () => {
    const added = [...SERVER_CONTENT.centers, { ...SERVER_CONTENT.centers[0]!, id: 'matara', name: 'Matara Centre' }];
    await syncCentersFromContent(database.db, added);
    expect((await rows()).find((row) => row.id === 'matara')?.name).toBe('Matara Centre');
    expect((await syncCentersFromContent(database.db)).deactivated).toEqual(['matara']);
  });
});
