// The wizard's messages: one per field (the form hook's, in the page's language, focus on the topmost in step
// order), the form's own (a refusal's), and the notice on the times (why the patient is back there). A change clears
// its fields' messages and the form's. Not the hook's live revalidation: a message goes as soon as its field changes.
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { personalDetailsSchema } from '../../shared/booking/booking-schema.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { useForm } from '../forms/use-form.ts';
import { type BookingForm, type BookingMessages, formErrors, STEP_FIELDS } from './booking-form.ts';

export function useWizardChecks(setForm: Dispatch<SetStateAction<BookingForm>>, messages: BookingMessages) {
  const { errors, showErrors, clearError } = useForm<keyof BookingForm>({
    idPrefix: 'booking',
    steps: STEP_FIELDS,
    messages,
  });
  const [formError, setFormError] = useState('');
  const [slotNotice, setSlotNotice] = useState('');

  const update = useCallback(
    (changes: Partial<BookingForm>) => {
      setForm((current) => ({ ...current, ...changes }));
      for (const key of Object.keys(changes)) clearError(key as keyof BookingForm);
      setFormError('');
    },
    [setForm, clearError],
  );

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
    if (!result.success) showErrors(formErrors(fieldMessages(result.error)).found);
    return result.success;
  }

  return { errors, showErrors, personalValid, formError, setFormError, slotNotice, setSlotNotice, update };
}

export type WizardChecks = ReturnType<typeof useWizardChecks>;
