// Doctors (docs/product-rules.md "Doctors and sessions"): per centre, its doctors and their weekly sessions, each
// week from a date; staff with schedules: write change a week or add a doctor, with schedules: delete retire one.
import { useState } from 'react';
import type { DoctorSchedulesAnswer, ScheduledDoctor } from '../../../shared/schedules/doctor-schedule.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminData } from '../use-admin-data.ts';
import AddDoctorDialog from './doctors/AddDoctorDialog.tsx';
import DoctorCard from './doctors/DoctorCard.tsx';
import RetireDoctorDialog from './doctors/RetireDoctorDialog.tsx';
import ScheduleEditor from './doctors/ScheduleEditor.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { SelectField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';
import './doctors/doctors.css';

type Dialog = { kind: 'edit' | 'retire'; doctor: ScheduledDoctor } | { kind: 'add' };

export default function DoctorsScreen({ user }: AdminScreenProps) {
  const [center, setCenter] = useState('');
  const [dialog, setDialog] = useState<Dialog>();
  const allowed = can(user, 'schedules', 'read');
  const url = `/api/admin/doctor-schedules${center ? `?center=${encodeURIComponent(center)}` : ''}`;
  const { data, failed, reload } = useAdminData<DoctorSchedulesAnswer>(allowed ? url : null, 'Failed to load doctors');
  if (!allowed) return <Denied message={deniedMessage('schedules', 'read')} />;
  const done = () => {
    setDialog(undefined);
    return reload();
  };
  const write = can(user, 'schedules', 'write');
  const add = write && data && (
    <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
      Add doctor
    </button>
  );
  return (
    <Screen id="doctors" title="Doctors" lead="Each centre's doctors and their weekly sessions." actions={add}>
      {data && (
        <div className="as-filters">
          <SelectField
            id="doctors-center"
            label="Medical centre"
            options={data.centers.map((each) => [each.id, each.name] as const)}
            value={data.center.id}
            onChange={setCenter}
          />
        </div>
      )}
      {!data ? (
        <ListPending failed={failed} failure="Failed to load doctors" loading="Loading doctors..." />
      ) : data.doctors.length === 0 ? (
        <EmptyList heading="No doctors here yet">Add a doctor to give them sessions at {data.center.name}.</EmptyList>
      ) : (
        <ul className="as-list" aria-label={`Doctors at ${data.center.name}`}>
          {data.doctors.map((doctor) => (
            <DoctorCard
              key={doctor.id}
              doctor={doctor}
              today={data.today}
              onEdit={write ? () => setDialog({ kind: 'edit', doctor }) : undefined}
              onRetire={can(user, 'schedules', 'delete') ? () => setDialog({ kind: 'retire', doctor }) : undefined}
            />
          ))}
        </ul>
      )}
      {data && dialog?.kind === 'add' && (
        <AddDoctorDialog center={data.center} onDone={done} onClose={() => setDialog(undefined)} />
      )}
      {data && dialog?.kind === 'edit' && (
        <ScheduleEditor answer={data} doctor={dialog.doctor} onDone={done} onClose={() => setDialog(undefined)} />
      )}
      {dialog?.kind === 'retire' && (
        <RetireDoctorDialog doctor={dialog.doctor} onDone={done} onClose={() => setDialog(undefined)} />
      )}
    </Screen>
  );
}
