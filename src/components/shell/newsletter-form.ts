// Newsletter sign-up in the browser. The browser checks the address with the same rule the server applies
// (src/server/newsletter/newsletter-schema.ts shares its message and pattern) without shipping zod to every page.
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { NEWSLETTER_MESSAGES } from '../../lib/newsletter-rules.ts';
import { isSingleEmail } from '../../lib/text-rules.ts';
import { showToast } from '../../lib/toast-store.ts';

function setup(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const message = form.querySelector<HTMLElement>('.newsletter__message');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !message || !button) return;
  const say = (kind: 'success' | 'error', text: string) => {
    message.dataset.kind = kind;
    message.textContent = text;
    input.setAttribute('aria-invalid', String(kind === 'error'));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!isSingleEmail(email)) {
      say('error', email ? NEWSLETTER_MESSAGES.invalid : NEWSLETTER_MESSAGES.required);
      input.focus();
      return;
    }
    button.disabled = true;
    try {
      await sendJson('POST', '/api/newsletter', { email }, 'Could not subscribe');
      say('success', NEWSLETTER_MESSAGES.success);
      showToast({ type: 'success', title: 'Subscribed', message: NEWSLETTER_MESSAGES.success });
      input.value = '';
    } catch (error) {
      say('error', error instanceof ApiError ? error.message : NEWSLETTER_MESSAGES.failed);
      input.focus();
    } finally {
      button.disabled = false;
    }
  });
}

export function initNewsletterForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) setup(form);
}
