// Changing an application's status from the list. Accept and Reject e-mail the applicant and cannot be undone: they
// ask first (`deciding`), naming who and which programme; Review and Undo Review apply at once.
import { type Dispatch, type SetStateAction, useState } from 'react';
import type { VolunteerStatus } from '../../../../shared/enums.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { STATUS_LABELS } from '../../../../shared/volunteer/application-status.ts';
import type { VolunteerApplicationView } from '../../../../shared/volunteer/volunteer-admin.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { deniedMessage } from '../../admin-session.ts';
import type { AdminActions } from '../../use-admin-data.ts';

export interface Deciding {
  application: VolunteerApplicationView;
  to: 'accepted' | 'rejected';
}

type Applications = { applications: VolunteerApplicationView[] };

interface Options {
  mayChange: boolean;
  run: AdminActions['run'];
  setData: Dispatch<SetStateAction<Applications | undefined>>;
  load: () => Promise<boolean>;
}

export function useVolunteerDecisions({ mayChange, run, setData, load }: Options) {
  const [deciding, setDeciding] = useState<Deciding>();

  function change(application: VolunteerApplicationView, to: VolunteerStatus) {
    if ((to === 'accepted' || to === 'rejected') && mayChange) {
      setDeciding({ application, to });
    } else void applyChange(application, to);
  }

  function applyChange(application: VolunteerApplicationView, to: VolunteerStatus, message?: string) {
    if (!mayChange) {
      showToast({ type: 'error', title: 'Access denied', message: deniedMessage('volunteers', 'write') });
      return;
    }
    return run({
      id: application.id,
      send: () =>
        adminSend<{ application: VolunteerApplicationView }>(
          'PATCH',
          '/api/admin/volunteers',
          { id: application.id, status: to, expectedStatus: application.status, ...(message ? { message } : {}) },
          'Failed to update application status',
        ),
      success: {
        title: 'Status updated',
        message: `${application.firstName} ${application.lastName}: ${STATUS_LABELS[to]}`,
      },
      failure: 'Failed to update application status',
      // The updated record from the server replaces the one in the list (spec 4).
      onSuccess: (body) =>
        setData(
          (current) =>
            current && {
              applications: current.applications.map((item) =>
                item.id === body.application.id ? body.application : item,
              ),
            },
        ),
      onFailure: async (error) => {
        console.error('Failed to update application status', error instanceof ApiError ? error.status : error);
        // Someone else changed the application meanwhile: show what it is now.
        if (error instanceof ApiError && error.status === 409) await load();
      },
      onSettled: () => setDeciding(undefined),
    });
  }

  return { deciding, setDeciding, change, applyChange };
}
