// The one lifecycle of every form (docs/decisions/forms.md): check the values with the schema the server uses,
// show one message per field and move focus to the first one in error (WCAG: errors are announced and reachable),
// send, and on a refusal show the server's per-field messages the same way plus a toast with its message.
// Schemas yield message keys; the form shows them in the page's language (docs/i18n.md), from the catalogue areas
// the page passed to the island.
// A form of several steps (`steps`) checks one step at a time (`checkStep`); with live revalidation (`live`) a
// field's message, once on show, follows the typing: it is worked out again from the schema at every change.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { type Catalogue, translateMessage } from '../../i18n/translate.ts';
import { fieldMessages, pathMessages } from '../../shared/field-messages.ts';
import { ApiError } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The toast for a failure whose title depends on the error (the sign-in's refusal or an unexpected error). */
type FailureToast = (error: unknown) => { title: string; message?: string };

export interface FormOptions<Field extends string> {
  /** Each input's id is `${idPrefix}-${field}`. */
  idPrefix: string;
  /** The fields in the order they appear, so focus goes to the topmost error (zod's order otherwise). */
  order?: readonly Field[];
  /** The catalogue areas the schema's message keys point into, in the page's language. */
  messages: Catalogue;
  /** Told of the messages before focus moves: a form of several steps shows the step of the first one. */
  onErrors?: (found: FieldErrors<Field>) => void;
  /** The fields of each step, in order (a wizard); the order of focus unless `order` is given. */
  steps?: readonly (readonly Field[])[];
  /**
   * Live revalidation: the schema and the values as the inputs hold them. Checking shows the messages of the step
   * (or, without steps, of the form) the first refused field is on; from then on they follow the typing.
   */
  live?: { schema: z.ZodType<unknown>; values: unknown };
  /** The id focus goes to for a field whose input is not `${idPrefix}-${field}` (the first star of a rating). */
  inputId?: (field: Field) => string | undefined;
  /** The values nest: a message per whole path (`retention.records`), not per top-level field. */
  nested?: boolean;
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
  /**
   * Runs the call with `sending` set; a failure shows the server's field messages and a toast titled `failure` (the
   * server's message under it), or the toast `failure` makes of the error.
   */
  send: <Answer>(
    call: () => Promise<Answer>,
    failure: string | FailureToast,
  ) => Promise<{ answer: Answer } | undefined>;
  /** The wiring each of the form's fields repeats: its id (where focus goes), its name and its message. */
  field: <Name extends Field>(name: Name) => { id: string; name: Name; error: string | undefined };
  /** With `steps` and `live`: true when this step's fields are valid, else its messages show and focus moves. */
  checkStep: (step: number) => boolean;
}

export function useForm<Field extends string>({
  idPrefix,
  order,
  messages,
  onErrors,
  steps,
  live,
  inputId,
  nested,
}: FormOptions<Field>): Form<Field> {
  /** The messages set by a check or the server (with `live`, the server's only), in the page's language. */
  const [shownErrors, setErrors] = useState<FieldErrors<Field>>({});
  /** With `live`: the fields whose schema messages are on show. */
  const [revealed, setRevealed] = useState<readonly Field[]>([]);
  const [sending, setSending] = useState(false);
  const orderRef = useRef(order ?? steps?.flat());
  orderRef.current = order ?? steps?.flat();
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const liveRef = useRef(live);
  liveRef.current = live;
  const inputIdRef = useRef(inputId);
  inputIdRef.current = inputId;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const onErrorsRef = useRef(onErrors);
  onErrorsRef.current = onErrors;

  const firstOf = useCallback(
    (found: FieldErrors<Field>) => (orderRef.current ?? (Object.keys(found) as Field[])).find((field) => found[field]),
    [],
  );

  /** With `live`: the messages of the step the first refused field is on (of every field, without steps) show. */
  const reveal = useCallback((found: FieldErrors<Field>, first: Field | undefined) => {
    if (!liveRef.current || !first) return;
    const fields = stepsRef.current?.find((step) => step.includes(first)) ?? (Object.keys(found) as Field[]);
    setRevealed((current) => [...new Set([...current, ...fields])]);
  }, []);

  /** Told of the messages, then focus on the first, after the render that shows them (its step, its message). */
  const announce = useCallback(
    (found: FieldErrors<Field>, first: Field | undefined) => {
      onErrorsRef.current?.(found);
      const id = first && (inputIdRef.current?.(first) ?? `${idPrefix}-${first}`);
      if (id) requestAnimationFrame(() => document.getElementById(id)?.focus());
    },
    [idPrefix],
  );

  const showErrors = useCallback(
    (found: FieldErrors<Field>) => {
      const texts = Object.entries(found).map(([field, key]) => [
        field,
        typeof key === 'string' ? translateMessage(key, messagesRef.current) : key,
      ]);
      setErrors(Object.fromEntries(texts) as FieldErrors<Field>);
      const first = firstOf(found);
      reveal(found, first);
      announce(found, first);
    },
    [firstOf, reveal, announce],
  );

  const clearError = useCallback((field: Field) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const liveSchema = live?.schema;
  const liveValues = live?.values;
  const liveErrors = useMemo((): FieldErrors<Field> => {
    const parsed = liveSchema?.safeParse(liveValues);
    return parsed && !parsed.success ? (fieldMessages(parsed.error) as FieldErrors<Field>) : {};
  }, [liveSchema, liveValues]);

  const check = <Output>(schema: z.ZodType<Output>, input: unknown): Output | undefined => {
    const parsed = schema.safeParse(input);
    // With `live`, a message of the server's holds until its field changes: the form is not sent again meanwhile.
    const held = live ? Object.fromEntries(Object.entries(shownErrors).filter(([, text]) => text)) : {};
    const messagesOf = nested ? pathMessages : fieldMessages;
    const found = { ...(parsed.success ? {} : messagesOf(parsed.error)), ...held } as FieldErrors<Field>;
    if (parsed.success && Object.keys(found).length === 0) {
      setErrors({});
      return parsed.data;
    }
    if (!live) return void showErrors(found);
    const first = firstOf(found);
    reveal(found, first);
    announce(found, first);
    return undefined;
  };

  const checkStep = (step: number): boolean => {
    // The schema's messages for the values now, and a server's that holds until its field changes.
    const fields = steps?.[step] ?? [];
    const found = Object.fromEntries(
      fields.flatMap((field) => {
        const message = shownErrors[field] ?? liveErrors[field];
        return message ? [[field, message]] : [];
      }),
    ) as FieldErrors<Field>;
    const first = firstOf(found);
    if (!first) return true;
    reveal(found, first);
    announce(found, first);
    return false;
  };

  // With `live`, a field's message on show: the server's, else the schema's for the values now.
  const errors: FieldErrors<Field> = live
    ? (Object.fromEntries(
        [...new Set([...(Object.keys(shownErrors) as Field[]), ...revealed])].flatMap((field) => {
          const text =
            shownErrors[field] ??
            (revealed.includes(field) && liveErrors[field]
              ? translateMessage(liveErrors[field], messagesRef.current)
              : undefined);
          return text ? [[field, text]] : [];
        }),
      ) as FieldErrors<Field>)
    : shownErrors;

  const send = async <Answer>(call: () => Promise<Answer>, failure: string | FailureToast) => {
    setSending(true);
    try {
      return { answer: await call() };
    } catch (error) {
      const refused = error instanceof ApiError ? error : undefined;
      if (refused && Object.keys(refused.fields).length > 0) showErrors(refused.fields as FieldErrors<Field>);
      const toast = typeof failure === 'string' ? { title: failure, message: refused?.message } : failure(error);
      showToast({ type: 'error', ...toast });
      return undefined;
    } finally {
      setSending(false);
    }
  };

  const field = <Name extends Field>(name: Name) => ({ id: `${idPrefix}-${name}`, name, error: errors[name] });

  return { errors, sending, showErrors, clearError, check, send, field, checkStep };
}
