// The body of POST /api/appointments/manage: the patient's private link and what they want to do with the booking.
import { z } from 'zod';

export const manageRequestSchema = z
  .object({
    token: z.string().trim().min(20, 'This link is not valid.').max(200, 'This link is not valid.'),
    action: z.enum(['view', 'cancel', 'reschedule']).default('view'),
    /** With reschedule: the slot to move to (same centre, any doctor, any day the site books). */
    slot_id: z.uuid({ error: 'booking.validation.slot' }).optional(),
  })
  .refine((request) => request.action !== 'reschedule' || request.slot_id, {
    path: ['slot_id'],
    message: 'booking.validation.slot',
  });
