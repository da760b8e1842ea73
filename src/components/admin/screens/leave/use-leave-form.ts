// The leave form's state and its two sends: the preview (what marking would catch) and the marking itself. Any
// change to the form drops the preview, so the count staff saw is the one they mark.
import { useState } from 'react';
import { fieldMessages } from '../../../../shared/field-messages.ts';
import { type LeaveOutcome, leaveRequestSchema } from '../../../../shared/leave/leave.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import { emptyLeaveForm, type LeaveFormValues, leaveRequestOf } from './leave-form-state.ts';

const URL = '/api/admin/doctor-leave';

export function useLeaveForm(onMarked: () => void) {
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

  return { values, errors, preview, busy, change, send, back: () => setPreview(undefined) };
}
