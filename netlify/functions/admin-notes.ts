import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { addNote, listNotes } from '../../src/server/notes/notes.ts';
import { newNoteSchema, noteListQuerySchema } from '../../src/shared/notes/notes.ts';

// GET ?subject=&subjectId=&health=: a record's notes, newest first (health notes only on request, logged).
// POST: a new note. Both need the subject's own area (appointments, patients, volunteers, inbox), checked inside.
export default adminEndpoint({
  GET: staff('signed-in', async ({ request, db, admin, actor }) =>
    json({ success: true, ...(await listNotes(db, readQuery(request, noteListQuerySchema), admin, actor)) }),
  ),
  POST: staff('signed-in', async ({ request, db, admin, actor }) =>
    json(
      { success: true, note: await addNote(db, await readJson(request, newNoteSchema), admin, actor) },
      { status: 201 },
    ),
  ),
});

export const config: Config = { path: '/api/admin/notes' };
