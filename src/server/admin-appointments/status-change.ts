// The body of PATCH /api/admin/appointments, shared by the screen and the server.
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../db/enums.ts';

export const statusChangeSchema = z.object({
  id: z.uuid({ error: 'Appointment not found' }),
  status: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
  expectedStatus: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

export const appointmentIdSchema = z.object({ id: z.uuid({ error: 'Appointment not found' }) });
