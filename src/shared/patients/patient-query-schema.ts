// The query string of GET /api/admin/patients.
import { z } from 'zod';

export const patientQuerySchema = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional().default(''),
});
