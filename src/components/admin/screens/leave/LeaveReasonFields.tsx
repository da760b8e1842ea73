// Why: the reason staff read, and an optional shorter one the patient's e-mail shows.
import Field from '../../../forms/Field.tsx';
import type { LeaveFormValues } from './leave-form-state.ts';

interface Props {
  values: LeaveFormValues;
  errors: Record<string, string>;
  onChange: (change: Partial<LeaveFormValues>) => void;
}

export default function LeaveReasonFields({ values, errors, onChange: set }: Props) {
  return (
    <>
      <div className="as-span">
        <Field id="leave-reason" name="reason" label="Reason (for staff)" required error={errors.reason}>
          {(aria) => (
            <textarea
              {...aria}
              rows={2}
              maxLength={500}
              value={values.reason}
              onChange={(e) => set({ reason: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="as-span">
        <Field
          id="leave-patient-reason"
          name="patientReason"
          label="Reason for patients (optional)"
          hint="Shown in the patient's e-mail, e.g. “The doctor is unwell.” Never sent by SMS."
          error={errors.patientReason}
        >
          {(aria) => (
            <input
              {...aria}
              maxLength={160}
              value={values.patientReason}
              onChange={(e) => set({ patientReason: e.target.value })}
            />
          )}
        </Field>
      </div>
    </>
  );
}
