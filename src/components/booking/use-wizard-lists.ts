// What the wizard's steps choose from, loaded as the answers so far allow: centres and services at once, a centre's
// doctors, a doctor's days and a day's times. A preselected centre or service that does not exist (an old link) is
// dropped rather than blocking Next.
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { BookableDay, Doctor, MedicalCenter, Slot } from '../../shared/booking/catalogue.ts';
import type { Service } from '../../shared/services/service.ts';
import type { BookingForm, BookingMessages } from './booking-form.ts';
import { useList } from './use-list.ts';

export function useWizardLists(
  form: BookingForm,
  setForm: Dispatch<SetStateAction<BookingForm>>,
  t: BookingMessages['booking'],
) {
  const [slotsVersion, setSlotsVersion] = useState(0);
  const [centers, retryCenters] = useList<MedicalCenter>('/api/medical-centers', t.centersFailed);
  const [services, retryServices] = useList<Service>('/api/services?order=name', t.servicesFailed);
  const [doctors, retryDoctors] = useList<Doctor>(
    form.medicalCenter ? `/api/doctors?medical_center_id=${encodeURIComponent(form.medicalCenter)}` : undefined,
    t.doctorsFailed,
  );
  // The days and the times read again together after a refusal (slotsVersion): a time taken may have filled the day.
  const chosenDoctor = { doctor_id: form.doctor, medical_center_id: form.medicalCenter };
  const [days, retryDays] = useList<BookableDay>(
    form.medicalCenter && form.doctor ? `/api/appointment-days?${new URLSearchParams(chosenDoctor)}` : undefined,
    t.daysFailed,
    slotsVersion,
  );
  const [slots, retrySlots] = useList<Slot>(
    form.medicalCenter && form.doctor && form.appointmentDate
      ? `/api/appointment-slots?${new URLSearchParams({ ...chosenDoctor, date: form.appointmentDate })}`
      : undefined,
    t.slotsFailed,
    slotsVersion,
  );

  useEffect(() => {
    if (centers && form.medicalCenter && !centers.some((center) => center.id === form.medicalCenter)) {
      setForm((current) => ({ ...current, medicalCenter: '', doctor: '', timeSlot: '' }));
    }
  }, [centers, form.medicalCenter, setForm]);
  useEffect(() => {
    if (services && form.service && !services.some((service) => service.id === form.service)) {
      setForm((current) => ({ ...current, service: '' }));
    }
  }, [services, form.service, setForm]);

  return {
    centers,
    services,
    doctors,
    days,
    slots,
    retry: {
      centers: retryCenters,
      services: retryServices,
      doctors: retryDoctors,
      days: retryDays,
      slots: retrySlots,
    },
    /** The days and times again (a refusal said the chosen time is gone). */
    refreshSlots: () => setSlotsVersion((version) => version + 1),
  };
}

export type WizardLists = ReturnType<typeof useWizardLists>;
