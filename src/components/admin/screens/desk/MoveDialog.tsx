// Moving a visit to another time at its centre (docs/product-rules.md "Moving a visit"): the same or another doctor,
// any day the site books. The server moves it in one transaction and tells the patient with a fresh calendar file.
import { useState } from 'react';
import type { AdminAppointment } from '../../../../shared/booking/admin-appointment.ts';
import { type MovedAppointment, moveAppointmentSchema } from '../../../../shared/booking/staff-booking.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { useForm } from '../../../forms/use-form.ts';
import { adminSend } from '../../admin-api.ts';
import Modal from '../shared/Modal.tsx';
import SlotPicker, { type SlotChoice } from './SlotPicker.tsx';

/** What the dialog needs of a visit: who, when, where, and the slot, doctor and centre it is on now. */
export type MoveSubject = Pick<
  AdminAppointment,
  | 'id'
  | 'reference'
  | 'name'
  | 'preferred_date'
  | 'preferred_time'
  | 'doctor'
  | 'center'
  | 'slot_id'
  | 'doctor_id'
  | 'center_id'
>;

interface Props {
  appointment: MoveSubject;
  onMoved: () => void;
  onClose: () => void;
}

export default function MoveDialog({ appointment: a, onMoved, onClose }: Props) {
  const [slot, setSlot] = useState<SlotChoice>({ doctorId: a.doctor_id, date: a.preferred_date, slotId: '' });
  const form = useForm<'slot_id'>({ idPrefix: 'desk-move', messages: {} });

  async function submit(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.check(moveAppointmentSchema, { id: a.id, slot_id: slot.slotId, from_slot_id: a.slot_id });
    if (!body) return;
    const sent = await form.send(
      () => adminSend<{ appointment: MovedAppointment }>('POST', '/api/admin/appointments/move', body, 'Move failed'),
      'Move failed',
    );
    if (!sent) return;
    const moved = sent.answer.appointment;
    showToast({
      type: 'success',
      title: `Moved ${moved.reference}`,
      message: `${a.name}: now ${formatDay(moved.slot_date, 'compact')} at ${formatTime24(moved.slot_time)} with ${moved.doctor_name}. The patient has been told.`,
    });
    onMoved();
  }

  return (
    <Modal
      title={`Move ${a.name}'s visit`}
      wide
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Go back
          </button>
          <button type="submit" form="desk-move" className="btn btn-primary" disabled={form.sending}>
            {form.sending ? 'Moving...' : 'Move visit'}
          </button>
        </>
      }
    >
      <p>{`Now: ${formatDay(a.preferred_date, 'compact')} at ${formatTime24(a.preferred_time)} with ${a.doctor}, ${a.center} (${a.reference}). The patient is told the new time by e-mail and SMS.`}</p>
      <form id="desk-move" className="as-form as-form--two" onSubmit={submit} noValidate>
        <SlotPicker
          fieldId={form.field('slot_id').id}
          centreId={a.center_id}
          value={slot}
          currentSlotId={a.slot_id}
          error={form.errors.slot_id}
          onChange={(next) => {
            form.clearError('slot_id');
            setSlot(next);
          }}
        />
      </form>
    </Modal>
  );
}
