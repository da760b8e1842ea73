// Choosing another time from the private manage link (docs/product-rules.md "Moving a visit"): a doctor of the
// same centre, the wizard's own date strip (marked from the days call) and times, one button. A time taken meanwhile reloads the times and says so.
import { useCallback, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import type { BookableDay, Doctor, Slot } from '../../shared/booking/catalogue.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import LoadFailed from '../ui/LoadFailed.tsx';
import styles from './booking.module.css';
import type { BookingMessages } from './booking-form.ts';
import DateTimeStep from './DateTimeStep.tsx';
import { useList } from './use-list.ts';

interface Props {
  appointment: BookedAppointment;
  token: string;
  t: BookingMessages['booking'];
  locale: Locale;
  onMoved: (appointment: BookedAppointment) => void;
  onKeep: () => void;
}

const NO_CHOICE = { appointmentDate: '', timeSlot: '', slotTime: '' };

export default function MoveVisit({ appointment, token, t, locale, onMoved, onKeep }: Props) {
  const m = t.manage;
  const [doctor, setDoctor] = useState(appointment.doctor_id);
  const [choice, setChoice] = useState(NO_CHOICE);
  const [state, setState] = useState({ busy: false, notice: '', version: 0 });
  const update = useCallback((changes: Partial<typeof NO_CHOICE>) => setChoice((now) => ({ ...now, ...changes })), []);
  const centre = appointment.medical_center_id;
  const doctorsUrl = `/api/doctors?medical_center_id=${encodeURIComponent(centre)}`;
  const [doctors, retryDoctors] = useList<Doctor>(doctorsUrl, t.doctorsFailed);
  const chosen = { doctor_id: doctor, medical_center_id: centre };
  const [days, retryDays] = useList<BookableDay>(
    `/api/appointment-days?${new URLSearchParams(chosen)}`,
    t.daysFailed,
    state.version,
  );
  const [slots, retrySlots] = useList<Slot>(
    choice.appointmentDate
      ? `/api/appointment-slots?${new URLSearchParams({ ...chosen, date: choice.appointmentDate })}`
      : undefined,
    t.slotsFailed,
    state.version,
  );

  async function move() {
    if (!choice.timeSlot) return setState({ ...state, notice: m.moveChoose });
    setState({ ...state, busy: true, notice: '' });
    try {
      const body = { token, action: 'reschedule', slot_id: choice.timeSlot };
      const { data } = await sendJson<{ data: BookedAppointment }>(
        'POST',
        '/api/appointment-manage',
        body,
        m.moveFailed,
      );
      showToast({ type: 'success', title: m.movedToast, message: m.moved });
      onMoved(data);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : m.moveFailed;
      update({ timeSlot: '', slotTime: '' });
      setState({ busy: false, notice: message, version: state.version + 1 });
    }
  }

  return (
    <section className={styles.confirmBox} aria-labelledby="move-title">
      <h3 id="move-title">{m.moveTitle}</h3>
      <label className="field">
        <span>{m.moveDoctor}</span>
        <select
          value={doctor}
          onChange={(event) => {
            setDoctor(event.target.value);
            setChoice(NO_CHOICE);
          }}
        >
          {(doctors ?? []).map((d) => (
            <option key={d.id} value={d.id}>{`${d.title} ${d.name}`}</option>
          ))}
        </select>
      </label>
      {doctors === null && <LoadFailed message={t.doctorsFailed} retryLabel={t.retry} onRetry={retryDoctors} />}
      <DateTimeStep
        form={choice}
        days={days}
        slots={slots}
        retry={{ days: retryDays, slots: retrySlots }}
        notice={state.notice}
        update={update}
        t={t}
        locale={locale}
      />
      <div className={styles.confirmActions}>
        <button type="button" className="btn btn-primary" onClick={move} disabled={state.busy}>
          {state.busy ? m.moving : m.moveConfirm}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onKeep}>
          {m.moveKeep}
        </button>
      </div>
    </section>
  );
}
