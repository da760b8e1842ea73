// The body of PATCH /api/admin/appointments, shared by the screen and the server.
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../../shared/enums.ts';

export const statusChangeSchema = z.object({
  id: z.uuid({ error: 'Appointment not found' }),
  status: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
  expectedStatus: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
  /** Staff's own words for the e-mail this change sends (cancellation, acceptance, rejection); optional. */
  message: z.string().trim().max(1000, 'The message must be at most 1000 characters').optional(),
});

export const appointmentIdSchema = z.object({ id: z.uuid({ error: 'Appointment not found' }) });
