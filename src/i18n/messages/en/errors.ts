// English texts of the errors area: the API's refusals (src/server), answered in the request's language by
// errorResponse (src/server/http/respond.ts). The English texts are the API's documented wording: keep them exact.
// A value written as another key of this area (e.g. `wait`) is translated before it is filled in.
export default {
  /** The 500 answer: nothing the visitor did; the details are only in the log. */
  internal: 'Something went wrong. Please try again.',
  invalidRequest: 'Invalid request',
  notJson: 'The request body must be JSON.',
  notForm: 'The request body must be a form.',
  foreignForm: 'This form can only be sent from our own pages.',
  methodNotAllowed: 'Method {method} is not allowed here.',
  slotNotFound: 'This time slot does not exist. Please choose another time.',
  slotPast: 'This time slot has already passed. Please choose a later time.',
  slotTooFar: 'Appointments can be booked up to {days} days ahead. Please choose an earlier date.',
  slotUnavailable: 'This time slot is not available. Please choose another time.',
  slotFull: 'Sorry, this time slot has just been fully booked. Please choose another available time.',
  alreadyBooked:
    'You already have a booking for this time slot. Please check your confirmation or choose another time.',
  serviceUnavailable: 'This service is not available. Please select a service.',
  idempotencyConflict:
    'This booking request was already used for a different time slot. Please reload the page and try again.',
  /** {from} is one of `from`, {wait} one of `wait`. */
  tooManyBookings:
    'We have received several bookings from {from} recently. Please try again in {wait}, or call the centre to book.',
  from: { phone: 'this phone number', email: 'this e-mail address', connection: 'your connection' },
  wait: { minute: '{count} minute', minutes: '{count} minutes', hours: '{count} hours' },
  bookingNotFound: 'We could not find this booking. Please check the link from your confirmation.',
  alreadyCancelled: 'This appointment is already cancelled.',
  /** {phone} is the centre's phone number. */
  cancelClosed: 'Online cancellation closes {hours} hours before the appointment. Please call the center on {phone}.',
  tooManyMessages: 'Too many messages from this connection. Please try again in {minutes} minutes or call us.',
  tooManyPledges: 'Too many donation pledges from this connection. Please try again in {minutes} minutes.',
  tooManySignUps: 'Too many sign-up attempts. Please try again in {minutes} minutes.',
  tooManySubmissions: 'Too many submissions from your connection. Please try again in {minutes} minutes.',
  tooManyReviews: 'We have received several reviews from your connection in the last hour. Please try again in {wait}.',
  eventPast: 'This event has already taken place.',
  eventFull: 'Sorry, this event is full. Every volunteer place has been taken.',
  alreadyRegistered: 'You are already registered for this event with this email address.',
};
