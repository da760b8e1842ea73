// A patient as the staff screen shows one (/api/admin/patients): derived from appointments, with their reviews; and
// the request that merges two patients staff know to be one person.
import { z } from 'zod';
import type { AppointmentStatus, ReviewStatus } from '../enums.ts';

interface PatientAppointment {
  id: string;
  reference: string;
  date: string;
  time: string;
  service: string;
  center: string;
  status: AppointmentStatus;
}

interface PatientReview {
  id: string;
  rating: number;
  treatment: string;
  status: ReviewStatus;
  created_at: string;
}

export interface Patient {
  /** 'tel:<E.164 digits>' or 'mail:<address>': the phone number (or e-mail) that makes the person, after merges. */
  key: string;
  name: string;
  email: string;
  phone: string;
  appointments: PatientAppointment[];
  reviews: PatientReview[];
  /** The date of the patient's latest appointment (past or upcoming). */
  latestAppointment: string;
  /** How many of their visits ended as a no-show. */
  noShows: number;
}

const patientKeySchema = z.string().regex(/^(tel|mail):\S{1,320}$/, { error: 'Patient not found' });

/** POST /api/admin/patients: `merge`'s bookings are `keep`'s from now on. */
export const patientMergeSchema = z
  .object({ keep: patientKeySchema, merge: patientKeySchema })
  .refine((pair) => pair.keep !== pair.merge, { path: ['merge'], message: 'Choose two different patients to merge' });
export type PatientMerge = z.output<typeof patientMergeSchema>;
