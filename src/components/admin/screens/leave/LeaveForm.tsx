// Marking a leave in two steps: "Check bookings" asks the server what it would catch (nothing changes), then
// "Mark" does it. Any change to the form goes back to the first step, so the count staff saw is the one marked.
import { type SubmitEvent, useState } from 'react';
import type { Doctor, MedicalCenter } from '../../../../shared/booking/catalogue.ts';
import { fieldMessages } from '../../../../shared/field-messages.ts';
import { type LeaveOutcome, leaveRequestSchema } from '../../../../shared/leave/leave.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import LeaveFields from './LeaveFields.tsx';
import LeavePreview from './LeavePreview.tsx';
import { emptyLeaveForm, type LeaveFormValues, leaveRequestOf, WHOLE_CENTRE } from './leave-form-state.ts';

interface Props {
  centers: readonly MedicalCenter[];
  doctors: readonly Doctor[];
  onMarked: () => void;
}

const URL = '/api/admin/doctor-leave';

export default function LeaveForm({ centers, doctors, onMarked }: Props) {
  const [values, setValues] = useState<LeaveFormValues>(emptyLeaveForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<LeaveOutcome>();
  const { busy, run } = useAdminActions();

  function change(next: LeaveFormValues) {
    setValues(next);
    setPreview(undefined);
  }

  function send(asPreview: boolean) {
    const request = leaveRequestOf(values, asPreview);
    const parsed = leaveRequestSchema.safeParse(request);
    const fields = parsed.success ? {} : fieldMessages(parsed.error);
    if (!values.doctorId) fields.doctorId = 'Choose a doctor, or the whole centre closed';
    if (Object.keys(fields).length > 0) return setErrors(fields);
    setErrors({});
    return run({
      send: () => adminSend<LeaveOutcome>('POST', URL, request, 'Failed to mark the leave'),
      success: asPreview
        ? undefined
        : { title: 'Leave marked', message: 'The slots are closed and the patients told.' },
      failure: 'Failed to mark the leave',
      onSuccess: (outcome) => {
        if (asPreview) return setPreview(outcome);
        change(emptyLeaveForm());
        onMarked();
      },
      onFailure: (error) => error instanceof ApiError && setErrors(error.fields),
    });
  }

  function submit(event: SubmitEvent) {
    event.preventDefault();
    void send(!preview);
  }

  return (
    <form className="as-panel lv-form" onSubmit={submit} noValidate aria-labelledby="leave-form-title">
      <h2 id="leave-form-title">Mark leave or a closure</h2>
      <LeaveFields values={values} errors={errors} centers={centers} doctors={doctors} onChange={change} />
      {preview ? (
        <LeavePreview
          outcome={preview}
          busy={busy}
          wholeCentre={values.doctorId === WHOLE_CENTRE}
          onBack={() => setPreview(undefined)}
        />
      ) : (
        <div className="as-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Checking...' : 'Check affected bookings'}
          </button>
        </div>
      )}
    </form>
  );
}
