// The wizard's current step, with what it chooses from (use-wizard-lists.ts) and its messages.
import { lazy, Suspense } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, CenterTexts, ServiceNames, Step } from './booking-form.ts';
import CenterStep from './CenterStep.tsx';
import DateTimeStep from './DateTimeStep.tsx';
import DoctorStep from './DoctorStep.tsx';
import PersonalStep from './PersonalStep.tsx';
import ServiceStep from './ServiceStep.tsx';
import type { WizardChecks } from './use-wizard-checks.ts';
import type { WizardLists } from './use-wizard-lists.ts';

// Loaded only when the chosen day is full: most bookings never need it.
const JoinWaitlist = lazy(() => import('./JoinWaitlist.tsx'));

interface Props {
  step: Step;
  form: BookingForm;
  lists: WizardLists;
  checks: WizardChecks;
  messages: BookingMessages;
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
  goTo: (step: Step) => void;
}

export default function WizardStep({ step, form, lists, checks, messages, goTo, ...texts }: Props) {
  const t = messages.booking;
  const { update, errors } = checks;
  /** What every step takes: the answers so far, how to change them, and the page's texts. */
  const stepProps = { form, update, t, ...texts };
  const { services, retry } = lists;
  if (step === 1) return <PersonalStep {...stepProps} errors={errors} />;
  if (step === 2) return <CenterStep {...stepProps} centers={lists.centers} onRetry={retry.centers} />;
  if (step === 3)
    return <DoctorStep {...stepProps} doctors={lists.doctors} onRetry={retry.doctors} onChangeCenter={() => goTo(2)} />;
  if (step === 4)
    return (
      <DateTimeStep
        {...stepProps}
        days={lists.days}
        slots={lists.slots}
        retry={{ days: retry.days, slots: retry.slots }}
        notice={checks.slotNotice}
        waitlist={
          services && (
            <Suspense fallback={<p className={styles.loading}>{t.loadingSlots}</p>}>
              <JoinWaitlist
                form={form}
                services={services}
                messages={messages}
                locale={texts.locale}
                serviceNames={texts.serviceNames}
              />
            </Suspense>
          )
        }
        update={(changes) => {
          checks.setSlotNotice('');
          update(changes);
        }}
      />
    );
  return (
    <ServiceStep
      {...stepProps}
      errors={errors}
      services={services}
      onRetry={retry.services}
      centers={lists.centers}
      doctors={lists.doctors}
    />
  );
}
