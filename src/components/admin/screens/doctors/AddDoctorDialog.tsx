// Adds a doctor at the shown centre: name, specialty and qualifications, with the Sinhala and Tamil name, specialty and qualifications
// where staff have them (the si and ta booking pages show those). Sessions come after, with Change sessions.
import { type SubmitEvent, useState } from 'react';
import { fieldMessages } from '../../../../shared/field-messages.ts';
import { newDoctorSchema } from '../../../../shared/schedules/doctor-schedule.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
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

type Form = Record<(typeof FIELDS)[number][0], string>;

export default function AddDoctorDialog({ center, onDone, onClose }: Props) {
  const [form, setForm] = useState<Form>(
    () => ({ ...Object.fromEntries(FIELDS.map(([f]) => [f, ''])), title: 'Dr.' }) as Form,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useAdminActions();

  function add(event: SubmitEvent) {
    event.preventDefault();
    const fee = form.consultationFee.trim();
    const parsed = newDoctorSchema.safeParse({ ...form, center: center.id, consultationFee: fee ? Number(fee) : 0 });
    setErrors(parsed.success ? {} : fieldMessages(parsed.error));
    if (!parsed.success) return;
    return run({
      send: () => adminSend('POST', '/api/admin/doctors', parsed.data, 'Failed to add the doctor'),
      success: {
        title: 'Doctor added',
        message: `${parsed.data.title} ${parsed.data.name} now practises at ${center.name}.`,
      },
      failure: 'Doctor not added',
      onSuccess: onDone,
      onFailure: (error) => error instanceof ApiError && setErrors(error.fields),
    });
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
          <button type="submit" form="doctor-form" className="btn btn-primary" disabled={busy}>
            {busy ? 'Adding...' : 'Add doctor'}
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
            error={errors[field]}
            onChange={(value) => setForm((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </form>
    </Modal>
  );
}
