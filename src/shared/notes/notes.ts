// Notes with history (addNote, listNotes; docs/product-rules.md "Notes"): what staff send and what the list
// answers, shared by the notes panel and the server.
import { z } from 'zod';
import type { Resource } from '../admin/permissions.ts';

export const NOTE_SUBJECTS = ['appointment', 'patient', 'application', 'inbox'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

/** The area whose read (to see) and write (to add) permission a subject's notes follow. */
export const NOTE_AREAS: Record<NoteSubject, Resource> = {
  appointment: 'appointments',
  patient: 'patients',
  application: 'volunteers',
  inbox: 'inbox',
};

/** Health notes belong to a patient's care only: an appointment or a patient. */
export const HEALTH_SUBJECTS: readonly NoteSubject[] = ['appointment', 'patient'];

const subject = {
  subject: z.enum(NOTE_SUBJECTS, { error: 'Choose an appointment, a patient, an application or an inbox item' }),
  /** An appointment's, application's or inbox item's id, or a patient's key. */
  subjectId: z
    .string({ error: 'Choose what the note is about' })
    .trim()
    .min(1, 'Choose what the note is about')
    .max(200),
};

export const noteListQuerySchema = z.object({
  ...subject,
  /** true: include the health notes (staff allowed to see them; each showing is logged). */
  health: z.enum(['true', 'false'], { error: 'Give health as true or false' }).default('false'),
});
export type NoteListQuery = z.output<typeof noteListQuerySchema>;

export const newNoteSchema = z
  .object({
    ...subject,
    body: z
      .string({ error: 'Write the note' })
      .trim()
      .min(1, 'Write the note')
      .max(5000, 'Keep the note under 5000 characters'),
    /** A note about the patient's health: shown only on request, to staff allowed to see health information. */
    health: z.boolean({ error: 'Give health as true or false' }).default(false),
  })
  .refine((note) => !note.health || HEALTH_SUBJECTS.includes(note.subject), {
    path: ['health'],
    message: 'Only a note on an appointment or a patient can be a health note',
  });
export type NewNote = z.output<typeof newNoteSchema>;

export interface NoteView {
  id: string;
  body: string;
  health: boolean;
  /** The author's name or e-mail; null for a note kept from before notes had authors. */
  author: string | null;
  createdAt: string;
}

export interface NotesAnswer {
  notes: NoteView[];
  /** How many health notes there are, shown or not. */
  healthNotes: number;
}
