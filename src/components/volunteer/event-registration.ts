// What JavaScript adds to the events of /volunteer (UpcomingEvents.astro), whose forms also work without it: the
// places left from the database once the list comes into view, and registration in place: the form is checked
// with the server's words (event-registration-rules.ts, no zod), sent as JSON, and answered in the card. The
// server decides; its refusals (a full event, an address already registered) are shown where the visitor is. The
// texts are the page's, read from the JSON UpcomingEvents.astro writes beside the list (docs/i18n.md).
import { type Catalogue, fill, translateMessage } from '../../i18n/translate.ts';
import { ApiError, getJson, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import {
  type RegistrationField,
  type RegistrationValues,
  registrationErrors,
} from '../../shared/volunteer/event-registration-rules.ts';

const FIELDS: RegistrationField[] = ['name', 'email', 'phone', 'message'];

/** The texts the script shows (registration-texts.ts, written into the page by UpcomingEvents.astro). */
interface Texts extends Catalogue {
  volunteer: {
    registration: { registered: string };
    spotsLeft: string;
    fullyBooked: string;
    registering: string;
    confirmRegistration: string;
    registrationConfirmed: string;
    loadEventsFailed: string;
  };
}

interface EventPlaces {
  id: string;
  volunteers_needed: number;
  spots_left: number;
}

function showPlaces(card: HTMLElement, needed: number, left: number, texts: Texts): void {
  const spots = card.querySelector<HTMLElement>('[data-spots]');
  if (!spots) return;
  spots.textContent = left === 0 ? texts.volunteer.fullyBooked : fill(texts.volunteer.spotsLeft, { left, needed });
  spots.classList.toggle('event__spots--full', left === 0);
  const registration = card.querySelector<HTMLDetailsElement>('[data-registration]');
  // A full event offers no form, unless the visitor has it open and reads its answer (the last place taken, or
  // "this event is full").
  if (registration && left === 0 && !registration.open) registration.hidden = true;
}

async function refreshPlaces(root: HTMLElement, texts: Texts): Promise<void> {
  const note = root.querySelector<HTMLElement>('[data-events-note]');
  try {
    const { data } = await getJson<{ data: EventPlaces[] }>(
      '/api/volunteer?action=get-events&upcoming=true',
      texts.volunteer.loadEventsFailed,
    );
    for (const event of data) {
      const card = root.querySelector<HTMLElement>(`[data-event="${CSS.escape(event.id)}"]`);
      if (card) showPlaces(card, event.volunteers_needed, event.spots_left, texts);
    }
    if (note) note.hidden = true;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (note) note.hidden = false;
  }
}

function showErrors(form: HTMLFormElement, errors: Partial<Record<string, string>>, texts: Texts): void {
  for (const field of FIELDS) {
    const input = form.elements.namedItem(field);
    const message = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) || !message) continue;
    const error = errors[field];
    message.textContent = error ? translateMessage(error, texts) : '';
    message.hidden = !error;
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', message.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
  const first = FIELDS.find((field) => errors[field]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

function enhance(form: HTMLFormElement, card: HTMLElement, root: HTMLElement, texts: Texts): void {
  // The script shows the server's words; the browser's own bubbles are for pages without it.
  form.noValidate = true;
  const formError = form.querySelector<HTMLElement>('[data-form-error]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const setFormError = (message: string) => {
    if (!formError) return;
    formError.textContent = message;
    formError.hidden = message === '';
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit?.disabled) return;
    setFormError('');
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const values: RegistrationValues = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
    };
    const errors = registrationErrors(values);
    showErrors(form, errors, texts);
    if (Object.keys(errors).length > 0) return;

    if (submit) {
      submit.disabled = true;
      submit.textContent = texts.volunteer.registering;
    }
    try {
      const { data: place } = await sendJson<{ data: { spots_left: number } }>(
        'POST',
        '/api/volunteer?action=register-event',
        { ...values, event_id: text('event_id') },
        translateMessage('volunteer.registration.failed', texts),
      );
      const message = texts.volunteer.registration.registered;
      const registered = card.querySelector<HTMLElement>('[data-registered]');
      if (registered) {
        registered.textContent = message;
        registered.hidden = false;
      }
      form.remove();
      showToast({ type: 'success', title: texts.volunteer.registrationConfirmed, message });
      const needed = Number(card.querySelector<HTMLElement>('[data-spots]')?.dataset.needed);
      showPlaces(card, needed, place.spots_left, texts);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showErrors(form, error.fields, texts);
      setFormError(error.message);
      if (error.status === 409) void refreshPlaces(root, texts);
    } finally {
      if (submit) {
        submit.disabled = false;
        submit.textContent = texts.volunteer.confirmRegistration;
      }
    }
  });
}

export function initEventRegistration(): void {
  const root = document.querySelector<HTMLElement>('[data-events]');
  const textsJson = document.querySelector('[data-registration-texts]')?.textContent;
  if (!root || !textsJson) return;
  const texts = JSON.parse(textsJson) as Texts;
  for (const form of root.querySelectorAll<HTMLFormElement>('[data-registration-form]')) {
    const card = form.closest<HTMLElement>('[data-event]');
    if (card) enhance(form, card, root, texts);
  }
  // The places are asked for when the list is about to be seen, not by every visit that never scrolls to it.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void refreshPlaces(root, texts);
    },
    { rootMargin: '200px' },
  );
  observer.observe(root);
}
