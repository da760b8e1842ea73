// The leave form's values as typed, and the request they make (shared/leave/leave.ts checks it on both sides).
import { colomboToday } from '../../../../shared/utils/colombo-time.ts';

export const WHOLE_CENTRE = 'centre';

export interface LeaveFormValues {
  center: string;
  /** A doctor's id, WHOLE_CENTRE, or '' while not chosen: closing a whole centre is never a default. */
  doctorId: string;
  firstDate: string;
  lastDate: string;
  partOfDay: boolean;
  startTime: string;
  endTime: string;
  reason: string;
  patientReason: string;
}

export function emptyLeaveForm(): LeaveFormValues {
  const today = colomboToday();
  return {
    center: '',
    doctorId: '',
    firstDate: today,
    lastDate: today,
    partOfDay: false,
    startTime: '',
    endTime: '',
    reason: '',
    patientReason: '',
  };
}

export function leaveRequestOf(values: LeaveFormValues, preview: boolean) {
  return {
    center: values.center,
    doctorId: values.doctorId === WHOLE_CENTRE ? undefined : values.doctorId,
    firstDate: values.firstDate,
    lastDate: values.partOfDay ? values.firstDate : values.lastDate,
    startTime: values.partOfDay ? values.startTime : undefined,
    endTime: values.partOfDay ? values.endTime : undefined,
    reason: values.reason,
    patientReason: values.patientReason || undefined,
    preview,
  };
}
