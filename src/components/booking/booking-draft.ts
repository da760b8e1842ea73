// What survives a reload or Back: the wizard's entries in sessionStorage (this tab only, gone when it closes).
// Health information never leaves the live page: health conditions, medications, the consent tick and the free
// notes (which patients often use for symptoms) are left out of the draft and must be typed again after a reload.
import { type BookingForm, EMPTY_FORM, type Step } from './booking-form.ts';

const DRAFT_KEY = 'wedakama.booking.draft';
const CONFIRMATION_KEY = 'wedakama.booking.confirmation';

const NOT_STORED = ['healthConsent', 'healthConditions', 'currentMedications', 'notes'] as const;

export interface Draft {
  form: BookingForm;
  step: Step;
  /** Kept so a submit retried after a reload cannot book twice. */
  idempotencyKey: string;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the wizard still works, it just forgets on reload
  }
}

export function saveDraft(draft: Draft): void {
  const form: Partial<BookingForm> = { ...draft.form };
  for (const field of NOT_STORED) delete form[field];
  storage()?.setItem(DRAFT_KEY, JSON.stringify({ ...draft, form }));
}

export function loadDraft(): Draft | undefined {
  const text = storage()?.getItem(DRAFT_KEY);
  if (!text) return undefined;
  try {
    const saved = JSON.parse(text) as Partial<Draft>;
    const form = { ...EMPTY_FORM };
    for (const [key, value] of Object.entries(saved.form ?? {})) {
      if (key in form && !NOT_STORED.includes(key as (typeof NOT_STORED)[number]) && typeof value === 'string') {
        (form as Record<string, unknown>)[key] = value;
      }
    }
    const step = saved.step && saved.step >= 1 && saved.step <= 5 ? saved.step : 1;
    return { form, step, idempotencyKey: saved.idempotencyKey || crypto.randomUUID() };
  } catch {
    return undefined;
  }
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

export function saveConfirmation(confirmation: unknown): void {
  storage()?.setItem(CONFIRMATION_KEY, JSON.stringify(confirmation));
}

export function loadConfirmation<T>(): T | undefined {
  const text = storage()?.getItem(CONFIRMATION_KEY);
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function clearConfirmation(): void {
  storage()?.removeItem(CONFIRMATION_KEY);
}

/** After the patient cancels `reference`, /appointment in this tab must no longer say it is booked. */
export function forgetCancelledBooking(reference: string): void {
  if (loadConfirmation<{ reference?: string }>()?.reference === reference) clearConfirmation();
}

/** The draft to start from: the saved one, with ?center= and ?service= of a link applied over it. */
export function startingDraft(search: string): Draft {
  const draft = loadDraft();
  const params = new URLSearchParams(search);
  const form = { ...(draft?.form ?? EMPTY_FORM) };
  const center = params.get('center');
  if (center && center !== form.medicalCenter) {
    Object.assign(form, { medicalCenter: center, doctor: '', appointmentDate: '', timeSlot: '' });
  }
  const service = params.get('service');
  if (service) form.service = service;
  return { form, step: draft?.step ?? 1, idempotencyKey: draft?.idempotencyKey ?? crypto.randomUUID() };
}
