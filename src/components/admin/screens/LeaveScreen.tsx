// Leave & closures (docs/product-rules.md "Leave and closures"): staff with the schedules permission mark a doctor
// away or a centre closed, after seeing how many booked patients it will catch; below, the leaves from today on,
// each with its patients and what they did since (moved, cancelled, not answered), a tap away from a call.
import type { Doctor, MedicalCenter } from '../../../shared/booking/catalogue.ts';
import type { AffectedBooking, DoctorLeave } from '../../../shared/leave/leave.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminData } from '../use-admin-data.ts';
import { useDeskDialogs } from './desk/use-desk-dialogs.tsx';
import LeaveForm from './leave/LeaveForm.tsx';
import LeaveList from './leave/LeaveList.tsx';
import Denied from './shared/Denied.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';
import './leave/leave.css';

export default function LeaveScreen({ user }: AdminScreenProps) {
  const allowed = can(user, 'schedules', 'read');
  const leaves = useAdminData<{ leaves: DoctorLeave[] }>(
    allowed ? '/api/admin/doctor-leave' : null,
    'Failed to load leave and closures',
  );
  const centers = useAdminData<{ data: MedicalCenter[] }>(
    allowed ? '/api/medical-centers' : null,
    'Failed to load medical centers',
  );
  const doctors = useAdminData<{ data: Doctor[] }>(allowed ? '/api/doctors' : null, 'Failed to load doctors');
  const desk = useDeskDialogs(leaves.reload);
  /** A caught visit as the move dialog takes it: on its closed slot, with its doctor, at the leave's centre. */
  const move = (booking: AffectedBooking, leave: DoctorLeave) =>
    desk.move({
      id: booking.appointmentId,
      reference: booking.reference,
      name: booking.patientName,
      preferred_date: booking.slotDate,
      preferred_time: booking.slotTime,
      doctor: booking.doctorName,
      center: leave.center.name,
      slot_id: booking.slotId,
      doctor_id: booking.doctorId,
      center_id: leave.center.id,
    });

  if (!allowed) return <Denied message={deniedMessage('schedules', 'read')} />;
  return (
    <Screen
      id="leave"
      title="Leave & closures"
      lead="Mark a doctor away or a centre closed; the booked patients are told, and listed here to call."
    >
      {can(user, 'schedules', 'write') && (
        <LeaveForm
          centers={centers.data?.data ?? []}
          doctors={doctors.data?.data ?? []}
          onMarked={() => void leaves.reload()}
        />
      )}
      <LeaveList
        leaves={leaves.data?.leaves}
        failed={leaves.failed}
        onMove={can(user, 'appointments', 'write') ? move : undefined}
      />
      {desk.dialog}
    </Screen>
  );
}
