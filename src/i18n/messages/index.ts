// The three catalogues, for pages at build time and for the server (docs/i18n.md). Islands never import this file:
// a page passes an island the areas it needs in the page's language, so no language's texts reach a phone twice.
// The texts are data, one JSON file per language with the areas as its top-level keys; what each area covers and
// what a key's placeholders stand for is in docs/i18n.md.
import { GENDER_LABELS, HEARD_FROM_LABELS, PREFERRED_LANGUAGE_LABELS } from '../../shared/enums.ts';
import type { Locale } from '../locales.ts';
import englishTexts from './en.json' with { type: 'json' };
import si from './si.json' with { type: 'json' };
import ta from './ta.json' with { type: 'json' };

// English names the stored choices (gender, language, how the patient heard of us) with the labels staff read,
// kept beside their enums; Sinhala and Tamil translate them in their own files.
const en = {
  ...englishTexts,
  booking: {
    ...englishTexts.booking,
    genders: GENDER_LABELS,
    languages: PREFERRED_LANGUAGE_LABELS,
    heardFrom: HEARD_FROM_LABELS,
  },
};

/** Every interface text of the site, by area: English's keys are the contract every language's catalogue keeps. */
export type Messages = typeof en;
// The type refuses a catalogue missing a key English has; tests/unit/message-catalogues.test.ts one with a key more.
export const catalogues: Record<Locale, Messages> = { en, si, ta };

export function messagesFor(locale: Locale | string | undefined): Messages {
  return catalogues[locale === 'si' || locale === 'ta' ? locale : 'en'];
}
