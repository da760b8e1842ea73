// Saving the schedule editor's week: the rules checked first (the server's words, per field), then the PUT; a refusal
// because of bookings is kept for the dialog to list, the toast only points there.
import { useState } from 'react';
import { type Session, sessionProblems } from '../../../../shared/schedules/doctor-schedule.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';

interface Week {
  center: { id: string; name: string };
  doctor: { id: string; name: string };
  today: string;
}

export function useScheduleSave({ center, doctor, today }: Week, onDone: () => unknown) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const { busy, run } = useAdminActions();

  function save(effectiveFrom: string, sessions: Session[]) {
    const problems = sessionProblems(sessions);
    if (effectiveFrom < today) problems.effectiveFrom = 'A schedule can start today at the earliest';
    setErrors(problems);
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
        setErrors(error.fields);
        if (error.status === 409) setRefusal(error.message);
      },
    });
  }

  return { errors, refusal, busy, save };
}
