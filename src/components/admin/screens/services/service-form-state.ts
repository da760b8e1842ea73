// The service form's values as typed (numbers and benefits as text), filled from the service being edited or with
// the agreed defaults, and what the schema checks: benefits one per line, an empty number left for the schema to refuse.
import type { Service } from '../../../../shared/services/service.ts';
import { benefitsFromText, DEFAULT_ICON } from '../../../../shared/services/service-form.ts';

export interface ServiceFormState {
  name: string;
  subtitle: string;
  description: string;
  long_description: string;
  category: string;
  icon: string;
  benefits: string;
  duration: string;
  price: string;
  sessions: string;
  featured: boolean;
  available: boolean;
  image_url: string | null;
}

export type ServiceFieldName = keyof ServiceFormState & string;

/** Where focus goes first when several fields are in error. */
export const SERVICE_FIELD_ORDER: readonly ServiceFieldName[] = [
  'name',
  'description',
  'category',
  'duration',
  'price',
  'subtitle',
  'long_description',
  'icon',
  'sessions',
  'benefits',
];

export function initialServiceState(service?: Service): ServiceFormState {
  return {
    name: service?.name ?? '',
    subtitle: service?.subtitle ?? '',
    description: service?.description ?? '',
    long_description: service?.long_description ?? '',
    category: service?.category ?? 'traditional',
    icon: service?.icon ?? DEFAULT_ICON,
    benefits: service?.benefits.join('\n') ?? '',
    duration: String(service?.duration ?? 30),
    price: String(service?.price ?? 0),
    sessions: service?.sessions ?? '',
    featured: service?.featured ?? false,
    available: service?.available ?? true,
    image_url: service?.image_url ?? null,
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the schema of the form and the server is given. */
export function serviceInput(form: ServiceFormState) {
  return {
    ...form,
    benefits: benefitsFromText(form.benefits),
    duration: numberOf(form.duration),
    price: numberOf(form.price),
  };
}
