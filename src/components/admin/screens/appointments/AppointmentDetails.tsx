// The detail modal of one appointment: the structured booking, the status buttons allowed now, and the health
// information behind its own button (fetched on demand; the server logs every opening).
import { useState } from 'react';
import { formatDay, formatInstant, formatTime12h } from '../../../../lib/format.ts';
import { showToast } from '../../../../lib/toast-store.ts';
import type { AdminAppointment, AppointmentHealth } from '../../../../shared/booking/admin-appointment.ts';
import {
  type AppointmentStatus,
  enumLabel,
  GENDER_LABELS,
  HEARD_FROM_LABELS,
  PREFERRED_LANGUAGE_LABELS,
} from '../../../../shared/enums.ts';
import { ApiError, adminGet } from '../../admin-api.ts';
import Modal from '../shared/Modal.tsx';
import AppointmentStatusBadge from './AppointmentStatusBadge.tsx';
import StatusActions from './StatusActions.tsx';

interface Props {
  appointment: AdminAppointment;
  busy: boolean;
  onChange: (appointment: AdminAppointment, status: AppointmentStatus) => void;
  onClose: () => void;
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

export default function AppointmentDetails({ appointment: a, busy, onChange, onClose }: Props) {
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
          <StatusActions appointment={a} busy={busy} onChange={onChange} />
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p>
        <AppointmentStatusBadge status={a.status} />
      </p>
      <section className="as-section" aria-label="Appointment">
        <h3>Appointment</h3>
        <dl className="as-details">
          <Row label="Date" value={formatDay(a.preferred_date, 'compact')} />
          <Row label="Time" value={formatTime12h(a.preferred_time)} />
          <Row label="Service" value={a.service} />
          <Row label="Doctor" value={a.doctor} />
          <Row label="Medical center" value={a.center} />
          <Row label="Reference" value={a.reference} />
          <Row label="Booked" value={formatInstant(a.created_at, 'compact')} />
          {a.cancelled_at && <Row label="Cancelled" value={formatInstant(a.cancelled_at, 'compact')} />}
        </dl>
      </section>
      <section className="as-section" aria-label="Patient">
        <h3>Patient</h3>
        <dl className="as-details">
          <Row label="Name" value={a.name} />
          <Row label="Email" value={a.email} />
          <Row label="Phone" value={a.phone} />
          <Row label="Date of birth" value={a.date_of_birth ? formatDay(a.date_of_birth, 'compact') : null} />
          <Row label="Gender" value={enumLabel(GENDER_LABELS, a.gender)} />
          <Row label="Preferred language" value={enumLabel(PREFERRED_LANGUAGE_LABELS, a.preferred_language)} />
          <Row label="Emergency contact" value={a.emergency_contact} />
          <Row label="Emergency phone" value={a.emergency_phone} />
          <Row label="Heard about us" value={enumLabel(HEARD_FROM_LABELS, a.how_did_you_hear)} />
          <Row label="Notes" value={a.notes} />
        </dl>
      </section>
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
          <dl className="as-details">
            <Row label="Health conditions" value={health.health_conditions} />
            <Row label="Current medications" value={health.current_medications} />
            <Row
              label="Consent given"
              value={health.health_consent_at ? formatInstant(health.health_consent_at, 'compact') : null}
            />
          </dl>
        )}
      </section>
    </Modal>
  );
}
