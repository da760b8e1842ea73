// The day sheet and the paged appointments list, on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): a Colombo day's visits per doctor in time order, the 23:30 and 00:30 visits on their own days,
// the patient's no-shows as the Patients screen counts them; and pages that cover every matching row exactly once.
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import listHandler from '../../netlify/functions/admin-appointments.ts';
import exportHandler from '../../netlify/functions/admin-appointments-export.ts';
import dayHandler from '../../netlify/functions/admin-day-sheet.ts';
import { listAppointments } from '../../src/server/booking/appointment-queries.ts';
import { daySheet } from '../../src/server/booking/day-sheet.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { listPatients } from '../../src/server/patients/patient-queries.ts';
import { NO_FILTERS } from '../../src/shared/booking/appointment-filters.ts';
import type { AppointmentStatus } from '../../src/shared/enums.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const CENTER = 'kandy';

export function daySheetSuite(database: () => TestDatabase) {
  const tag = () => randomBytes(4).toString('hex');
  // Far beyond the seeded horizon: only this suite's doctors have sessions that day.
  const day = addDays(colomboToday(), 200 + Math.floor(Math.random() * 100));

  async function doctor(name: string) {
    const { id } = await database()
      .db.insertInto('doctors')
      .values({ title: 'Dr.', name, specialization: 'Panchakarma', consultation_fee: 2000, experience_years: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database().db.insertInto('doctor_centers').values({ doctor_id: id, medical_center_id: CENTER }).execute();
    return id;
  }

  async function slot(doctorId: string, date: string, time: string, places = 3) {
    const { id } = await database()
      .db.insertInto('appointment_slots')
      .values({
        doctor_id: doctorId,
        medical_center_id: CENTER,
        slot_date: date,
        slot_time: time,
        max_bookings: places,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function book(slotId: string, fields: { name: string; phone: string; status?: AppointmentStatus; at?: Date }) {
    const t = tag();
    const { id } = await database()
      .db.insertInto('appointments')
      .values({
        reference: `WK-D${t}`.toUpperCase(),
        slot_id: slotId,
        service_type: 'Herbal Medicine',
        patient_name: fields.name,
        patient_email: `sheet-${t}@example.lk`,
        patient_phone: fields.phone,
        patient_notes: `Note of ${fields.name}`,
        manage_token_hash: t.repeat(8),
        status: fields.status ?? 'confirmed',
        ...(fields.at ? { created_at: fields.at } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  test('a Colombo day: each doctor with a session, the visits in time order, 23:30 and 00:30 on their own days', async () => {
    const early = await doctor(`Early ${tag()}`);
    const late = await doctor(`Late ${tag()}`);
    const idle = await doctor(`Idle ${tag()}`);
    const phone = `07${String(Number.parseInt(tag(), 16) % 100_000_000).padStart(8, '0')}`;
    const visits = {
      dayBefore: await book(await slot(late, addDays(day, -1), '23:30'), { name: 'Day before', phone: '0771000001' }),
      midnight: await book(await slot(early, day, '00:30'), { name: 'Just after midnight', phone }),
      nine: await book(await slot(early, day, '09:00'), { name: 'Nine', phone: '0771000002' }),
      cancelled: await book(await slot(early, day, '10:00'), {
        name: 'Cancelled',
        phone: '0771000003',
        status: 'cancelled',
      }),
      lateNight: await book(await slot(late, day, '23:30'), { name: 'Late night', phone: '0771000004' }),
      dayAfter: await book(await slot(early, addDays(day, 1), '00:30'), { name: 'Day after', phone: '0771000005' }),
    };
    await slot(idle, day, '14:00');
    // Two at 09:00 in the same slot keep the order they were booked in.
    const nineSlot = await slot(late, day, '09:00');
    const second = await book(nineSlot, { name: 'Second', phone: '0771000006', at: new Date('2026-01-02T00:00:00Z') });
    const first = await book(nineSlot, { name: 'First', phone: '0771000007', at: new Date('2026-01-01T00:00:00Z') });
    // The same patient (their phone written another way) missed a visit before: one no-show.
    const past = await slot(early, addDays(colomboToday(), -3), '08:00');
    await book(past, { name: 'Just after midnight', phone: `+94${phone.slice(1)}`, status: 'no_show' });

    // Ten past midnight in Colombo is still the day before in UTC: "today" is the Colombo day.
    const sheet = await daySheet(database().db, { center: CENTER }, colomboInstant(day, '00:10'));
    expect(sheet.date).toBe(day);
    expect(sheet.center.id).toBe(CENTER);
    const ours = sheet.doctors.filter((d) => [early, late, idle].includes(d.id));
    expect(ours.map((d) => d.id)).toEqual([early, late, idle]);
    const [earlyDay, lateDay, idleDay] = ours;
    expect(earlyDay?.visits.map((v) => v.id)).toEqual([visits.midnight, visits.nine]);
    expect(earlyDay?.visits.map((v) => v.preferred_time)).toEqual(['00:30', '09:00']);
    expect(earlyDay?.cancelled).toBe(1);
    expect(lateDay?.visits.map((v) => v.id)).toEqual([first, second, visits.lateNight]);
    expect(idleDay?.visits).toEqual([]);
    const midnight = earlyDay?.visits[0];
    expect(midnight).toMatchObject({ name: 'Just after midnight', phone, notes: 'Note of Just after midnight' });
    expect(midnight?.noShows).toBe(1);
    expect(earlyDay?.visits[1]?.noShows).toBe(0);
    // The Patients screen counts the same.
    const [patient] = (await listPatients(database().db, phone)).patients;
    expect(patient?.noShows).toBe(1);
    const next = await daySheet(database().db, { center: CENTER, date: addDays(day, 1) });
    expect(next.doctors.flatMap((d) => d.visits.map((v) => v.id))).toContain(visits.dayAfter);
    expect(next.doctors.flatMap((d) => d.visits.map((v) => v.id))).not.toContain(visits.lateNight);
  });

  test('the endpoint answers the sheet to staff who read appointments, 400 for a bad date, 404 for no centre', async () => {
    provideDatabase(database().db);
    const staff = await createTestAdmin(database().db, { permissions: { appointments: ['read'] } });
    const token = await signInAs(database().db, staff.id);
    const get = (query: string) => dayHandler(adminRequest(`/api/admin/day-sheet?${query}`, { token }), testContext());
    const ok = await get(`center=${CENTER}&date=${day}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, date: day, center: { id: CENTER } });
    const bad = await get(`center=${CENTER}&date=2026-13-40`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty('date');
    expect((await get('date=2026-12-01')).status).toBe(400);
    expect((await get('center=atlantis')).status).toBe(404);
    provideDatabase(undefined);
  });

  test('pages cover every matching row exactly once, in a stable order, equal visit times included', async () => {
    const who = `Pager${tag()}`;
    const d = await doctor(`Pages ${tag()}`);
    // Twelve visits, three to a slot (equal times), on four days.
    for (const offset of [0, 1, 2, 3]) {
      const s = await slot(d, addDays(day, offset), '10:00');
      for (const n of [0, 1, 2]) await book(s, { name: `${who} ${offset}-${n}`, phone: `07710000${offset}${n}` });
    }
    const filters = { ...NO_FILTERS, search: who };
    const all = await listAppointments(database().db, filters, { page: 'all' });
    expect(all.matching).toBe(12);
    for (const sort of ['visit', 'booked'] as const) {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const list = await listAppointments(database().db, filters, { page: { page, pageSize: 5, sort } });
        expect(list.matching).toBe(12);
        expect(list.total).toBeGreaterThanOrEqual(12);
        seen.push(...list.appointments.map((a) => a.id));
      }
      expect(seen).toHaveLength(12);
      expect(new Set(seen).size).toBe(12);
      if (sort === 'visit') expect(seen).toEqual(all.appointments.map((a) => a.id));
    }
    const beyond = await listAppointments(database().db, filters, { page: { page: 4, pageSize: 5, sort: 'visit' } });
    expect(beyond.appointments).toEqual([]);

    // The export takes every matching row, whatever page the screen shows.
    provideDatabase(database().db);
    const staff = await createTestAdmin(database().db, { permissions: { appointments: ['read'] } });
    const token = await signInAs(database().db, staff.id);
    const query = new URLSearchParams({ search: who, page: '2', pageSize: '5' });
    const csv = await exportHandler(adminRequest(`/api/admin/appointments/export?${query}`, { token }), testContext());
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n').filter((line) => line.includes(who))).toHaveLength(12);
    provideDatabase(undefined);
  });

  test('the list answers page, pageSize, matching and total, and refuses a bad page or page size with 400', async () => {
    provideDatabase(database().db);
    const staff = await createTestAdmin(database().db, { permissions: { appointments: ['read'] } });
    const token = await signInAs(database().db, staff.id);
    const get = (query: string) =>
      listHandler(adminRequest(`/api/admin/appointments?${query}`, { token }), testContext());
    const { count } = await database()
      .db.selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const first = await get('status=confirmed&page=2&pageSize=3&sort=booked');
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ success: true, page: 2, pageSize: 3, sort: 'booked', total: Number(count) });
    expect(body.appointments.length).toBeLessThanOrEqual(3);
    expect(body.matching).toBeGreaterThan(0);
    const plain = await (await get('')).json();
    expect(plain).toMatchObject({ page: 1, pageSize: 25, sort: 'visit' });
    expect(plain.appointments.length).toBe(Math.min(25, Number(count)));
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=two', 'page'],
      ['page=1.5', 'page'],
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['sort=name', 'sort'],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      const error = await response.json();
      expect(error.fields, query).toHaveProperty(field);
      expect(error.code).toBe('validation_failed');
    }
    provideDatabase(undefined);
  });
}
