// The booking wizard shows a refused field (its own check or the server's) at the field the patient typed in, and
// goes back to the earliest step that holds one.
import { expect, test } from 'vitest';
import { formErrors } from '../../src/components/booking/booking-form.ts';

test.each([
  ['nothing refused', {}, {}, undefined],
  [
    'a personal detail',
    { patient_email: 'Please enter a valid email address' },
    { email: 'Please enter a valid email address' },
    1,
  ],
  [
    'the slot and a detail: the earlier step wins',
    { slot_id: 'That time is no longer available', first_name: 'Please enter your first name' },
    { timeSlot: 'That time is no longer available', firstName: 'Please enter your first name' },
    1,
  ],
  [
    'service id and name on one field: the first message',
    { service_id: 'Choose a service', service_type: 'Unknown service' },
    { service: 'Choose a service' },
    5,
  ],
  ['a field the form does not have is left to the form message', { idempotency_key: 'Invalid' }, {}, undefined],
])('%s', (_, fields, found, firstStep) => {
  expect(formErrors(fields)).toEqual({ found, firstStep });
});
