// Adds a doctor at the shown centre: name, specialty and qualifications, with the Sinhala and Tamil name, specialty and qualifications
// where staff have them (the si and ta booking pages show those). Sessions come after, with Change sessions.
import { type SubmitEvent, useState } from 'react';
import { newDoctorSchema } from '../../../../shared/schedules/doctor-schedule.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { useForm } from '../../../forms/use-form.ts';
import { adminSend } from '../../admin-api.ts';
import Modal from '../shared/Modal.tsx';
import DoctorTextField from './DoctorTextField.tsx';

interface Props {
  center: { id: string; name: string };
  onDone: () => unknown;
  onClose: () => void;
}

const FIELDS = [
  ['title', 'Title', true],
  ['name', 'Name', true],
  ['specialization', 'Specialty', true],
  ['qualification', 'Qualifications', false],
  ['consultationFee', 'Consultation fee (LKR)', false],
  ['nameSi', 'Name in Sinhala', false],
  ['specializationSi', 'Specialty in Sinhala', false],
  ['qualificationSi', 'Qualifications in Sinhala', false],
  ['nameTa', 'Name in Tamil', false],
  ['specializationTa', 'Specialty in Tamil', false],
  ['qualificationTa', 'Qualifications in Tamil', false],
] as const;

type FieldName = (typeof FIELDS)[number][0];
type Form = Record<FieldName, string>;
const ORDER = FIELDS.map(([field]) => field);

export default function AddDoctorDialog({ center, onDone, onClose }: Props) {
  const [form, setForm] = useState<Form>(
    () => ({ ...Object.fromEntries(FIELDS.map(([f]) => [f, ''])), title: 'Dr.' }) as Form,
  );
  const checks = useForm<FieldName>({ idPrefix: 'doctor', order: ORDER, messages: {} });

  async function add(event: SubmitEvent) {
    event.preventDefault();
    const fee = form.consultationFee.trim();
    const doctor = checks.check(newDoctorSchema, {
      ...form,
      center: center.id,
      consultationFee: fee ? Number(fee) : 0,
    });
    if (!doctor) return;
    const sent = await checks.send(
      () => adminSend('POST', '/api/admin/doctors', doctor, 'Failed to add the doctor'),
      'Doctor not added',
    );
    if (!sent) return;
    showToast({
      type: 'success',
      title: 'Doctor added',
      message: `${doctor.title} ${doctor.name} now practises at ${center.name}.`,
    });
    await onDone();
  }

  return (
    <Modal
      title={`Add a doctor at ${center.name}`}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="doctor-form" className="btn btn-primary" disabled={checks.sending}>
            {checks.sending ? 'Adding...' : 'Add doctor'}
          </button>
        </>
      }
    >
      <form id="doctor-form" className="as-form as-form--two" onSubmit={add} noValidate>
        {FIELDS.map(([field, label, required], index) => (
          <DoctorTextField
            key={field}
            field={field}
            label={label}
            required={required}
            autoFocus={index === 1}
            numeric={field === 'consultationFee'}
            value={form[field]}
            error={checks.errors[field]}
            onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </form>
    </Modal>
  );
}
