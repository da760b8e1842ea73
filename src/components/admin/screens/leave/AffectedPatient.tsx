// A patient a leave caught: who, which visit, what they did since, and a link that calls them from a phone.

import { AFFECTED_STATE_LABELS, type AffectedBooking } from '../../../../shared/leave/leave.ts';
import { toE164 } from '../../../../shared/phone-numbers.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';

const COLOURS: Record<AffectedBooking['state'], string> = { no_answer: 'yellow', moved: 'green', cancelled: 'grey' };

interface Props {
  booking: AffectedBooking;
  /** Moves the visit once the patient has said when they can come; absent without appointments: write. */
  onMove?: (booking: AffectedBooking) => void;
}

export default function AffectedPatient({ booking, onMove }: Props) {
  const dial = toE164(booking.patientPhone) ?? booking.patientPhone.replace(/[^\d+]/g, '');
  return (
    <li className="lv-patient">
      <div>
        <strong>{booking.patientName}</strong>
        <span className="as-count">
          {booking.reference} · {formatDay(booking.slotDate, 'compact')}, {formatTime24(booking.slotTime)}
          {booking.notified ? '' : ' · told by an earlier leave'}
        </span>
      </div>
      <span className={`as-status as-status--${COLOURS[booking.state]}`}>{AFFECTED_STATE_LABELS[booking.state]}</span>
      {booking.state === 'no_answer' && dial && (
        <a className="btn btn-secondary btn-sm" href={`tel:${dial}`}>
          {/* One text item: the button lays out its children with a gap. */}
          <span>
            Call<span className="visually-hidden"> {booking.patientName} on</span> {booking.patientPhone}
          </span>
        </a>
      )}
      {booking.state === 'no_answer' && onMove && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={`Move appointment ${booking.reference}`}
          onClick={() => onMove(booking)}
        >
          Move
        </button>
      )}
    </li>
  );
}
