// The leave form's fields: where and who (a doctor of the centre, or the whole centre closed), when (days, or part
// of one day) and why (LeaveReasonFields).
import type { Doctor, MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import Field from '../../../forms/Field.tsx';
import LeaveReasonFields from './LeaveReasonFields.tsx';
import LeaveWhenFields from './LeaveWhenFields.tsx';
import { type LeaveFormValues, WHOLE_CENTRE } from './leave-form-state.ts';

interface Props {
  values: LeaveFormValues;
  errors: Record<string, string>;
  centers: readonly MedicalCenter[];
  doctors: readonly Doctor[];
  onChange: (values: LeaveFormValues) => void;
}

export default function LeaveFields({ values, errors, centers, doctors, onChange }: Props) {
  const set = (change: Partial<LeaveFormValues>) => onChange({ ...values, ...change });
  const atCenter = doctors.filter((doctor) =>
    doctor.availability.some((place) => place.medical_center_id === values.center),
  );
  return (
    <div className="as-form as-form--two">
      <Field id="leave-center" name="center" label="Centre" required error={errors.center}>
        {(aria) => (
          <select {...aria} value={values.center} onChange={(e) => set({ center: e.target.value, doctorId: '' })}>
            <option value="">Choose a centre</option>
            {centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="leave-doctor" name="doctorId" label="Doctor" required error={errors.doctorId}>
        {(aria) => (
          <select {...aria} value={values.doctorId} onChange={(e) => set({ doctorId: e.target.value })}>
            <option value="">Choose a doctor</option>
            <option value={WHOLE_CENTRE}>Whole centre closed (every doctor)</option>
            {atCenter.map((doctor) => (
              <option key={doctor.id} value={doctor.id}>
                {doctor.title} {doctor.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LeaveWhenFields values={values} errors={errors} onChange={set} />
      <LeaveReasonFields values={values} errors={errors} onChange={set} />
    </div>
  );
}
