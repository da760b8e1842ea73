// Content in the visitor's language (docs/i18n.md), for pages at build time: an English entry with its Sinhala or
// Tamil translation merged over it. A translation names only the fields it translates; a field it names must exist
// in the English file with the same kind of value, or the build stops naming the file and the field.
import { type CollectionEntry, type CollectionKey, getCollection, render } from 'astro:content';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { mergeTranslation, translationProblems } from './translation-merge.ts';

/** What a localized entry is shown in: its own translation (checked or not), or English as the fallback. */
export type TranslationState = 'original' | 'reviewed' | 'unreviewed' | 'missing';

export interface Localized<Entry extends CollectionEntry<CollectionKey>> {
  /** The English entry with the translated fields in place. */
  entry: Entry;
  /** The language the text is in: the page's when translated, English otherwise (for the `lang` attribute). */
  lang: Locale;
  state: TranslationState;
  /** Renders the Markdown body: the translation's when it has one. */
  render: () => ReturnType<typeof render>;
}

/** The path of an entry's translation: content/faq/how-to-book.md -> content/faq/si/how-to-book.md. */
export function translationPath(filePath: string, locale: Locale): string {
  const slash = filePath.lastIndexOf('/');
  return `${filePath.slice(0, slash)}/${locale}${filePath.slice(slash)}`;
}

let byPath: Promise<Map<string, CollectionEntry<'translations'>>> | undefined;
function translationsByPath() {
  byPath ??= getCollection('translations').then(
    (all) => new Map(all.map((translation) => [translation.filePath ?? translation.id, translation])),
  );
  return byPath;
}

/** One entry in the visitor's language (English entries are returned as they are). */
export async function localize<Entry extends CollectionEntry<CollectionKey>>(
  entry: Entry,
  locale: Locale,
): Promise<Localized<Entry>> {
  const own = { entry, lang: DEFAULT_LOCALE, render: () => render(entry) };
  if (locale === DEFAULT_LOCALE || !entry.filePath) return { ...own, state: 'original' };
  const file = translationPath(entry.filePath, locale);
  const translation = (await translationsByPath()).get(file);
  if (!translation) return { ...own, state: 'missing' };
  const { reviewed, ...fields } = translation.data;
  const problems = translationProblems(file, entry.data, fields);
  if (problems.length > 0)
    throw new Error(`Translations that do not match their English file:\n- ${problems.join('\n- ')}`);
  const hasBody = typeof translation.body === 'string' && translation.body.trim() !== '';
  return {
    entry: { ...entry, data: mergeTranslation(entry.data, fields) },
    lang: locale,
    state: reviewed ? 'reviewed' : 'unreviewed',
    render: () => (hasBody ? render(translation) : render(entry)),
  };
}

/** Every entry of a collection in the visitor's language. */
export async function localizeAll<Entry extends CollectionEntry<CollectionKey>>(
  entries: Entry[],
  locale: Locale,
): Promise<Localized<Entry>[]> {
  return Promise.all(entries.map((entry) => localize(entry, locale)));
}
