// Step 5's service, named in the page's language. The API orders them by English name (docs/api.md "The booking's
// service list"); a Sinhala or Tamil reader looks for the name in their own alphabet's order.
import { LOCALE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Service } from '../../shared/services/service.ts';
import Field from '../forms/Field.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import type { BookingForm, BookingMessages, FieldErrors, Loadable, ServiceNames } from './booking-form.ts';
import { inPageLanguage } from './page-language.ts';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  services: Loadable<Service>;
  onRetry: () => void;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
  locale: Locale;
  serviceNames: ServiceNames;
}

export default function ServiceChoice({ form, errors, services, onRetry, update, t, locale, serviceNames }: Props) {
  const named = (services ?? []).map((service) => ({
    id: service.id,
    ...inPageLanguage(serviceNames[service.name], service.name, locale),
  }));
  if (locale !== 'en') named.sort((a, b) => a.text.localeCompare(b.text, LOCALE_TAGS[locale]));
  return (
    <>
      {services === null && <LoadFailed message={t.servicesFailed} retryLabel={t.retry} onRetry={onRetry} />}
      <Field id="booking-service" label={t.service} required error={errors.service}>
        {(aria) => (
          <select
            {...aria}
            value={form.service}
            onChange={(e) => update({ service: e.target.value })}
            disabled={!services}
          >
            <option value="">{services === undefined ? t.loadingServices : t.selectService}</option>
            {named.map((service) => (
              <option key={service.id} value={service.id} lang={service.lang}>
                {service.text}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
