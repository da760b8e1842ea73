// What an appointment says about the person, beyond their name and addresses: cleared alike when staff erase a
// patient and when the retention run erases a cancelled booking (docs/data-protection.md). The slot, service,
// status, dates and reference stay, so counts and places do not change.
export const PERSONAL_FIELDS_CLEARED = {
  first_name: null,
  last_name: null,
  date_of_birth: null,
  gender: null,
  how_did_you_hear: null,
  health_conditions: null,
  current_medications: null,
  health_consent_at: null,
  emergency_contact: null,
  emergency_phone: null,
  patient_notes: null,
  notes: null,
  cancellation_reason: null,
  idempotency_key: null,
  idempotency_fingerprint: null,
} as const;
