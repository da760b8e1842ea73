// Step 5: the service, then optional details. Health information is asked only after an explicit consent tick,
// is sent only with it, and is never saved on the device (booking-draft.ts).
import { LOCALE_TAGS, type Locale } from '../../i18n/locales.ts';
import type { Doctor, MedicalCenter } from '../../shared/booking/catalogue.ts';
import type { Service } from '../../shared/services/service.ts';
import Field from '../forms/Field.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import type { BookingForm, BookingMessages, CenterTexts, FieldErrors, Loadable, ServiceNames } from './booking-form.ts';
import HealthDetails from './HealthDetails.tsx';
import MessageChoices from './MessageChoices.tsx';
import { inPageLanguage } from './page-language.ts';
import ServiceSummary from './ServiceSummary.tsx';
import VisitDetails from './VisitDetails.tsx';

interface Props {
  form: BookingForm;
  errors: FieldErrors;
  services: Loadable<Service>;
  onRetry: () => void;
  centers: Loadable<MedicalCenter>;
  doctors: Loadable<Doctor>;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
}

export default function ServiceStep(props: Props) {
  const { form, errors, services, onRetry, update, t, locale, serviceNames } = props;
  // The API orders them by English name (docs/api.md "The booking's service list"); a Sinhala or Tamil reader
  // looks for the name in their own alphabet's order.
  const named = (services ?? []).map((service) => ({
    id: service.id,
    ...inPageLanguage(serviceNames[service.name], service.name, locale),
  }));
  if (locale !== 'en') named.sort((a, b) => a.text.localeCompare(b.text, LOCALE_TAGS[locale]));
  return (
    <div>
      <ServiceSummary {...props} />

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

      <VisitDetails {...props} />

      <HealthDetails {...props} />
      <MessageChoices {...props} />
    </div>
  );
}
