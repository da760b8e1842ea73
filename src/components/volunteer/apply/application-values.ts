// The volunteer application's answers, its four steps and what each step shows (src/components/volunteer/apply/).
import { VOLUNTEER_EVENT_TYPES } from '../../../content-schemas/volunteer-fields.ts';
import type { VOLUNTEER_DURATIONS } from '../../../shared/enums.ts';
import type { ApplicationField } from '../../../shared/volunteer/application-schema.ts';

export interface ProgramOption {
  id: string;
  title: string;
  duration: string;
  commitment: string;
  image: string;
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

export const STEPS: { title: string; fields: ApplicationField[] }[] = [
  {
    title: 'Personal Information',
    fields: ['first_name', 'last_name', 'email', 'phone', 'date_of_birth', 'nationality', 'country', 'city'],
  },
  { title: 'Program Selection & Timing', fields: ['program_id', 'preferred_start_date', 'duration', 'flexibility'] },
  { title: 'Experience & Motivation', fields: ['relevant_experience', 'motivation', 'expectations'] },
  {
    title: 'Additional Information & Emergency Contact',
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

export const DURATION_LABELS: Record<(typeof VOLUNTEER_DURATIONS)[number], string> = {
  '2-weeks': '2 weeks',
  '1-month': '1 month',
  '2-months': '2 months',
  '3-months': '3 months',
  '6-months': '6 months',
  flexible: 'Flexible',
};

export const isEventType = (value: string | null): value is (typeof VOLUNTEER_EVENT_TYPES)[number] =>
  (VOLUNTEER_EVENT_TYPES as readonly (string | null)[]).includes(value);
export type TextField = Exclude<keyof Values, 'agreement_accepted' | 'event_type'>;

/** What every step receives from the form. */
export interface StepProps {
  values: Values;
  errors: Record<string, string>;
  /** The props of a text input, select or textarea bound to `name`. */
  text: (name: TextField) => {
    id: string;
    name: TextField;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  set: <K extends keyof Values>(name: K, value: Values[K]) => void;
}
