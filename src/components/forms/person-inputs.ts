// How the browser fills a person's name, e-mail and phone and which keyboard a phone shows: the same in every form.
import type { TextFieldProps } from './TextField.tsx';

export const PERSON_INPUTS = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const satisfies Record<string, Partial<TextFieldProps>>;
