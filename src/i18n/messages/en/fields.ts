// English texts of the fields area: the labels and validation messages several forms share (docs/i18n.md).
// The validation texts are the API's English answers word for word: schemas carry their keys
// (messageKey('fields.emailRequired')) and the form or the server turns them into text.
import { GENDER_LABELS, HEARD_FROM_LABELS, PREFERRED_LANGUAGE_LABELS } from '../../../shared/enums.ts';

export default {
  fullName: 'Full name',
  phone: 'Phone number',
  email: 'Email address',
  /** Before the form's fields; {star} is the asterisk every required label carries. */
  requiredNote: 'Fields marked {star} are required.',
  /** Read by screen readers after the asterisk of requiredNote. */
  starMeaning: 'with an asterisk',
  /** Beside a field that may be left empty. */
  optional: 'optional',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most {max} characters',
  phoneRequired: 'Phone number is required',
  phoneTooLong: 'Phone number must be at most {max} characters',
  phoneInvalid: 'Please enter a valid phone number',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  /** The review form's wording of a wrong address. */
  emailPleaseValid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most {max} characters',
  tooLong: 'Please keep this under {max} characters',
  controlCharacters: 'Please remove the invisible control characters from this text',
  /** The newsletter box in every page's footer. */
  newsletter: {
    label: 'Newsletter email address',
    placeholder: 'Your email address',
    subscribe: 'Subscribe',
    subscribed: 'Subscribed',
    success: 'Thank you for subscribing! Look out for wellness tips and news in your inbox.',
    failed: 'We could not subscribe you right now. Please try again.',
    /** Before the connection advice when the request never reached us. */
    couldNot: 'Could not subscribe',
  },
  /** The English labels live beside their lists (src/shared/enums.ts), which staff screens read too. */
  genders: GENDER_LABELS,
  languages: PREFERRED_LANGUAGE_LABELS,
  heardFrom: HEARD_FROM_LABELS,
};
