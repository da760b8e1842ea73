// Turning catalogue entries into text (docs/i18n.md): placeholders, plurals and the message keys zod schemas yield.
// Browser-safe and tiny, so an island that receives its messages as props needs nothing more.
import { LOCALE_TAGS, type Locale } from './locales.ts';

type Values = Record<string, string | number>;

/** fill('Book with {name}', { name: 'Dr Perera' }) -> 'Book with Dr Perera'. An unknown placeholder stays as written. */
export function fill(template: string, values: Values = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A count's form: plural('si', 3, { one: '{count} …', other: '{count} …' }). Sinhala and Tamil have one and other. */
export function plural(locale: Locale, count: number, forms: { one: string; other: string }): string {
  const form = new Intl.PluralRules(LOCALE_TAGS[locale]).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count });
}

/**
 * A validation message as a key with values: messageKey('validation.tooLong', { max: 100 }) ->
 * 'validation.tooLong?max=100'. zod schemas in src/shared carry these; forms and the API turn them into text.
 */
export function messageKey(key: string, values?: Values): string {
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}`;
}

/** A nested catalogue (or part of one): `{ area: { name: 'text' | { … } } }`. */
export interface Catalogue {
  [name: string]: string | Catalogue;
}

/**
 * The text of a message key in a catalogue: 'validation.tooLong?max=100' -> 'Please keep this under 100 characters'.
 * Anything that is not a known key (a plain English message not yet turned into a key, a server's own text) is
 * returned as it is.
 */
export function translateMessage(message: string, catalogue: Catalogue): string {
  const [path = '', query] = message.split('?', 2);
  let node: string | Catalogue | undefined = catalogue;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return message;
  return fill(node, Object.fromEntries(new URLSearchParams(query ?? '')));
}

/**
 * The part of a catalogue that holds the texts of these message keys (values after `?` left out), for a page script
 * that can only be answered with them: `/volunteer` wrote all of `fields` (labels, the newsletter's words) for the
 * few refusals its registration can meet (docs/performance.md). A key without a text
 * is a mistake in the list, so it throws and fails the build.
 */
export function catalogueFor(catalogue: Catalogue, keys: readonly string[]): Catalogue {
  const part: Catalogue = {};
  for (const key of keys) {
    const names = (key.split('?', 1)[0] ?? '').split('.');
    const last = names.pop() ?? '';
    let from: string | Catalogue | undefined = catalogue;
    let to = part;
    for (const name of names) {
      from = typeof from === 'object' ? from[name] : undefined;
      const next: string | Catalogue = to[name] ?? {};
      if (typeof next === 'string') throw new Error(`${key}: ${name} is a text, not a part of the catalogue`);
      to[name] = next;
      to = next;
    }
    const text = typeof from === 'object' ? from[last] : undefined;
    if (typeof text !== 'string') throw new Error(`${key} has no text in the catalogue`);
    to[last] = text;
  }
  return part;
}
