// The detail modal of one appointment: the structured booking, the status buttons allowed now, and the health
// information behind its own button (fetched on demand; the server logs every opening).
import { useState } from 'react';
import type { AdminAppointment, AppointmentHealth } from '../../../../shared/booking/admin-appointment.ts';
import { enumLabel, GENDER_LABELS, HEARD_FROM_LABELS, PREFERRED_LANGUAGE_LABELS } from '../../../../shared/enums.ts';
import { formatDay, formatInstant, formatTime24 } from '../../../../shared/utils/format.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { ApiError, adminGet } from '../../admin-api.ts';
import NotesPanel from '../notes/NotesPanel.tsx';
import { DetailList, DetailSection } from '../shared/Details.tsx';
import Modal from '../shared/Modal.tsx';
import AppointmentMessages from './AppointmentMessages.tsx';
import AppointmentStatusBadge from './AppointmentStatusBadge.tsx';
import StatusActions, { type StatusRights } from './StatusActions.tsx';
import type { ChangeStatus } from './use-status-change.tsx';

interface Props {
  appointment: AdminAppointment;
  busy: boolean;
  rights: StatusRights;
  onChange: ChangeStatus;
  onClose: () => void;
}

const CANCELLED_BY = { patient: 'The patient', staff: 'The centre' } as const;

export default function AppointmentDetails({ appointment: a, busy, rights, onChange, onClose }: Props) {
  const [health, setHealth] = useState<AppointmentHealth | 'loading' | undefined>();

  async function showHealth() {
    setHealth('loading');
    try {
      const body = await adminGet<{ health: AppointmentHealth }>(
        `/api/admin/appointments?id=${encodeURIComponent(a.id)}`,
        'Failed to load appointments',
      );
      setHealth(body.health);
    } catch (error) {
      setHealth(undefined);
      showToast({
        type: 'error',
        title: 'Failed to load appointments',
        message: error instanceof ApiError ? error.message : undefined,
      });
    }
  }

  return (
    <Modal
      title={`Appointment ${a.reference}`}
      onClose={onClose}
      wide
      footer={
        <>
          <StatusActions appointment={a} busy={busy} rights={rights} onChange={onChange} />
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p>
        <AppointmentStatusBadge status={a.status} />
      </p>
      <DetailSection
        title="Appointment"
        rows={[
          ['Date', formatDay(a.preferred_date, 'compact')],
          ['Time', formatTime24(a.preferred_time)],
          ['Service', a.service],
          ['Doctor', a.doctor],
          ['Medical center', a.center],
          ['Reference', a.reference],
          ['Booked', formatInstant(a.created_at, 'compact')],
          ...(a.arrived_at ? [['Arrived', formatInstant(a.arrived_at, 'compact')] as const] : []),
          ...(a.cancelled_at ? [['Cancelled', formatInstant(a.cancelled_at, 'compact')] as const] : []),
          ...(a.cancelled_by ? [['Cancelled at the request of', CANCELLED_BY[a.cancelled_by]] as const] : []),
          ...(a.cancellation_reason ? [['Reason for cancelling', a.cancellation_reason] as const] : []),
        ]}
      />
      <DetailSection
        title="Patient"
        rows={[
          ['Name', a.name],
          ['Email', a.email],
          ['Phone', a.phone],
          ['Date of birth', a.date_of_birth ? formatDay(a.date_of_birth, 'compact') : null],
          ['Gender', enumLabel(GENDER_LABELS, a.gender)],
          ['Preferred language', enumLabel(PREFERRED_LANGUAGE_LABELS, a.preferred_language)],
          ['Emergency contact', a.emergency_contact],
          ['Emergency phone', a.emergency_phone],
          ['Heard about us', enumLabel(HEARD_FROM_LABELS, a.how_did_you_hear)],
          ['Notes', a.notes],
        ]}
      />
      <section className="as-section as-sensitive" aria-label="Health information">
        <h3>Health information</h3>
        {health === undefined && (
          <>
            <p>Confidential. Opening it is recorded in the activity log.</p>
            <p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={showHealth}>
                Show health information
              </button>
            </p>
          </>
        )}
        {health === 'loading' && <p role="status">Loading...</p>}
        {typeof health === 'object' && (
          <DetailList
            rows={[
              ['Health conditions', health.health_conditions],
              ['Current medications', health.current_medications],
              ['Consent given', health.health_consent_at ? formatInstant(health.health_consent_at, 'compact') : null],
            ]}
          />
        )}
      </section>
      <AppointmentMessages appointmentId={a.id} />
      <NotesPanel subject="appointment" subjectId={a.id} mayWrite={rights.mayChange} />
    </Modal>
  );
}
