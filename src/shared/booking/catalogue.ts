// The centres, doctors, days and slots the booking wizard reads (/api/medical-centers, /api/doctors,
// /api/appointment-days, /api/appointment-slots).

/** A centre's week as stored in `medical_centers.opening_hours`: weekday -> closed, or open and close times. */
export type OpeningHours = Record<string, { closed: true } | { closed?: false; open: string; close: string }>;

/** A centre's public columns of medical_centers. */
export interface MedicalCenter {
  /** The same slug as the centre's entry in content/centers. */
  id: string;
  name: string;
  description: string | null;
  address: string;
  city: string;
  phone: string;
  email: string | null;
  opening_hours: OpeningHours;
}

export interface Doctor {
  id: string;
  title: string;
  name: string;
  specialization: string;
  /** Sinhala and Tamil forms staff gave (null: the si and ta pages show the English). */
  name_si: string | null;
  name_ta: string | null;
  specialization_si: string | null;
  specialization_ta: string | null;
  consultation_fee: number;
  qualification: string | null;
  /** The qualifications in Sinhala and Tamil where staff gave them (null: the English). */
  qualification_si: string | null;
  qualification_ta: string | null;
  experience_years: number;
  bio: string | null;
  profile_image_url: string | null;
  /** The centres where the doctor sees patients. */
  availability: { medical_center_id: string; name: string; city: string }[];
}

export interface Slot {
  id: string;
  /** 'HH:MM', 24-hour, Asia/Colombo wall clock. */
  slot_time: string;
  is_available: boolean;
  current_bookings: number;
  max_bookings: number;
}

/** The places a patient can still take in a slot as the slots call answers it (0 when closed, started or full). */
export function freePlaces(slot: Slot): number {
  return slot.is_available ? Math.max(0, slot.max_bookings - slot.current_bookings) : 0;
}

/** One Colombo day of the booking horizon (/api/appointment-days). */
export interface BookableDay {
  /** 'YYYY-MM-DD', Asia/Colombo. */
  date: string;
  /** The sum of freePlaces over that day's slots: 0 on a full day and on a day without sessions. */
  free_places: number;
  /** How many slots the doctor has that day at the centre: 0 is a day without sessions. */
  slots: number;
}
