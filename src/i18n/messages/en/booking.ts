// English texts of the booking area: the shape every language's booking.ts follows (docs/i18n.md). The booking
// page, the wizard, its confirmation and the manage page; the pages pass this area to their islands as a prop.
export default {
  title: 'Book an Appointment | Hela Wedakama',
  description:
    'Book a consultation with a registered traditional medicine doctor at one of our six medical centers in Sri Lanka, in five short steps.',
  eyebrow: 'Appointments',
  heading: 'Book an Appointment',
  lead: 'Choose a center, a doctor and a time that suits you. It takes about a minute.',

  /** The progress list's accessible name. */
  progressLabel: 'Booking steps',
  /** The progress list's short names, one per step. */
  stepNames: {
    personal: 'Personal',
    location: 'Location',
    doctor: 'Doctor',
    dateTime: 'Date & Time',
    service: 'Service',
  },
  /** Each step's heading. */
  stepTitles: {
    personal: 'Your details',
    location: 'Choose a medical center',
    doctor: 'Choose your doctor',
    dateTime: 'Pick a date and time',
    service: 'Choose a service',
  },
  stepCount: 'Step {step} of {total}',
  previous: 'Previous',
  next: 'Next',
  book: 'Book Appointment',
  booking: 'Booking...',

  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'e.g. 077 123 4567',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  selectGender: 'Select gender',
  genders: { male: 'Male', female: 'Female', other: 'Other', 'prefer-not-to-say': 'Prefer not to say' },

  loadingCenters: 'Loading medical centers…',
  centersFailed: 'Failed to fetch medical centers',
  loadingDoctors: 'Loading doctors…',
  doctorsFailed: 'Failed to fetch doctors',
  noDoctors: 'No doctors available for the selected medical center.',
  otherCenter: 'Select a different center',
  /** After the doctor's qualification: '12 years experience'. */
  experience: { one: '{count} year experience', other: '{count} years experience' },
  /** Before the doctor's fee: 'Consultation LKR 2,500'. */
  consultationFee: 'Consultation {fee}',

  date: 'Date',
  time: 'Time',
  /** The first day of the date strip. */
  today: 'Today',
  loadingSlots: 'Loading time slots…',
  slotsFailed: 'Failed to fetch time slots',
  noSlots: 'No available time slots for this date.',
  otherDate: 'Please select a different date.',
  placesLeft: { one: '{count} place left', other: '{count} places left' },
  /** Read by screen readers after a slot that cannot be chosen. */
  notAvailable: '(not available)',

  center: 'Center',
  doctor: 'Doctor',
  service: 'Service',
  loadingServices: 'Loading services…',
  servicesFailed: 'Failed to fetch services',
  selectService: 'Select a service',
  preferredLanguage: 'Preferred language',
  preferredLanguageHint: 'We send your SMS and e-mails about this appointment in this language.',
  languages: { english: 'English', sinhala: 'Sinhala', tamil: 'Tamil' },
  howDidYouHear: 'How did you hear about us?',
  selectOption: 'Select an option',
  heardFrom: {
    google: 'Google',
    'social-media': 'Social media',
    'friend-family': 'Friend or family',
    'doctor-referral': 'Doctor referral',
    advertisement: 'Advertisement',
    other: 'Other',
  },
  emergencyContact: 'Emergency contact name',
  emergencyPhone: 'Emergency contact phone',
  notes: 'Notes for the center (optional)',
  notesHint:
    'The first 80 characters are sent to the center by SMS. Please keep medical details for the health section below.',
  health: 'Health information (optional)',
  healthConsent:
    'I agree that Hela Wedakama may keep the health information I give here, to prepare my consultation. Only medical staff can read it.',
  healthPrivacy:
    'For your privacy, health details are never saved on this device: if you reload the page you will need to type them again.',
  healthConditions: 'Health conditions',
  currentMedications: 'Current medications',

  bookFailed: 'Failed to book appointment',
  booked: 'Appointment booked successfully!',
  bookedMessage: 'Your booking reference is {reference}.',

  reference: 'Reference',
  /** After the time in the summary: the appointment is at Colombo's clock, whatever the phone's zone. */
  sriLankaTime: '{time} (Sri Lanka time)',

  confirmedTitle: 'Your appointment is booked',
  confirmedLead: 'Thank you, {name}. Please keep your booking reference:',
  whatNext: 'What happens next',
  nextEmail: 'You will receive a confirmation email with these details.',
  nextCall: 'Our team will contact you within 24 hours to confirm your appointment.',
  nextArrive: 'Please arrive 15 minutes early.',
  nextDocuments: 'Bring any medical documents, reports or prescriptions you have.',
  addToCalendar: 'Add to calendar (.ics)',
  viewOrCancel: 'View or cancel this booking',
  /** {phone} is the centre's phone number, as a link. */
  privateLink:
    'The “View or cancel” link is private: bookmark it, and do not share it. You can cancel online until {hours} hours before your appointment; after that, please call the center on {phone}.',
  home: 'Return to Home',
  bookAnother: 'Book another appointment',

  manage: {
    title: 'Your Appointment | Hela Wedakama',
    description: 'See or cancel your appointment with Hela Wedakama.',
    heading: 'Your Appointment',
    sectionTitle: 'Your appointment',
    loading: 'Loading your booking…',
    incomplete: 'This link is not complete. Please open the link from your confirmation.',
    loadFailed: 'Failed to load your booking',
    bookNew: 'Book an appointment',
    statuses: {
      pending: 'Booked, awaiting confirmation',
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
      completed: 'Completed',
      no_show: 'Missed',
    },
    cancelled: 'This appointment is cancelled and its place is free for other patients.',
    cancel: 'Cancel appointment',
    cancelQuestion: 'Cancel this appointment?',
    cancelWarning: 'Your place will be given to another patient.',
    confirmCancel: 'Yes, cancel it',
    cancelling: 'Cancelling...',
    keep: 'Keep my appointment',
    cancelledToast: 'Appointment cancelled',
    cancelFailed: 'Failed to cancel appointment',
    /** {phone} is the centre's phone number, as a link. */
    tooLate:
      'Online cancellation closes {hours} hours before the appointment. To change it, please call the center on {phone}.',
  },

  /** The booking request's refusals (src/shared/booking/booking-request.ts); the API's English answers use these. */
  validation: {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a valid phone number',
    dateOfBirth: 'Please enter a valid date of birth',
    patientName: 'Please enter the patient name',
    service: 'Please select a service',
    slot: 'Please select a valid time slot',
    consent: 'Please tick the consent box to share your health information, or leave those fields empty',
    tooLong: 'Please keep this under {max} characters',
  },
};
