// The wizard's messages: one per field (in the page's language), the form's own (a refusal's), and the notice on the
// times (why the patient is back there). A change clears its fields' messages and the form's.
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { personalDetailsSchema } from '../../shared/booking/booking-schema.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { type BookingForm, type BookingMessages, type FieldErrors, formErrors } from './booking-form.ts';

export function useWizardChecks(setForm: Dispatch<SetStateAction<BookingForm>>, messages: BookingMessages) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [slotNotice, setSlotNotice] = useState('');

  const update = useCallback(
    (changes: Partial<BookingForm>) => {
      setForm((current) => ({ ...current, ...changes }));
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(changes)) delete next[key as keyof BookingForm];
        return next;
      });
      setFormError('');
    },
    [setForm],
  );

  /** Shows these messages and focuses the first one's field. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0] as keyof BookingForm | undefined;
    if (first) requestAnimationFrame(() => document.getElementById(`booking-${first}`)?.focus());
  }

  /** The first step's details checked with the server's schema; false after showing why not. */
  function personalValid(form: BookingForm): boolean {
    const result = personalDetailsSchema.safeParse({
      first_name: form.firstName,
      last_name: form.lastName,
      patient_email: form.email,
      patient_phone: form.phone,
      date_of_birth: form.dateOfBirth,
      gender: form.gender,
    });
    if (!result.success) showErrors(formErrors(fieldMessages(result.error), messages).found);
    return result.success;
  }

  return { errors, showErrors, personalValid, formError, setFormError, slotNotice, setSlotNotice, update };
}

export type WizardChecks = ReturnType<typeof useWizardChecks>;
