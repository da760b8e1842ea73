// The staff side of patients' requests (the "Data requests" screen, listDataRequests and completeDataRequest).
import { z } from 'zod';

export const dataRequestListQuerySchema = z.object({
  status: z.enum(['open', 'completed', 'all']).default('open'),
});

/** Erase (anonymise) the patient the open request `id` names, and close it. */
export const completeDataRequestSchema = z.object({
  id: z.uuid({ error: 'Choose a request.' }),
});

export interface DataRequestRow {
  id: string;
  status: 'open' | 'completed';
  requested_at: string;
  due_on: string;
  /** The patient as staff know them, while they are not erased yet; null once they are. */
  patient_name: string | null;
  reference: string;
  /** How many bookings the patient has (they stay, anonymised, after the erasure). */
  bookings: number;
  completed_at: string | null;
}
