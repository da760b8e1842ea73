import { HttpError } from '../http/http-error.ts';

/** Why a waitlist call was refused; the offer page reacts to the code. */
export type WaitlistErrorCode =
  | 'waitlist_not_found'
  | 'no_sessions'
  | 'day_not_full'
  | 'day_closed'
  | 'offer_not_live'
  | 'offer_expired'
  | 'not_waiting';

export class WaitlistError extends HttpError {
  declare readonly code: WaitlistErrorCode;

  constructor(status: number, code: WaitlistErrorCode, message: string) {
    super(status, message, { code });
    this.name = 'WaitlistError';
  }
}
