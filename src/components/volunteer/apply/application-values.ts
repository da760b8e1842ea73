// The volunteer application's answers, its four steps and what each step shows (src/components/volunteer/apply/).
import { type VOLUNTEER_COMMITMENTS, VOLUNTEER_EVENT_TYPES } from '../../../content-schemas/volunteer-fields.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import type { IconDrawing } from '../../../shared/utils/icons.ts';
import type { ApplicationField } from '../../../shared/volunteer/application-schema.ts';

export interface ProgramOption {
  id: string;
  title: string;
  duration: string;
  commitment: (typeof VOLUNTEER_COMMITMENTS)[number];
  /** The programme's icon, drawn when the page is built. */
  icon: IconDrawing;
  /** The language of the title and duration (English when the programme has no translation yet). */
  lang: Locale;
}

export type Values = {
  [K in Exclude<ApplicationField, 'agreement_accepted' | 'event_type'>]: string;
} & { agreement_accepted: boolean; event_type: string | null };

export const EMPTY: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  date_of_birth: '',
  nationality: '',
  country: '',
  city: '',
  program_id: '',
  preferred_start_date: '',
  duration: '',
  flexibility: '',
  relevant_experience: '',
  motivation: '',
  expectations: '',
  previous_volunteering: '',
  medical_conditions: '',
  dietary_requirements: '',
  emergency_contact_name: '',
  emergency_contact_phone: '',
  emergency_contact_relation: '',
  agreement_accepted: false,
  event_type: null,
};

export const STEPS: { key: keyof Messages['volunteer']['steps']; fields: ApplicationField[] }[] = [
  {
    key: 'personal',
    fields: ['first_name', 'last_name', 'email', 'phone', 'date_of_birth', 'nationality', 'country', 'city'],
  },
  { key: 'program', fields: ['program_id', 'preferred_start_date', 'duration', 'flexibility'] },
  { key: 'motivation', fields: ['relevant_experience', 'motivation', 'expectations'] },
  {
    key: 'additional',
    fields: [
      'previous_volunteering',
      'medical_conditions',
      'dietary_requirements',
      'emergency_contact_name',
      'emergency_contact_phone',
      'emergency_contact_relation',
      'agreement_accepted',
      'event_type',
    ],
  },
];
export const LAST_STEP = STEPS.length;

export const isEventType = (value: string | null): value is (typeof VOLUNTEER_EVENT_TYPES)[number] =>
  (VOLUNTEER_EVENT_TYPES as readonly (string | null)[]).includes(value);
export type TextName = Exclude<keyof Values, 'agreement_accepted' | 'event_type'>;

/** What every step receives from the form. */
export interface StepProps {
  values: Values;
  /** Each field's message, already in the page's language. */
  errors: Partial<Record<string, string>>;
  /** The props of a text input, select or textarea bound to `name`. */
  text: (name: TextName) => {
    id: string;
    name: TextName;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  /** The props of a TextField bound to `name`, with its message. */
  field: (name: TextName) => {
    id: string;
    name: TextName;
    value: string;
    onValue: (value: string) => void;
    error: string | undefined;
  };
  set: <K extends keyof Values>(name: K, value: Values[K]) => void;
  /** The volunteer area's texts in the page's language. */
  t: Messages['volunteer'];
}
