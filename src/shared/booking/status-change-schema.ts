// The body of PATCH /api/admin/appointments, shared by the screen and the server.
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../enums.ts';

const words = z.string().trim().max(1000, 'The reason must be at most 1000 characters');

export const statusChangeSchema = z
  .object({
    id: z.uuid({ error: 'Appointment not found' }),
    status: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
    expectedStatus: z.enum(APPOINTMENT_STATUSES, { error: 'Unknown status' }),
    /** Why: required to cancel (kept with the appointment and told to the patient); logged with a correction. */
    reason: words.optional(),
    /** The reason under its earlier name, still accepted. */
    message: words.optional(),
    /** Who asked for a cancellation: the patient (by phone or at the desk) or the centre (default). */
    cancelledBy: z
      .enum(['patient', 'staff'], { error: 'Say who asked for the cancellation' })
      .optional()
      .default('staff'),
  })
  .transform(({ message, reason, ...change }) => ({ ...change, reason: reason || message || '' }))
  .refine((change) => change.status !== 'cancelled' || change.reason !== '', {
    path: ['reason'],
    message: 'Give the reason for cancelling: the patient is told it',
  });

export type StatusChange = z.output<typeof statusChangeSchema>;

export const appointmentIdSchema = z.object({ id: z.uuid({ error: 'Appointment not found' }) });
