// Booking for a caller on the phone or a walk-in at the desk (docs/product-rules.md "Bookings by staff"): the centre,
// a doctor's free time, the service and the patient; the server books it through the public booking's guard.
import { useState } from 'react';
import type { BookedAppointment } from '../../../../shared/booking/booking-schema.ts';
import type { MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import { staffBookingSchema } from '../../../../shared/booking/staff-booking.ts';
import type { Service } from '../../../../shared/services/service.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import Field from '../../../forms/Field.tsx';
import { useForm } from '../../../forms/use-form.ts';
import { adminSend } from '../../admin-api.ts';
import { useAdminData } from '../../use-admin-data.ts';
import Modal from '../shared/Modal.tsx';
import PatientFields, { type PatientField, type PatientValues } from './PatientFields.tsx';
import SlotPicker, { type SlotChoice } from './SlotPicker.tsx';

interface Props {
  centres: MedicalCenter[];
  /** The centre (and day) the screen shows, preselected. */
  centreId?: string;
  date?: string;
  onBooked: () => void;
  onClose: () => void;
}

const NEW_PATIENT: PatientValues = {
  patient_name: '',
  patient_phone: '',
  patient_email: '',
  preferred_language: 'sinhala',
  booked_via: 'phone',
  notes: '',
};

export default function StaffBookingDialog({ centres, centreId, date, onBooked, onClose }: Props) {
  const [centre, setCentre] = useState(centreId ?? centres[0]?.id ?? '');
  const [slot, setSlot] = useState<SlotChoice>({ doctorId: '', date: date ?? '', slotId: '' });
  const [serviceId, setServiceId] = useState('');
  const [patient, setPatient] = useState(NEW_PATIENT);
  // One key per opened form: a double click or a retry books once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<PatientField | 'slot_id' | 'service_id'>({ idPrefix: 'desk-book', messages: {} });
  const services = useAdminData<{ data: Service[] }>('/api/services', 'Failed to load services');

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(staffBookingSchema, {
      ...patient,
      slot_id: slot.slotId,
      service_id: serviceId,
      idempotency_key: idempotencyKey,
    });
    if (!body) return;
    const sent = await form.send(
      () =>
        adminSend<{ reference: string; appointment: BookedAppointment }>(
          'POST',
          '/api/admin/appointments/book',
          body,
          'Booking failed',
        ),
      'Booking failed',
    );
    if (!sent) return;
    const { reference, appointment: a } = sent.answer;
    showToast({
      type: 'success',
      title: `Booked ${reference}`,
      message: `${a.patient_name}: ${formatDay(a.slot_date, 'compact')} at ${formatTime24(a.slot_time)} with ${a.doctor_name}. Read the reference to the patient.`,
    });
    onBooked();
  }

  return (
    <Modal
      title="Book a visit"
      wide
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" form="desk-book" className="btn btn-primary" disabled={form.sending}>
            {form.sending ? 'Booking...' : 'Book'}
          </button>
        </>
      }
    >
      <form id="desk-book" className="as-form as-form--two" onSubmit={submit} noValidate>
        <Field id="desk-book-centre" label="Centre" required>
          {(aria) => (
            <select
              {...aria}
              value={centre}
              onChange={(e) => {
                setCentre(e.target.value);
                setSlot({ ...slot, doctorId: '', slotId: '' });
              }}
            >
              {centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={form.field('service_id').id}
          name="service_id"
          label="Service"
          required
          error={form.errors.service_id}
        >
          {(aria) => (
            <select
              {...aria}
              value={serviceId}
              onChange={(e) => {
                form.clearError('service_id');
                setServiceId(e.target.value);
              }}
            >
              <option value="">Choose a service</option>
              {(services.data?.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SlotPicker
          fieldId={form.field('slot_id').id}
          centreId={centre}
          value={slot}
          onChange={(next) => {
            form.clearError('slot_id');
            setSlot(next);
          }}
          error={form.errors.slot_id}
        />
        <PatientFields form={form} values={patient} onChange={setPatient} />
      </form>
    </Modal>
  );
}
