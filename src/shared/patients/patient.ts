// A patient as the staff screen shows one (/api/admin/patients): derived from appointments, with their reviews.
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
  key: string;
  name: string;
  email: string;
  phone: string;
  appointments: PatientAppointment[];
  reviews: PatientReview[];
  /** The date of the patient's latest appointment (past or upcoming). */
  latestAppointment: string;
}
