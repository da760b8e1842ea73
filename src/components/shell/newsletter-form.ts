// Newsletter sign-up in the browser. The browser checks the address with the same rule the server applies
// (src/shared/newsletter/newsletter-schema.ts shares its rule) without shipping zod to every page. Its texts are the
// page's, from the form's data-texts (NewsletterForm.astro).
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { isSingleEmail } from '../../shared/utils/text-rules.ts';
import { showToast } from '../../shared/utils/toast-store.ts';

interface Texts {
  required: string;
  invalid: string;
  success: string;
  failed: string;
  subscribed: string;
  couldNot: string;
}

function setup(form: HTMLFormElement): void {
  const t = JSON.parse(form.dataset.texts ?? '{}') as Texts;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const message = form.querySelector<HTMLElement>('.newsletter__message');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !message || !button) return;
  const say = (kind: 'success' | 'error', text: string) => {
    // The notice of an earlier plain post (shown by the address's #fragment) would contradict this answer.
    form.toggleAttribute('data-answered', true);
    message.dataset.kind = kind;
    message.textContent = text;
    input.setAttribute('aria-invalid', String(kind === 'error'));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!isSingleEmail(email)) {
      say('error', email ? t.invalid : t.required);
      input.focus();
      return;
    }
    button.disabled = true;
    try {
      await sendJson('POST', '/api/newsletter', { email }, t.couldNot);
      say('success', t.success);
      showToast({ type: 'success', title: t.subscribed, message: t.success });
      input.value = '';
    } catch (error) {
      say('error', error instanceof ApiError ? error.message : t.failed);
      input.focus();
    } finally {
      button.disabled = false;
    }
  });
}

export function initNewsletterForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) setup(form);
}
