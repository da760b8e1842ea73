// Retiring a doctor: with visits still to come it only says how many must be moved or cancelled first; without, it
// asks once, then the doctor is no longer offered and their free slots close.
import type { ScheduledDoctor } from '../../../../shared/schedules/doctor-schedule.ts';
import { adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import ConfirmDialog from '../shared/ConfirmDialog.tsx';
import Modal from '../shared/Modal.tsx';

interface Props {
  doctor: ScheduledDoctor;
  onDone: () => unknown;
  onClose: () => void;
}

export default function RetireDoctorDialog({ doctor, onDone, onClose }: Props) {
  const { busy, run } = useAdminActions();
  const name = `${doctor.title} ${doctor.name}`;
  if (doctor.futureBookings > 0) {
    const count = doctor.futureBookings === 1 ? '1 future booking' : `${doctor.futureBookings} future bookings`;
    return (
      <Modal
        title={`${name} cannot be retired yet`}
        onClose={onClose}
        footer={
          <button type="button" className="btn btn-secondary" onClick={onClose} data-autofocus>
            Close
          </button>
        }
      >
        <p>{`${count} must be moved or cancelled first (Appointments screen, filtered by this doctor).`}</p>
      </Modal>
    );
  }
  const retire = () =>
    run({
      send: () => adminSend('DELETE', '/api/admin/doctors', { id: doctor.id }, 'Failed to retire the doctor'),
      success: { title: 'Doctor retired', message: `${name} is no longer offered to patients.` },
      failure: 'Doctor not retired',
      onSuccess: onDone,
    });
  return (
    <ConfirmDialog
      title={`Retire ${name}?`}
      message={`${name} has no visits to come. Patients will no longer be offered this doctor, and their free slots close. Past visits keep their name.`}
      confirmLabel="Retire doctor"
      busy={busy}
      onConfirm={retire}
      onCancel={onClose}
    />
  );
}
