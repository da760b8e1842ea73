// What the wizard holds across a reload (booking-draft.ts): the answers, the step, the idempotency key, and the
// confirmation once booked. Moving to another step (not the first load) focuses its heading, so screen readers hear
// where they are.
import { useEffect, useRef, useState } from 'react';
import type { BookingConfirmation as Confirmation } from '../../shared/booking/booking-schema.ts';
import {
  clearConfirmation,
  clearDraft,
  loadConfirmation,
  saveConfirmation,
  saveDraft,
  startingDraft,
} from './booking-draft.ts';
import { type BookingForm, EMPTY_FORM, type Step } from './booking-form.ts';

export function useWizardDraft() {
  const [form, setForm] = useState<BookingForm>(EMPTY_FORM);
  const [step, setStep] = useState<Step>(1);
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [ready, setReady] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore a draft (or the confirmation after a reload), then apply ?center= and ?service=.
  useEffect(() => {
    const booked = loadConfirmation<Confirmation>();
    if (booked?.appointment) setConfirmation(booked);
    const draft = startingDraft(window.location.search);
    setForm(draft.form);
    setStep(draft.step);
    setIdempotencyKey(draft.idempotencyKey);
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready && !confirmation) saveDraft({ form, step, idempotencyKey });
  }, [ready, form, step, idempotencyKey, confirmation]);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = (target: Step) => {
    moved.current = true;
    setStep(target);
  };

  /** The booking is made: the draft goes, the confirmation shows (and survives a reload). */
  function booked(result: Confirmation) {
    clearDraft();
    saveConfirmation(result);
    setConfirmation(result);
    window.scrollTo({ top: 0 });
  }

  function bookAnother() {
    clearConfirmation();
    setConfirmation(undefined);
    setForm(({ firstName, lastName, email, phone }) => ({ ...EMPTY_FORM, firstName, lastName, email, phone }));
    setIdempotencyKey(crypto.randomUUID());
    setStep(2);
  }

  return { form, setForm, step, goTo, idempotencyKey, ready, confirmation, booked, bookAnother, heading };
}
