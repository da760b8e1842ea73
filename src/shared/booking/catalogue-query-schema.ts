// Query strings of the wizard's reads (docs/api.md).
import { z } from 'zod';

const centerId = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Please select a valid medical center');

export const doctorsQuerySchema = z.object({ medical_center_id: centerId.optional() });

export const slotsQuerySchema = z.object({
  doctor_id: z.uuid({ error: 'Please select a valid doctor' }),
  medical_center_id: centerId,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a valid date (YYYY-MM-DD)'),
});

/** The days call reads the slots call's parameters without the date. */
export const daysQuerySchema = slotsQuerySchema.omit({ date: true });
