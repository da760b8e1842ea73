import { HttpError } from '../http/http-error.ts';

/** Why a booking was refused; the wizard reacts to the code (a full slot refreshes the times on offer). */
export type BookingErrorCode =
  | 'slot_not_found'
  | 'slot_full'
  | 'slot_unavailable'
  | 'slot_past'
  | 'slot_too_far'
  | 'already_booked'
  | 'service_unavailable'
  | 'idempotency_conflict'
  | 'too_many_bookings'
  | 'not_found'
  | 'cancel_closed'
  | 'already_cancelled';

export class BookingError extends HttpError {
  declare readonly code: BookingErrorCode;

  constructor(status: number, code: BookingErrorCode, message: string, fields?: Record<string, string>) {
    super(status, message, { code, fields });
    this.name = 'BookingError';
  }
}
