// Saving the schedule editor's week: the rules checked first (the server's own, a message per session field and focus
// on the first, useForm), then the PUT; a refusal because of bookings is kept for the dialog to list, the toast only
// points there.
import { useState } from 'react';
import { type Session, scheduleFieldOrder, scheduleProblems } from '../../../../shared/schedules/doctor-schedule.ts';
import { useForm } from '../../../forms/use-form.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';

interface Week {
  center: { id: string; name: string };
  doctor: { id: string; name: string };
  today: string;
}

/** The input of a field: `schedule-effectiveFrom`, `schedule-sessions-2-start` (SessionFields). */
export const scheduleInputId = (field: string) => `schedule-${field.replaceAll('.', '-')}`;

export function useScheduleSave({ center, doctor, today }: Week, sessionCount: number, onDone: () => unknown) {
  const form = useForm<string>({
    idPrefix: 'schedule',
    order: scheduleFieldOrder(sessionCount),
    messages: {},
    inputId: scheduleInputId,
  });
  const [refusal, setRefusal] = useState('');
  const { busy, run } = useAdminActions();

  function save(effectiveFrom: string, sessions: Session[]) {
    const problems = scheduleProblems(effectiveFrom, sessions, today);
    form.showErrors(problems);
    setRefusal('');
    if (Object.keys(problems).length > 0) return;
    const body = { center: center.id, doctorId: doctor.id, effectiveFrom, sessions };
    return run({
      send: () => adminSend('PUT', '/api/admin/doctor-schedules', body, 'Failed to save the sessions'),
      success: { title: 'Sessions saved', message: `${doctor.name}'s week at ${center.name} is saved.` },
      failure: (error) => ({
        title: 'Sessions not saved',
        message:
          error instanceof ApiError
            ? error.status === 409
              ? 'The bookings in the way are listed in the dialog.'
              : error.message
            : undefined,
      }),
      onSuccess: onDone,
      onFailure: (error) => {
        if (!(error instanceof ApiError)) return;
        form.showErrors(error.fields);
        if (error.status === 409) setRefusal(error.message);
      },
    });
  }

  return { errors: form.errors, refusal, busy, save };
}
