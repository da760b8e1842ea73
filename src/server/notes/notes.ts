// Notes with history (addNote, listNotes; docs/product-rules.md "Notes"): entries with their author and time on an
// appointment, a patient, an application or an inbox item, never edited in place. Who may read or add them follows
// the subject's area (NOTE_AREAS); health notes are left out unless asked for, and each time they are shown the
// view is logged, as opening an appointment's health information is.
import { type Kysely, sql } from 'kysely';
import { type AdminPrincipal, can, deniedMessage } from '../../shared/admin/permissions.ts';
import { INBOX_KIND_LABELS, INBOX_KINDS, type InboxKind } from '../../shared/inbox/inbox.ts';
import {
  type NewNote,
  NOTE_AREAS,
  type NoteListQuery,
  type NoteSubject,
  type NotesAnswer,
  type NoteView,
} from '../../shared/notes/notes.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { inboxItem } from '../inbox/inbox-queries.ts';
import { patientKey } from '../patients/patient-key.ts';

type Viewer = Pick<AdminPrincipal, 'role' | 'permissions'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function allow(viewer: Viewer, subject: NoteSubject, action: 'read' | 'write'): void {
  const area = NOTE_AREAS[subject];
  if (!can(viewer, area, action)) throw new HttpError(403, deniedMessage(area, action));
}

/**
 * How the activity log names the subject ('appointment WK-…', 'contact message CM-…'), or undefined when it does
 * not exist: an inbox item is `kind:id` ('contact:3f1c...'), a patient their key.
 */
async function subjectLabel(
  db: Kysely<Database>,
  subject: NoteSubject,
  subjectId: string,
): Promise<string | undefined> {
  if (subject === 'patient') {
    const row = await db
      .selectFrom('appointments')
      .select('patient_name')
      .where(patientKey('appointments'), '=', subjectId)
      .executeTakeFirst();
    return row && `patient ${row.patient_name}`;
  }
  const [kind, id] = subject === 'inbox' ? subjectId.split(':') : [subject, subjectId];
  if (!kind || !id || !UUID.test(id)) return undefined;
  if (subject === 'inbox') {
    if (!(INBOX_KINDS as readonly string[]).includes(kind)) return undefined;
    const item = await inboxItem(db, kind as InboxKind, id);
    return item && `${INBOX_KIND_LABELS[item.kind].toLowerCase()} ${item.reference}`;
  }
  if (subject === 'appointment') {
    const row = await db.selectFrom('appointments').select('reference').where('id', '=', id).executeTakeFirst();
    return row && `appointment ${row.reference}`;
  }
  const row = await db
    .selectFrom('volunteer_applications')
    .select(['first_name', 'last_name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && `the application of ${row.first_name} ${row.last_name}`;
}

async function requireSubject(db: Kysely<Database>, subject: NoteSubject, subjectId: string): Promise<string> {
  const label = await subjectLabel(db, subject, subjectId);
  if (!label) {
    throw new HttpError(404, 'There is nothing to note here: it no longer exists.', {
      fields: { subjectId: 'Choose what the note is about' },
    });
  }
  return label;
}

function notesOf(db: Kysely<Database>, subject: NoteSubject, subjectId: string) {
  return db
    .selectFrom('notes as n')
    .leftJoin('admin_users as u', 'u.id', 'n.author_id')
    .leftJoin('admin_profiles as p', 'p.admin_user_id', 'n.author_id')
    .select([
      'n.id',
      'n.body',
      'n.health',
      'n.created_at',
      sql<string | null>`coalesce(nullif(p.name, ''), u.email)`.as('author'),
    ])
    .where('n.subject_kind', '=', subject)
    .where('n.subject_id', '=', subjectId);
}

const view = (row: {
  id: string;
  body: string;
  health: boolean;
  author: string | null;
  created_at: Date;
}): NoteView => ({
  id: row.id,
  body: row.body,
  health: row.health,
  author: row.author,
  createdAt: row.created_at.toISOString(),
});

export async function listNotes(
  db: Kysely<Database>,
  query: NoteListQuery,
  viewer: Viewer,
  actor: Actor,
): Promise<NotesAnswer> {
  allow(viewer, query.subject, 'read');
  const label = await requireSubject(db, query.subject, query.subjectId);
  return db.transaction().execute(async (trx) => {
    const rows = await notesOf(trx, query.subject, query.subjectId).orderBy('n.created_at', 'desc').execute();
    const healthNotes = rows.filter((row) => row.health).length;
    const showHealth = query.health === 'true' && healthNotes > 0;
    if (showHealth) {
      await logChange(trx, actor, {
        action: 'note_health_viewed',
        description: `Opened the health notes of ${label}`,
        metadata: { subject: query.subject, subjectId: query.subjectId },
      });
    }
    return { notes: rows.filter((row) => showHealth || !row.health).map(view), healthNotes };
  });
}

export async function addNote(db: Kysely<Database>, note: NewNote, viewer: Viewer, actor: Actor): Promise<NoteView> {
  allow(viewer, note.subject, 'write');
  const label = await requireSubject(db, note.subject, note.subjectId);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('notes')
      .values({
        subject_kind: note.subject,
        subject_id: note.subjectId,
        author_id: actor.adminId,
        body: note.body,
        health: note.health,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The log names the note, never its words (a note may be about health).
    await logChange(trx, actor, {
      action: 'note_added',
      description: `Added a ${note.health ? 'health ' : ''}note to ${label}`,
      metadata: { noteId: id, subject: note.subject, subjectId: note.subjectId, health: note.health },
    });
    return view(await notesOf(trx, note.subject, note.subjectId).where('n.id', '=', id).executeTakeFirstOrThrow());
  });
}
