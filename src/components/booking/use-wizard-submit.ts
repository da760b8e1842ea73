// Booking the visit from the last step: the chosen service and time, the idempotency key (a retry never books
// twice). A refusal of the time (taken or closed meanwhile) goes back to the times, refreshed, with the reason; a
// refusal of fields shows their messages on their step.
import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { BookingConfirmation as Confirmation } from '../../shared/booking/booking-schema.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import { type BookingMessages, formErrors, toPayload } from './booking-form.ts';
import type { WizardChecks } from './use-wizard-checks.ts';
import type { useWizardDraft } from './use-wizard-draft.ts';
import type { WizardLists } from './use-wizard-lists.ts';

interface Wizard {
  draft: ReturnType<typeof useWizardDraft>;
  lists: WizardLists;
  checks: WizardChecks;
  messages: BookingMessages;
  locale: Locale;
}

export function useWizardSubmit({ draft, lists, checks, messages, locale }: Wizard) {
  const t = messages.booking;
  const [submitting, setSubmitting] = useState(false);
  const { form, goTo } = draft;

  async function submit() {
    if (submitting) return;
    const chosen = lists.services?.find((service) => service.id === form.service);
    if (!chosen) return checks.showErrors({ service: t.validation.service });
    if (!form.timeSlot) {
      checks.setSlotNotice(t.validation.slot);
      return goTo(4);
    }
    setSubmitting(true);
    checks.setFormError('');
    try {
      const payload = toPayload(form, chosen.name, draft.idempotencyKey, locale);
      const result = await sendJson<Confirmation>('POST', '/api/appointment-slots', payload, t.bookFailed);
      showToast({ type: 'success', title: t.booked, message: fill(t.bookedMessage, { reference: result.reference }) });
      draft.booked(result);
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(t.bookFailed, 0);
      console.error('Failed to book appointment:', failure.status, failure.message);
      showToast({ type: 'error', title: t.bookFailed, message: failure.message });
      if (failure.status === 409 || failure.status === 404) {
        draft.setForm((current) => ({ ...current, timeSlot: '' }));
        checks.setSlotNotice(failure.message);
        lists.refreshSlots();
        goTo(4);
      } else if (Object.keys(failure.fields).length > 0) {
        const { found, firstStep } = formErrors(failure.fields);
        checks.setFormError(failure.message);
        if (firstStep && firstStep !== draft.step) goTo(firstStep);
        checks.showErrors(found);
      } else {
        checks.setFormError(failure.message);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}
