// Step 5: the service, then optional details. Health information is asked only after an explicit consent tick,
// is sent only with it, and is never saved on the device (booking-draft.ts).
import type { Locale } from '../../i18n/locales.ts';
import type { Doctor, MedicalCenter } from '../../shared/booking/catalogue.ts';
import type { Service } from '../../shared/services/service.ts';
import type { BookingForm, BookingMessages, CenterTexts, FieldErrors, Loadable, ServiceNames } from './booking-form.ts';
import HealthDetails from './HealthDetails.tsx';
import MessageChoices from './MessageChoices.tsx';
import ServiceChoice from './ServiceChoice.tsx';
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
  return (
    <div>
      <ServiceSummary {...props} />

      <ServiceChoice {...props} />

      <VisitDetails {...props} />

      <HealthDetails {...props} />
      <MessageChoices {...props} />
    </div>
  );
}
