// The one lifecycle of every form (docs/decisions/forms.md): check the values with the schema the server uses,
// show one message per field and move focus to the first one in error (WCAG: errors are announced and reachable),
// send, and on a refusal show the server's per-field messages the same way plus a toast with its message.
// Schemas yield message keys; the form shows them in the page's language (docs/i18n.md), from the catalogue areas
// the page passed to the island.
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { type Catalogue, translateMessage } from '../../i18n/translate.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { ApiError } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface FormOptions<Field extends string> {
  /** Each input's id is `${idPrefix}-${field}`. */
  idPrefix: string;
  /** The fields in the order they appear, so focus goes to the topmost error (zod's order otherwise). */
  order?: readonly Field[];
  /** The catalogue areas the schema's message keys point into, in the page's language. */
  messages: Catalogue;
  /** Told of the messages before focus moves: a form of several steps shows the step of the first one. */
  onErrors?: (found: FieldErrors<Field>) => void;
}

export interface Form<Field extends string> {
  errors: FieldErrors<Field>;
  sending: boolean;
  /** Shows these messages (replacing the others) and focuses the first field in error. */
  showErrors: (found: FieldErrors<Field>) => void;
  /** The field was changed: its message goes. */
  clearError: (field: Field) => void;
  /** The parsed values, or undefined after showing why not. */
  check: <Output>(schema: z.ZodType<Output>, input: unknown) => Output | undefined;
  /** Runs the call with `sending` set; a failure shows the server's field messages and a toast titled `failure`. */
  send: <Answer>(call: () => Promise<Answer>, failure: string) => Promise<{ answer: Answer } | undefined>;
  /** The wiring each of the form's fields repeats: its id (where focus goes), its name and its message. */
  field: <Name extends Field>(name: Name) => { id: string; name: Name; error: string | undefined };
}

export function useForm<Field extends string>({
  idPrefix,
  order,
  messages,
  onErrors,
}: FormOptions<Field>): Form<Field> {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const orderRef = useRef(order);
  orderRef.current = order;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const onErrorsRef = useRef(onErrors);
  onErrorsRef.current = onErrors;

  const showErrors = useCallback(
    (found: FieldErrors<Field>) => {
      const texts = Object.entries(found).map(([field, key]) => [
        field,
        typeof key === 'string' ? translateMessage(key, messagesRef.current) : key,
      ]);
      setErrors(Object.fromEntries(texts) as FieldErrors<Field>);
      onErrorsRef.current?.(found);
      const fields = orderRef.current ?? (Object.keys(found) as Field[]);
      const first = fields.find((field) => found[field]);
      // After the render that shows the messages, so the input is there and described by its message.
      if (first) requestAnimationFrame(() => document.getElementById(`${idPrefix}-${first}`)?.focus());
    },
    [idPrefix],
  );

  const clearError = useCallback((field: Field) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const check = <Output>(schema: z.ZodType<Output>, input: unknown): Output | undefined => {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    showErrors(fieldMessages(parsed.error) as FieldErrors<Field>);
    return undefined;
  };

  const send = async <Answer>(call: () => Promise<Answer>, failure: string) => {
    setSending(true);
    try {
      return { answer: await call() };
    } catch (error) {
      const refused = error instanceof ApiError ? error : undefined;
      if (refused && Object.keys(refused.fields).length > 0) showErrors(refused.fields as FieldErrors<Field>);
      showToast({ type: 'error', title: failure, message: refused?.message });
      return undefined;
    } finally {
      setSending(false);
    }
  };

  const field = <Name extends Field>(name: Name) => ({ id: `${idPrefix}-${name}`, name, error: errors[name] });

  return { errors, sending, showErrors, clearError, check, send, field };
}
