// The words the events' script (event-registration.ts) shows, in the page's language, for UpcomingEvents.astro to
// write beside the list: every answer a registration can get (its field refusals and outcomes, and the refusal of
// a control character, which the API checks in every text) and the script's own few words, nothing else of the
// catalogue (docs/performance.md). Read at build time only: field-rules.ts brings
// zod, which must not reach the page's script.
import type { Messages } from '../../i18n/messages/index.ts';
import { type Catalogue, catalogueFor } from '../../i18n/translate.ts';
import { CONTROL_CHARACTER_MESSAGE } from '../../shared/field-rules.ts';
import { REGISTRATION_OUTCOMES } from '../../shared/volunteer/event-registration-rules.ts';

const SCRIPT_WORDS = [
  'volunteer.spotsLeft',
  'volunteer.fullyBooked',
  'volunteer.registering',
  'volunteer.confirmRegistration',
  'volunteer.registrationConfirmed',
  'volunteer.loadEventsFailed',
];

export function registrationTexts(messages: Messages): Catalogue {
  return catalogueFor(messages, [...Object.values(REGISTRATION_OUTCOMES), CONTROL_CHARACTER_MESSAGE, ...SCRIPT_WORDS]);
}
