// The leave form's state and its two sends: the preview (what marking would catch) and the marking itself. Any
// change to the form drops the preview, so the count staff saw is the one they mark.
import { useState } from 'react';
import { fieldMessages } from '../../../../shared/field-messages.ts';
import { type LeaveOutcome, leaveRequestSchema } from '../../../../shared/leave/leave.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { type FieldErrors, useForm } from '../../../forms/use-form.ts';
import { adminSend } from '../../admin-api.ts';
import { emptyLeaveForm, type LeaveFormValues, leaveRequestOf } from './leave-form-state.ts';

const URL = '/api/admin/doctor-leave';

type LeaveField = keyof LeaveFormValues;
/** The inputs' ids where they are not `leave-${field}`, for the focus on the first field in error. */
const INPUT_IDS: Partial<Record<LeaveField, string>> = {
  doctorId: 'leave-doctor',
  firstDate: 'leave-first',
  lastDate: 'leave-last',
  startTime: 'leave-start',
  endTime: 'leave-end',
  patientReason: 'leave-patient-reason',
};
const ORDER: readonly LeaveField[] = [
  'center',
  'doctorId',
  'firstDate',
  'lastDate',
  'startTime',
  'endTime',
  'reason',
  'patientReason',
];

export function useLeaveForm(onMarked: () => void) {
  const [values, setValues] = useState<LeaveFormValues>(emptyLeaveForm);
  const [preview, setPreview] = useState<LeaveOutcome>();
  const form = useForm<LeaveField>({
    idPrefix: 'leave',
    order: ORDER,
    messages: {},
    inputId: (field) => INPUT_IDS[field],
  });

  function change(next: LeaveFormValues) {
    setValues(next);
    setPreview(undefined);
  }

  async function send(asPreview: boolean) {
    // Not form.check alone: choosing no doctor is refused here (the request reads it as the whole centre).
    const request = leaveRequestOf(values, asPreview);
    const parsed = leaveRequestSchema.safeParse(request);
    const fields: FieldErrors<LeaveField> = parsed.success ? {} : fieldMessages(parsed.error);
    if (!values.doctorId) fields.doctorId = 'Choose a doctor, or the whole centre closed';
    form.showErrors(fields);
    if (Object.keys(fields).length > 0) return;
    const sent = await form.send(
      () => adminSend<LeaveOutcome>('POST', URL, request, 'Failed to mark the leave'),
      'Failed to mark the leave',
    );
    if (!sent) return;
    if (asPreview) return setPreview(sent.answer);
    showToast({ type: 'success', title: 'Leave marked', message: 'The slots are closed and the patients told.' });
    change(emptyLeaveForm());
    onMarked();
  }

  return {
    values,
    errors: form.errors,
    preview,
    busy: form.sending,
    change,
    send,
    back: () => setPreview(undefined),
  };
}
