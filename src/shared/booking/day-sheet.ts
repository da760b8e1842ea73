// The day sheet (GET /api/admin/day-sheet): one centre's visits of one Colombo day, per doctor, in time order, as the
// front desk works them and prints them for each doctor.
import { z } from 'zod';
import type { AdminAppointment, StatusSubject } from './admin-appointment.ts';

export const daySheetQuerySchema = z.object({
  center: z.string({ error: 'Choose a medical center' }).regex(/^[a-z0-9-]{1,80}$/, 'Unknown medical center'),
  /** Today in Colombo when left out. */
  date: z.iso.date({ error: 'Choose a date as YYYY-MM-DD' }).optional(),
});
export type DaySheetQuery = z.output<typeof daySheetQuerySchema>;

export interface DaySheetVisit
  extends StatusSubject,
    Pick<AdminAppointment, 'phone' | 'service' | 'arrived_at' | 'slot_id' | 'doctor_id' | 'center_id' | 'center'> {
  /** The patient's own note from the booking (never health information). */
  notes: string | null;
  /** The patient's no-shows, as the Patients screen counts them (server/patients/no-shows.ts). */
  noShows: number;
}

export interface DaySheetDoctor {
  id: string;
  /** Title and name, as the appointments list shows them. */
  name: string;
  specialization: string;
  /** Every visit of the day but the cancelled ones, in time order. */
  visits: DaySheetVisit[];
  /** How many of the day's visits were cancelled (not listed: their places are free again). */
  cancelled: number;
}

export interface DaySheet {
  center: { id: string; name: string };
  date: string;
  /** The doctors with a session (a slot) at the centre that day, the earliest first. */
  doctors: DaySheetDoctor[];
}
