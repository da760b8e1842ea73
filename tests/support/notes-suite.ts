// Notes with history on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): entries with
// author and time on each kind of record, readable and writable by the record's own area, never edited in place;
// health notes shown only on request and each showing logged; the log never holds a note's words.
import { randomBytes } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { expect, test } from 'vitest';
import notesHandler from '../../netlify/functions/admin-notes.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import type { NoteSubject, NotesAnswer, NoteView } from '../../src/shared/notes/notes.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import type { TestDatabase } from './test-database.ts';

export function notesSuite(database: () => TestDatabase) {
  async function session(permissions: Permissions) {
    const { db } = database();
    const { id } = await createTestAdmin(db, { permissions, name: `Staff ${randomBytes(2).toString('hex')}` });
    return { id, token: await signInAs(db, id) };
  }

  async function call(token: string, options: { method?: string; query?: Record<string, string>; body?: unknown }) {
    const path = `/api/admin/notes${options.query ? `?${new URLSearchParams(options.query)}` : ''}`;
    const response = await notesHandler(
      adminRequest(path, { method: options.method, token, body: options.body }),
      {} as Context,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** One record of each kind to note on. */
  async function subjects(): Promise<Record<NoteSubject, string>> {
    const { db } = database();
    const appointment = await db.selectFrom('appointments').select(['id', 'patient_phone']).executeTakeFirstOrThrow();
    const application = await db.selectFrom('volunteer_applications').select('id').executeTakeFirstOrThrow();
    const contact = await db
      .insertInto('contact_messages')
      .values({
        name: 'Ruwan',
        phone: '+94771112233',
        email: 'ruwan@example.com',
        subject: 'general',
        message: 'Hello there, a question.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = await db
      .selectNoFrom((eb) =>
        eb.fn<string>('patient_base_key', [eb.val(appointment.patient_phone), eb.val('')]).as('key'),
      )
      .executeTakeFirstOrThrow();
    return {
      appointment: appointment.id,
      application: application.id,
      inbox: `contact:${contact.id}`,
      patient: key.key,
    };
  }

  const AREAS: [subject: NoteSubject, area: string][] = [
    ['appointment', 'appointments'],
    ['patient', 'patients'],
    ['application', 'volunteers'],
    ['inbox', 'inbox'],
  ];

  test.each(AREAS)(
    'a note on a %s is added by staff who may write %s, read back newest first with its author',
    async (subject, area) => {
      const ids = await subjects();
      const writer = await session({ [area]: ['read', 'write'] });
      const reader = await session({ [area]: ['read'] });
      for (const body of ['First call: no answer.', 'Second call: will come on Monday.']) {
        const added = await call(writer.token, { method: 'POST', body: { subject, subjectId: ids[subject], body } });
        expect(added.status).toBe(201);
      }
      const refused = await call(reader.token, {
        method: 'POST',
        body: { subject, subjectId: ids[subject], body: 'Not allowed' },
      });
      expect(refused.status).toBe(403);
      const listed = await call(reader.token, { query: { subject, subjectId: ids[subject] } });
      expect(listed.status).toBe(200);
      const notes = (listed.body as unknown as NotesAnswer).notes.slice(0, 2);
      expect(notes.map((note) => note.body)).toEqual(['Second call: will come on Monday.', 'First call: no answer.']);
      expect(notes[0]?.author).toMatch(/^Staff /);
      const outsider = await session({ dashboard: ['read'] });
      expect((await call(outsider.token, { query: { subject, subjectId: ids[subject] } })).status).toBe(403);
    },
  );

  test('a note is never edited in place', async () => {
    const writer = await session({ appointments: ['read', 'write'] });
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect((await call(writer.token, { method, body: {} })).status).toBe(405);
    }
  });

  test('health notes are left out unless asked for, and each showing is logged without their words', async () => {
    const { db } = database();
    const ids = await subjects();
    const nurse = await session({ appointments: ['read', 'write'] });
    const text = `Allergic to sesame oil ${randomBytes(3).toString('hex')}`;
    const added = await call(nurse.token, {
      method: 'POST',
      body: { subject: 'appointment', subjectId: ids.appointment, body: text, health: true },
    });
    expect(added.status).toBe(201);
    const plain = (await call(nurse.token, { query: { subject: 'appointment', subjectId: ids.appointment } }))
      .body as unknown as NotesAnswer;
    expect(plain.notes.map((note) => note.body)).not.toContain(text);
    expect(plain.healthNotes).toBeGreaterThanOrEqual(1);
    const shown = (
      await call(nurse.token, { query: { subject: 'appointment', subjectId: ids.appointment, health: 'true' } })
    ).body as unknown as NotesAnswer;
    expect(shown.notes.find((note: NoteView) => note.body === text)?.health).toBe(true);
    const log = await db
      .selectFrom('admin_activity_logs')
      .select(['action', 'description', 'metadata'])
      .where('admin_user_id', '=', nurse.id)
      .execute();
    expect(log.map((row) => row.action).sort()).toEqual(['note_added', 'note_health_viewed']);
    expect(JSON.stringify(log)).not.toContain('sesame');
  });

  const REFUSED: [what: string, body: (ids: Record<NoteSubject, string>) => Record<string, unknown>, status: number][] =
    [
      ['an empty note', (ids) => ({ subject: 'appointment', subjectId: ids.appointment, body: '  ' }), 400],
      [
        'a health note on an application',
        (ids) => ({ subject: 'application', subjectId: ids.application, body: 'Asthma', health: true }),
        400,
      ],
      ['an unknown kind of record', (ids) => ({ subject: 'review', subjectId: ids.appointment, body: 'Hello' }), 400],
      [
        'an appointment that does not exist',
        () => ({ subject: 'appointment', subjectId: '3f1c9a52-8d7e-4b61-9a0f-2c5e7d4b8a10', body: 'Hello' }),
        404,
      ],
      [
        'an inbox item named without its kind',
        (ids) => ({ subject: 'inbox', subjectId: ids.inbox.split(':')[1], body: 'Hello' }),
        404,
      ],
      ['a patient no booking names', () => ({ subject: 'patient', subjectId: 'tel:94000000000', body: 'Hello' }), 404],
    ];
  test.each(REFUSED)('refuses %s and keeps nothing', async (_, body, status) => {
    const { db } = database();
    const ids = await subjects();
    const everyone = await session({
      appointments: ['read', 'write'],
      volunteers: ['read', 'write'],
      inbox: ['read', 'write'],
      patients: ['read', 'write'],
    });
    const before = await db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await call(everyone.token, { method: 'POST', body: body(ids) })).status).toBe(status);
    const after = await db
      .selectFrom('notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
}
