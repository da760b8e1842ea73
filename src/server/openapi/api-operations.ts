// Every operation of the API, with the zod schemas that validate its request (the very ones the functions use)
// and the schema of its answer: the source of GET /api/openapi.json (openapi-document.ts, docs/api.md). Who
// may call an admin operation is read from the endpoint-permission table, not repeated here.
import { activityQuerySchema } from '../../shared/activity/activity.ts';
import { loginSchema } from '../../shared/admin/login-schema.ts';
import { secondFactorCodeSchema } from '../../shared/admin/second-factor.ts';
import { appointmentFiltersSchema, appointmentListSchema } from '../../shared/booking/appointment-filters.ts';
import { bookingRequestSchema } from '../../shared/booking/booking-schema.ts';
import { daysQuerySchema, doctorsQuerySchema, slotsQuerySchema } from '../../shared/booking/catalogue-query-schema.ts';
import { daySheetQuerySchema } from '../../shared/booking/day-sheet.ts';
import { manageRequestSchema } from '../../shared/booking/manage-booking-schema.ts';
import { moveAppointmentSchema, staffBookingSchema } from '../../shared/booking/staff-booking.ts';
import { appointmentIdSchema, statusChangeSchema } from '../../shared/booking/status-change-schema.ts';
import { contactMessageSchema } from '../../shared/contact/contact-schema.ts';
import { dashboardQuerySchema } from '../../shared/dashboard/dashboard-schema.ts';
import { donationPledgeSchema } from '../../shared/donations/donation-schema.ts';
import { inboxListQuerySchema, inboxReplySchema, inboxUpdateSchema } from '../../shared/inbox/inbox.ts';
import { leaveListQuerySchema, leaveRequestSchema } from '../../shared/leave/leave.ts';
import { appointmentMessagesQuerySchema } from '../../shared/messaging/appointment-messages.ts';
import { newsletterSignupSchema } from '../../shared/newsletter/newsletter-schema.ts';
import { newNoteSchema, noteListQuerySchema } from '../../shared/notes/notes.ts';
import { patientMergeSchema } from '../../shared/patients/patient.ts';
import { patientQuerySchema } from '../../shared/patients/patient-query-schema.ts';
import { reviewListQuerySchema } from '../../shared/reviews/review.ts';
import {
  reviewListQuerySchema as adminReviewListQuerySchema,
  reviewDeleteSchema,
  reviewUpdateSchema,
} from '../../shared/reviews/review-moderation.ts';
import { reviewFormSchema } from '../../shared/reviews/review-schema.ts';
import { consentChangeSchema, erasureRequestSchema, exportRequestSchema } from '../../shared/rights/consent.ts';
import { completeDataRequestSchema, dataRequestListQuerySchema } from '../../shared/rights/data-requests.ts';
import {
  newDoctorSchema,
  retireDoctorSchema,
  scheduleQuerySchema,
  scheduleSaveSchema,
} from '../../shared/schedules/doctor-schedule.ts';
import { servicesQuerySchema } from '../../shared/services/service.ts';
import {
  serviceAvailabilitySchema,
  serviceDeleteSchema,
  serviceFieldsSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from '../../shared/services/service-form.ts';
import { adminUserChangeSchema } from '../../shared/settings/admin-user-schema.ts';
import { settingsSaveSchema } from '../../shared/settings/settings-schema.ts';
import {
  applicationEmailQuerySchema,
  applicationFiltersSchema,
  statusUpdateSchema,
} from '../../shared/volunteer/application-admin-schema.ts';
import { applicationSubmissionSchema } from '../../shared/volunteer/application-schema.ts';
import { eventRegistrationSchema } from '../../shared/volunteer/event-registration-schema.ts';
import { adminEventsQuerySchema } from '../../shared/volunteer/events-query-schema.ts';
import { volunteerFeedbackSchema } from '../../shared/volunteer/feedback-schema.ts';
import { volunteerStatusChangeSchema } from '../../shared/volunteer/volunteer-admin.ts';
import {
  joinWaitlistSchema,
  moveWaitlistToTopSchema,
  waitlistListQuerySchema,
  waitlistTokenSchema,
} from '../../shared/waitlist/waitlist.ts';
import { ownPasswordRequestSchema } from '../admin/own-password.ts';
import { messageStatusForm } from '../messaging/message-status.ts';
import { newAdminUserRequestSchema } from '../settings/admin-users.ts';
import { inboundFormSchema } from '../whatsapp/inbound-message.ts';
import { type ApiOperation, created, ok, tagged } from './api-operation.ts';
import { responses } from './response-schemas.ts';

const UUID = '3f1c9a52-8d7e-4b61-9a0f-2c5e7d4b8a10';

export const API_OPERATIONS: readonly ApiOperation[] = [
  ...tagged('Booking', {
    listMedicalCenters: {
      route: 'GET /api/medical-centers',
      summary: 'The medical centres, with their opening hours.',
      success: ok(responses.medicalCenters),
    },
    listDoctors: {
      route: 'GET /api/doctors',
      summary: 'The doctors, optionally of one centre.',
      query: doctorsQuerySchema,
      success: ok(responses.doctors),
      example: { query: { medical_center_id: 'kandy' } },
    },
    listSlots: {
      route: 'GET /api/appointment-slots',
      summary: "A doctor's slots at a centre on one day (HH:MM, Asia/Colombo).",
      query: slotsQuerySchema,
      success: ok(responses.slots),
      example: { query: { doctor_id: UUID, medical_center_id: 'kandy', date: '2026-12-01' } },
    },
    listBookableDays: {
      route: 'GET /api/appointment-days',
      summary:
        "Every day of the booking horizon (Asia/Colombo) for a doctor at a centre: free_places, the sum of the free places of that day's slots as GET /api/appointment-slots answers them (0 on a full day), and slots, how many slots the day has (0: no sessions).",
      query: daysQuerySchema,
      success: ok(responses.days),
      example: { query: { doctor_id: UUID, medical_center_id: 'kandy' } },
    },
    bookAppointment: {
      route: 'POST /api/appointment-slots',
      summary:
        "Books a place. The documented body (patient_name) or the wizard's (first_name and last_name); service_type names an available service by name or id. whatsapp: true sends the patient's messages about the visit by WhatsApp instead of SMS (docs/whatsapp.md; left out, SMS as before). An Idempotency-Key header makes a retry answer the first booking (200).",
      body: bookingRequestSchema,
      success: created(responses.booking),
      // The documented body (docs/api.md).
      example: {
        body: {
          slot_id: UUID,
          patient_name: 'Nimali Perera',
          patient_email: 'nimali@example.lk',
          patient_phone: '077 123 4567',
          service_type: 'Herbal Medicine',
          notes: 'Knee pain for three months.',
          whatsapp: true,
        },
      },
    },
    manageBooking: {
      route: 'POST /api/appointment-manage',
      summary:
        "Views (action view), cancels (action cancel) or moves (action reschedule, with slot_id: another slot of the same centre, any doctor, any day the site books; the booking's guard and 409 codes) a booking with the token of its private link; cancelling and moving close the notice of Settings (patientNoticeHours, default 24; the answer's notice_hours) before the visit (409 cancel_closed, move_closed, naming the centre's phone, in the request's language).",
      body: manageRequestSchema,
      success: ok(responses.manageView),
      example: { body: { token: 'the-token-from-the-manage-link-fragment', action: 'view' } },
    },
    exportMyData: {
      route: 'POST /api/my-data',
      summary:
        "What we hold about the patient of a manage link (docs/data-protection.md): every booking of the same patient (as the Patients list counts them) with what they told us, their consents and consent history, the messages sent to them (channel, address, subject, status, times; no bodies) and their requests. format html answers the same as a readable page (text/html, in the request's language). 404 for an unknown link.",
      body: exportRequestSchema,
      success: ok(responses.myData),
      example: { body: { token: 'the-token-from-the-manage-link-fragment', format: 'json' } },
    },
    requestErasure: {
      route: 'POST /api/my-data/erasure',
      summary:
        'The patient of a manage link asks to be erased: 201 with the request, due 21 working days later (weekends skipped), and a confirmation e-mail in their language; while one is open, 200 with that one (one open request per patient, parallel requests included).',
      body: erasureRequestSchema,
      success: created(responses.erasureRequest),
      example: { body: { token: 'the-token-from-the-manage-link-fragment' } },
    },
    changeMyConsents: {
      route: 'POST /api/my-data/consents',
      summary:
        "Gives or withdraws the patient's consent to reminders (SMS, e-mail and WhatsApp), the newsletter and marketing, recorded with the time and the wording version on each of their bookings; a choice left out stays as it is (with none, the answer only reads them). Withdrawn reminders are not sent; the newsletter follows at once. Answers the consents now and the open erasure request.",
      body: consentChangeSchema,
      success: ok(responses.myConsents),
      example: { body: { token: 'the-token-from-the-manage-link-fragment', reminders: false, newsletter: false } },
    },
    joinWaitlist: {
      route: 'POST /api/waitlist',
      summary:
        "Joins the waitlist of a doctor's full day at a centre (every session still to come is full): 201 with the entry and its private link (#token=..., also e-mailed). The same e-mail joining the same doctor and day again answers 200 with the existing entry (its link only when the phone is the same). When a place frees, the first person waiting gets one offer by SMS and e-mail, the place held for them for the Settings' minutes (default 30); none between 21:00 and 07:00 Colombo time (sent from 07:00) and none for a slot less than 2 hours away. 409 day_not_full while the day has free times, 422 no_sessions for a day without sessions to come.",
      body: joinWaitlistSchema,
      success: created(responses.waitlistJoined),
      example: {
        body: {
          doctor_id: UUID,
          medical_center_id: 'kandy',
          date: '2026-12-10',
          service_id: UUID,
          patient_name: 'Nimali Perera',
          patient_phone: '077 123 4567',
          patient_email: 'nimali@example.com',
          preferred_language: 'sinhala',
        },
      },
    },
    viewWaitlistEntry: {
      route: 'POST /api/waitlist/view',
      summary:
        "What the waitlist link shows: the entry's status (waiting, offered, booked, declined, lapsed, left), how many wait ahead, the live offer (time, and when its hold ends) or the booking made from it.",
      body: waitlistTokenSchema,
      success: ok(responses.waitlistEntry),
      example: { body: { token: 'the-token-from-the-waitlist-link-fragment' } },
    },
    claimWaitlistOffer: {
      route: 'POST /api/waitlist/claim',
      summary:
        "Takes the place the live offer holds: books it (the booking's guard, messages and private link) in the transaction that marks the offer used, so two claims at once book once. 409 offer_not_live (taken, declined or passed on), offer_expired, or the booking's 409 codes.",
      body: waitlistTokenSchema,
      success: ok(responses.waitlistEntry),
      example: { body: { token: 'the-token-from-the-waitlist-link-fragment' } },
    },
    declineWaitlistOffer: {
      route: 'POST /api/waitlist/decline',
      summary:
        'Declines the live offer: the entry ends and the place goes at once to the next person waiting (one offer), or back to anyone booking. 409 offer_not_live.',
      body: waitlistTokenSchema,
      success: ok(responses.waitlistEntry),
      example: { body: { token: 'the-token-from-the-waitlist-link-fragment' } },
    },
    leaveWaitlist: {
      route: 'POST /api/waitlist/leave',
      summary:
        'Takes the person off the waitlist (a place offered to them goes to the next person waiting); leaving twice answers the same.',
      body: waitlistTokenSchema,
      success: ok(responses.waitlistEntry),
      example: { body: { token: 'the-token-from-the-waitlist-link-fragment' } },
    },
  }),
  ...tagged('Services', {
    listServices: {
      route: 'GET /api/services',
      summary: 'The available services: featured first (the pages), or by name with order=name (booking).',
      query: servicesQuerySchema,
      success: ok(responses.services),
      example: { query: { order: 'name' } },
    },
    serviceImage: {
      route: 'GET /api/service-images/:key',
      summary: 'A service image uploaded by staff.',
      success: ok(responses.image, 'image/*'),
    },
  }),
  ...tagged('Reviews', {
    listReviews: {
      route: 'GET /api/reviews',
      summary: 'Approved reviews, newest first, with pagination.',
      query: reviewListQuerySchema,
      success: ok(responses.reviews),
      example: { query: { page: '1', limit: '10' } },
    },
    submitReview: {
      route: 'POST /api/reviews',
      summary: 'Submits a review for moderation (published in 24-48 hours).',
      body: reviewFormSchema,
      success: created(responses.reviewSubmitted),
      example: {
        body: {
          name: 'Kumari Perera',
          age: '54',
          profession: 'Teacher',
          location: 'Kandy',
          email: 'kumari@example.lk',
          phone: '+94 77 123 4567',
          condition: 'Knee pain',
          treatment: 'Herbal Medicine',
          duration: '1-2 months',
          rating: 5,
          reviewText: 'After six weeks of treatment my knee pain is nearly gone and I can walk to school again.',
          consent: true,
        },
      },
    },
  }),
  ...tagged('Contact and donations', {
    sendContactMessage: {
      route: 'POST /api/contact',
      summary: 'A message to the provider (staff are told, the sender gets a copy).',
      body: contactMessageSchema,
      success: created(responses.contact),
      example: {
        body: {
          name: 'Nimal Silva',
          phone: '+94 77 123 4567',
          email: 'nimal@example.lk',
          subject: 'general',
          message: 'Do you treat migraines at the Galle centre?',
        },
      },
    },
    pledgeDonation: {
      route: 'POST /api/donations',
      summary: 'A donation pledge: answers a reference; the payment itself happens outside the site.',
      body: donationPledgeSchema,
      success: created(responses.donation),
      example: {
        body: {
          amount: 2500,
          donationType: 'one-time',
          paymentMethod: 'bank',
          donorName: 'Nimal Silva',
          email: 'nimal@example.lk',
        },
      },
    },
    subscribeNewsletter: {
      route: 'POST /api/newsletter',
      summary:
        "Subscribes an e-mail address to the newsletter. The footer box's plain HTML form (form-encoded, ?lang=&from=<page>) is answered by a 303 back to that page at #newsletter-subscribed, -invalid or -failed.",
      body: newsletterSignupSchema,
      success: ok(responses.newsletter),
      example: { body: { email: 'reader@example.lk' } },
    },
  }),
  ...tagged('Volunteer', {
    volunteerPrograms: {
      route: 'GET /api/volunteer?action=get-programs',
      summary: 'The volunteer programmes.',
      success: ok(responses.programs),
    },
    volunteerEvents: {
      route: 'GET /api/volunteer?action=get-events',
      summary: 'The volunteer events (upcoming=true: upcoming only), with the places left.',
      success: ok(responses.events),
      example: { query: { upcoming: 'true' } },
    },
    volunteerStats: {
      route: 'GET /api/volunteer?action=get-stats',
      summary: 'Counts for the volunteer page.',
      success: ok(responses.stats),
    },
    submitApplication: {
      route: 'POST /api/volunteer?action=submit-application',
      summary:
        "An application: the documented body (full_name, experience, skills, duration_weeks default 4, additional_info) or the site form's (first_name, ...). See docs/api.md.",
      body: applicationSubmissionSchema,
      success: created(responses.applicationSubmitted),
      // The documented body (docs/api.md).
      example: {
        body: {
          program_id: 'community',
          full_name: 'Nimali Perera',
          email: 'nimali@example.lk',
          phone: '+94 77 123 4567',
          country: 'Sri Lanka',
          date_of_birth: '1995-04-12',
          motivation: 'I grew up with Hela Wedakama and want to help the rural health camps.',
          experience: 'Two years as a nursing assistant.',
          skills: 'To learn how the camps are organised.',
          preferred_start_date: '2099-01-05',
          duration_weeks: 8,
          emergency_contact_name: 'Sunil Perera',
          emergency_contact_phone: '+94 71 234 5678',
          emergency_contact_relationship: 'Father',
          dietary_restrictions: 'Vegetarian',
          medical_conditions: null,
          additional_info: 'Nationality: Sri Lankan\nCity: Kandy\nFlexibility: Weekends\nPrevious volunteering: None',
        },
      },
    },
    registerForEvent: {
      route: 'POST /api/volunteer?action=register-event',
      summary: 'Takes a place at an event (never more than its volunteers_needed).',
      body: eventRegistrationSchema,
      success: created(responses.registered),
      example: {
        body: {
          event_id: 'research-documentation',
          name: 'Ayesha Rahman',
          email: 'ayesha@example.com',
          phone: '+94 77 555 1234',
        },
      },
    },
    submitFeedback: {
      route: 'POST /api/volunteer?action=submit-feedback',
      summary: 'Anonymous feedback on a programme.',
      body: volunteerFeedbackSchema,
      success: created(responses.feedback),
      example: {
        body: { program_id: 'community', rating: 5, feedback_text: 'Well organised camps.', would_recommend: true },
      },
    },
  }),
  ...tagged('Admin', {
    listApplications: {
      route: 'GET /api/volunteer?action=get-applications',
      summary: 'Applications, optionally by status and programme.',
      query: applicationFiltersSchema,
      success: ok(responses.applications),
      example: { query: { status: 'pending' } },
    },
    applicationsByEmail: {
      route: 'GET /api/volunteer?action=get-application-by-email',
      summary: 'The applications sent from one address (staff only: never a public lookup).',
      query: applicationEmailQuerySchema,
      success: ok(responses.applications),
      example: { query: { email: 'nimali@example.lk' } },
    },
    updateApplicationStatus: {
      route: 'POST /api/volunteer?action=update-application-status',
      summary: 'Moves an application (pending -> under_review, accepted or rejected; under_review -> pending).',
      body: statusUpdateSchema,
      success: ok(responses.applicationUpdated),
      example: { body: { id: UUID, status: 'under_review', review_notes: 'Call on Monday' } },
    },
    adminLogin: {
      route: 'POST /api/admin/login',
      summary: 'Signs in: sets the HttpOnly session cookie. Same-origin JSON only.',
      body: loginSchema,
      success: ok(responses.signedIn),
      example: { body: { email: 'admin@wedakama.local', password: 'the account password' } },
    },
    adminLogout: {
      route: 'POST /api/admin/logout',
      summary: 'Signs out (also a session still at its second step) and clears the session cookie.',
      success: ok(responses.success),
    },
    adminMe: {
      route: 'GET /api/admin/me',
      summary: 'The signed-in account, and whether its second factor is set up or required.',
      success: ok(responses.me),
    },
    changeOwnPassword: {
      route: 'POST /api/admin/me/password',
      summary:
        "Changes the signed-in account's own password: the current one is checked (throttled: 5 per account every 15 minutes), the new one passes the password policy (12 to 128 characters, not one character repeated, not a common password). Every other session of the account ends; this one goes on. 422 with fields.currentPassword for a wrong current password.",
      body: ownPasswordRequestSchema,
      success: ok(responses.ownPasswordChanged),
      example: {
        body: { currentPassword: 'the account password', newPassword: 'kithul-treacle-monsoon-2026' },
      },
    },
    enrollSecondFactor: {
      route: 'POST /api/admin/second-factor/enroll',
      summary:
        'Starts setting up the TOTP second factor: a new secret as a QR code (an SVG data URI), as text and as an otpauth:// URI, to confirm with a code at verifySecondFactor. 409 when one is already set up. Open to a session still at its enrolment step (accounts that can read appointments or patients must enrol before anything else).',
      success: ok(responses.enrolment),
    },
    verifySecondFactor: {
      route: 'POST /api/admin/second-factor/verify',
      summary:
        'A 6-digit code (one step of clock drift either side; a code already used is refused) or a one-time recovery code. Confirms an enrolment under way, answering the ten recovery codes this once, or completes a sign-in; the session is then signed in. Throttled: 5 attempts per account every 15 minutes. 422 with fields.code for a wrong or used code.',
      body: secondFactorCodeSchema,
      success: ok(responses.secondFactorVerified),
      example: { body: { code: '492039' } },
    },
    dashboardStats: {
      route: 'GET /api/admin/dashboard/stats',
      summary: 'Dashboard counts over 7, 30 or 90 days.',
      query: dashboardQuerySchema,
      success: ok(responses.dashboard),
      example: { query: { dateRange: '30d' } },
    },
    adminAppointments: {
      route: 'GET /api/admin/appointments',
      summary:
        "One page of the appointments (search by patient, reference or doctor; status; date today, tomorrow, week (Monday to Sunday) or custom from/to; center; doctor), page (from 1) and pageSize (default 25, at most 100) in sort order: visit (the default: upcoming soonest first, then past latest first) or booked (newest booking first); answers page, pageSize, matching (how many the filters match) and total (every appointment). With id= one appointment's health information (logged).",
      query: appointmentListSchema.extend(appointmentIdSchema.partial().shape),
      success: ok(responses.adminAppointments),
      example: { query: { status: 'confirmed', date: 'tomorrow', page: '2', pageSize: '25', sort: 'visit' } },
    },
    changeAppointmentStatus: {
      route: 'PATCH /api/admin/appointments',
      summary:
        "Moves an appointment along the desk's flow (pending, confirmed, arrived, completed; cancelled with a reason; no_show); expectedStatus is the status the admin saw (409 when it changed since); correcting an outcome needs appointments: delete (403).",
      body: statusChangeSchema,
      success: ok(responses.appointmentStatus),
      example: {
        body: {
          id: UUID,
          status: 'cancelled',
          expectedStatus: 'pending',
          reason: 'The patient phoned to cancel.',
          cancelledBy: 'patient',
        },
      },
    },
    staffBookAppointment: {
      route: 'POST /api/admin/appointments/book',
      summary:
        "Books for a caller on the phone or a walk-in, through the public booking's capacity guard, limits (the patient's phone and e-mail) and messages; e-mail optional, any Sri Lankan phone form; marked as made by staff and logged. 201, or 200 with replayed when the same idempotency_key is sent again.",
      body: staffBookingSchema,
      success: created(responses.staffBooked),
      example: {
        body: {
          slot_id: UUID,
          patient_name: 'Kamala Perera',
          patient_phone: '077 123 4567',
          patient_email: '',
          service_id: UUID,
          notes: 'Knee pain for two weeks.',
          preferred_language: 'sinhala',
          booked_via: 'phone',
          idempotency_key: 'desk-7f3a9c21',
        },
      },
    },
    moveAppointment: {
      route: 'POST /api/admin/appointments/move',
      summary:
        "Moves a pending or confirmed visit to another slot of its centre (same or another doctor, any day the site books) in one transaction: the new place taken under the booking's guard (409 slot_full, slot_past, slot_unavailable), the old one freed, the patient told by e-mail (fresh .ics, same UID, higher SEQUENCE) and SMS in their language, logged. from_slot_id is the slot staff saw (409 appointment_changed when it moved since).",
      body: moveAppointmentSchema,
      success: ok(responses.appointmentMoved),
      example: { body: { id: UUID, slot_id: UUID, from_slot_id: UUID } },
    },
    daySheet: {
      route: 'GET /api/admin/day-sheet',
      summary:
        "One centre's visits of one day (date, YYYY-MM-DD, today in Colombo by default), per doctor with a session there that day, in time order: reference, patient, phone, service, the patient's note, status and the patient's no-show count. Cancelled visits are counted per doctor, not listed.",
      query: daySheetQuerySchema,
      success: ok(responses.daySheet),
      example: { query: { center: 'kandy', date: '2026-12-03' } },
    },
    exportAppointments: {
      route: 'GET /api/admin/appointments/export',
      summary: 'The matching appointments as a CSV download.',
      query: appointmentFiltersSchema,
      success: ok(responses.csv, 'text/csv'),
      example: { query: { status: 'all' } },
    },
    adminEvents: {
      route: 'GET /api/admin/events',
      summary:
        "Every volunteer event with its places and registrations; with export=<event id>, that event's registrations as a CSV download.",
      query: adminEventsQuerySchema,
      success: ok(responses.adminEvents),
    },
    adminPatients: {
      route: 'GET /api/admin/patients',
      summary:
        'Patients derived from appointments (one per phone number, or e-mail without one, as merged by staff), with their appointments, no-shows and reviews.',
      query: patientQuerySchema,
      success: ok(responses.patients),
      example: { query: { search: 'a' } },
    },
    mergePatients: {
      route: 'POST /api/admin/patients',
      summary:
        "Two patients are one person: merge's bookings count as keep's from now on (keys from adminPatients; logged).",
      body: patientMergeSchema,
      success: ok(responses.patientMerged),
      example: { body: { keep: 'tel:94771234567', merge: 'tel:94712345678' } },
    },
    listDataRequests: {
      route: 'GET /api/admin/data-requests',
      summary:
        "Patients' erasure requests (open by default; status=completed or all), the nearest due date first, with the booking reference and, while open, the patient's name and how many bookings they have.",
      query: dataRequestListQuerySchema,
      success: ok(responses.dataRequests),
      example: { query: { status: 'open' } },
    },
    completeDataRequest: {
      route: 'POST /api/admin/data-requests',
      summary:
        'Erases the patient of an open request: every booking of theirs keeps its slot, status and service (counts and places stay) and loses every personal field; their consents, messages, newsletter subscription and merges are deleted; the request is closed and logged without personal data. 409 not_open when it is not open.',
      body: completeDataRequestSchema,
      success: ok(responses.dataRequestCompleted),
      example: { body: { id: UUID } },
    },
    listDoctorSchedules: {
      route: 'GET /api/admin/doctor-schedules',
      summary:
        "A centre's active doctors (the first centre by name without center=) with their weekly sessions: the week in force today and any planned from a later day, and how many visits each doctor still has to come.",
      query: scheduleQuerySchema,
      success: ok(responses.doctorSchedules),
      example: { query: { center: 'kandy' } },
    },
    saveDoctorSchedule: {
      route: 'PUT /api/admin/doctor-schedules',
      summary:
        "One doctor's whole week at one centre from effectiveFrom (a Colombo day, today or later) on; a week planned for later is replaced. The slots of the booking horizon follow: missing ones opened, ones no longer given removed, places changed. 422 with a message per field (sessions.<i>.<field>); 409 naming every booking (reference, patient, date, time) a removed or smaller slot holds, nothing changed.",
      body: scheduleSaveSchema,
      success: ok(responses.scheduleSaved),
      example: {
        body: {
          center: 'kandy',
          doctorId: UUID,
          effectiveFrom: '2026-12-07',
          sessions: [
            { weekday: 2, start: '16:00', end: '19:00', kind: 'numbers', slotMinutes: null, places: 20 },
            { weekday: 4, start: '09:00', end: '12:00', kind: 'slots', slotMinutes: 15, places: 1 },
          ],
        },
      },
    },
    addDoctor: {
      route: 'POST /api/admin/doctors',
      summary:
        'A new doctor at a centre, with the name, specialty and qualifications in Sinhala and Tamil where given (shown on those pages); 409 when a doctor of that name already practises there.',
      body: newDoctorSchema,
      success: created(responses.doctorAdded),
      example: {
        body: {
          center: 'kandy',
          title: 'Dr.',
          name: 'Nirmala Jayasekara',
          specialization: 'Panchakarma',
          qualification: 'BAMS (Colombo)',
          consultationFee: 2000,
          nameSi: 'නිර්මලා ජයසේකර',
          specializationSi: 'පංචකර්ම',
          qualificationSi: 'ආයුර්වේද වෛද්‍ය හා ශල්‍ය උපාධිය (කොළඹ)',
        },
      },
    },
    retireDoctor: {
      route: 'DELETE /api/admin/doctors',
      summary:
        "Retires a doctor: no longer offered to patients, their free slots closed, kept for the history. 409 while visits of theirs are still to come ('3 future bookings must be moved or cancelled first').",
      body: retireDoctorSchema,
      success: ok(responses.doctorRetired),
      example: { body: { id: UUID } },
    },
    listDoctorLeave: {
      route: 'GET /api/admin/doctor-leave',
      summary:
        "Doctors' leave and centre closures lasting until `from` (default today, Colombo) or later, upcoming first, optionally of one centre; each with the bookings it caught and what became of them now: moved, cancelled or no_answer (still on the closed slot), with the patient's name, phone and reference.",
      query: leaveListQuerySchema,
      success: ok(responses.doctorLeaves),
      example: { query: { center: 'kandy', from: '2026-12-01' } },
    },
    addDoctorLeave: {
      route: 'POST /api/admin/doctor-leave',
      summary:
        'Marks a doctor away at a centre (or, without doctorId, the whole centre closed) for whole days (at most 90) or part of one day (startTime to endTime), in one transaction: every slot inside it closes, free and booked alike; each live booking on them is recorded and its patient gets one e-mail and SMS in their language with the private link to move or cancel (none twice for overlapping leaves); logged. With preview: true it changes nothing and answers 200 with how many slots and bookings it would touch. 422 for a past first date, an unknown centre or a doctor who does not work there.',
      body: leaveRequestSchema,
      success: created(responses.leaveOutcome),
      example: {
        body: {
          center: 'kandy',
          doctorId: UUID,
          firstDate: '2026-12-10',
          lastDate: '2026-12-11',
          reason: 'Dr. Perera is away at a conference.',
          patientReason: 'The doctor is away.',
        },
      },
    },
    listWaitlist: {
      route: 'GET /api/admin/waitlist',
      summary:
        "A doctor's waitlist for one day (optionally at one centre): the person holding a live offer first (its time and when the hold ends), then those waiting in order, then those whose entry ended (booked, declined, lapsed, left).",
      query: waitlistListQuerySchema,
      success: ok(responses.adminWaitlist),
      example: { query: { doctor_id: UUID, date: '2026-12-10' } },
    },
    moveWaitlistToTop: {
      route: 'POST /api/admin/waitlist',
      summary: "Moves a person still waiting to the top of their day's list (logged). 409 not_waiting otherwise.",
      body: moveWaitlistToTopSchema,
      success: ok(responses.message),
      example: { body: { id: UUID } },
    },
    listActivity: {
      route: 'GET /api/admin/activity',
      summary:
        "The activity log, newest first (the latest 200): who did what and when, from which address, optionally of one person (person: a staff account's id), one kind (an action such as inbox_item_updated) and Colombo days from/to. It never holds health information, a password or a token. With format=csv every matching entry as a CSV download for an auditor (the export is logged).",
      query: activityQuerySchema,
      success: ok(responses.activity),
      example: { query: { from: '2026-12-01', to: '2026-12-31' } },
    },
    appointmentMessages: {
      route: 'GET /api/admin/appointments/messages',
      summary:
        "The messages sent to an appointment's patient, oldest first: channel (whatsapp, sms, email), the outbox's state, Twilio's last delivery status (sent, delivered, read, failed, undelivered) and their times, the WhatsApp template's name, and for an SMS sent in place of a failed WhatsApp message the id it replaces. Not the texts. Needs appointments:read.",
      query: appointmentMessagesQuerySchema,
      success: ok(responses.appointmentMessages),
      example: { query: { id: UUID } },
    },
    listNotes: {
      route: 'GET /api/admin/notes',
      summary:
        "The notes on an appointment, a patient (subjectId: the patient's key), an application or an inbox item (subjectId: kind:id, e.g. contact:<id>), newest first, each with its author and time. Needs the subject's own read permission (appointments, patients, volunteers, inbox: 403 otherwise). Health notes are counted but left out unless health=true, and each time they are shown the view is logged.",
      query: noteListQuerySchema,
      success: ok(responses.notes),
      example: { query: { subject: 'appointment', subjectId: UUID } },
    },
    addNote: {
      route: 'POST /api/admin/notes',
      summary:
        "Adds a note (never edited in place: a correction is a new note) with the caller as its author; health: true for a note about the patient's health (an appointment or a patient only). Needs the subject's own write permission. Logged without its words. 404 when the subject does not exist.",
      body: newNoteSchema,
      success: created(responses.note),
      example: {
        body: { subject: 'appointment', subjectId: UUID, body: 'Called: the patient will come 15 minutes late.' },
      },
    },
    listInbox: {
      route: 'GET /api/admin/inbox',
      summary:
        'Contact messages, donation pledges and volunteer feedback in one list, newest first (at most 100), each with its status (new, answered, closed; a pledge pledged, received with the amount and day, or lapsed) and whether anyone has opened it (readAt). q finds a reference (DN-..., CM-..., FB-...), a name, an e-mail address or a phone number however it is written.',
      query: inboxListQuerySchema,
      success: ok(responses.inbox),
      example: { query: { q: '077 999 8888', kind: 'all' } },
    },
    updateInboxItem: {
      route: 'PATCH /api/admin/inbox',
      summary:
        'Moves an inbox item along: a status its kind allows (a received pledge with receivedAmount and receivedOn), and/or the read mark. A status change is logged with who made it. 404 when the item is gone.',
      body: inboxUpdateSchema,
      success: ok(responses.inboxItem),
      example: { body: { kind: 'contact', id: UUID, status: 'closed', read: true } },
    },
    replyToInboxItem: {
      route: 'POST /api/admin/inbox/reply',
      summary:
        'Answers an inbox item by e-mail to its sender, through the outbox; the item is marked read and (a message or feedback not closed) answered, and the reply is logged with who sent it (not its text).',
      body: inboxReplySchema,
      success: created(responses.inboxItem),
      example: {
        body: {
          kind: 'contact',
          id: UUID,
          subject: 'Your question about Panchakarma',
          message:
            'Thank you for writing. A 7-day Panchakarma programme starts every Monday; call us to book a first visit.',
        },
      },
    },
    adminReviews: {
      route: 'GET /api/admin-reviews',
      summary: 'Reviews of any status.',
      query: adminReviewListQuerySchema,
      success: ok(responses.adminReviews),
      example: { query: { status: 'all', page: '1', limit: '100' } },
    },
    reviewStatistics: {
      route: 'POST /api/admin-reviews?action=stats',
      summary: 'Review statistics and the status breakdown.',
      success: ok(responses.reviewStats),
    },
    moderateReview: {
      route: 'PUT /api/admin-reviews',
      summary:
        'Approves, rejects or resets a review; a rejection with notifyReviewer e-mails the notes to the reviewer as the reason.',
      body: reviewUpdateSchema,
      success: ok(responses.message),
      example: {
        body: {
          reviewId: UUID,
          status: 'rejected',
          adminNotes: 'The story names another patient.',
          notifyReviewer: true,
        },
      },
    },
    deleteReview: {
      route: 'DELETE /api/admin-reviews',
      summary: 'Deletes a review.',
      body: reviewDeleteSchema,
      success: ok(responses.message),
      example: { body: { reviewId: UUID } },
    },
    adminServices: {
      route: 'GET /api/admin/services',
      summary: 'Every service, available or not.',
      query: serviceListQuerySchema,
      success: ok(responses.adminServices),
      example: { query: { page: '1', limit: '100' } },
    },
    createService: {
      route: 'POST /api/admin/services',
      summary: 'Creates a service.',
      body: serviceFieldsSchema,
      success: created(responses.adminService),
      example: {
        body: {
          name: 'Shirodhara',
          description: 'A steady stream of warm herbal oil on the forehead.',
          category: 'therapy',
          duration: 45,
          price: 4500,
          benefits: ['Calms the mind'],
        },
      },
    },
    updateService: {
      route: 'PUT /api/admin/services',
      summary: 'Changes a service.',
      body: serviceUpdateSchema,
      success: ok(responses.adminService),
      example: {
        body: {
          serviceId: UUID,
          name: 'Shirodhara',
          description: 'A steady stream of warm herbal oil on the forehead, for sleep and stress.',
          category: 'therapy',
        },
      },
    },
    setServiceAvailability: {
      route: 'PATCH /api/admin/services',
      summary: 'Makes a service available or unavailable for booking.',
      body: serviceAvailabilitySchema,
      success: ok(responses.adminService),
      example: { body: { serviceId: UUID, available: false } },
    },
    deleteService: {
      route: 'DELETE /api/admin/services',
      summary: 'Deletes a service (its past appointments keep its name).',
      body: serviceDeleteSchema,
      success: ok(responses.adminService),
      example: { body: { serviceId: UUID } },
    },
    uploadServiceImage: {
      route: 'POST /api/admin/services/image',
      summary: 'Uploads a service image (the raw file, at most 5 MB); answers the URL to store as image_url.',
      rawBody: 'image',
      success: created(responses.imageUploaded),
    },
    readSettings: {
      route: 'GET /api/admin/settings',
      summary: 'The notification settings and retention periods (role admin).',
      success: ok(responses.settings),
    },
    saveSettings: {
      route: 'PUT /api/admin/settings',
      summary:
        'Saves the notification settings and retention periods (role admin); 409 when someone else saved them after savedAt.',
      body: settingsSaveSchema,
      success: ok(responses.settings),
      example: {
        body: {
          adminSmsNumber: '+94771234567',
          notifications: {
            new_appointment: { sms: true, email: true },
            appointment_cancelled: { sms: true, email: true },
            new_review: { sms: false, email: true },
            new_volunteer_application: { sms: false, email: true },
            new_contact_message: { sms: false, email: true },
          },
          retention: { sentMessages: 30, sessions: 1, cancelledBookings: 365, rejected: 90, activityLog: 730 },
          patientNoticeHours: 24,
        },
      },
    },
    listAdminUsers: {
      route: 'GET /api/admin/users',
      summary: 'The staff accounts (role admin).',
      success: ok(responses.adminUsers),
    },
    createAdminUser: {
      route: 'POST /api/admin/users',
      summary: 'Creates a staff account (role admin).',
      body: newAdminUserRequestSchema,
      success: created(responses.adminUsers),
      example: {
        body: {
          email: 'reception@wedakama.local',
          name: 'Reception Kandy',
          password: 'Cinnamon tea at four o clock 84',
          role: 'staff',
          permissions: { appointments: ['read', 'write'] },
        },
      },
    },
    changeAdminUser: {
      route: 'PATCH /api/admin/users',
      summary: 'Changes a staff account: role, permissions, active (role admin).',
      body: adminUserChangeSchema,
      success: ok(responses.adminUsers),
      example: { body: { id: UUID, permissions: { appointments: ['read'] } } },
    },
    adminApplications: {
      route: 'GET /api/admin/volunteers',
      summary: 'Every volunteer application, for the admin screen.',
      success: ok(responses.adminApplications),
    },
    changeAdminApplication: {
      route: 'PATCH /api/admin/volunteers',
      summary: 'Moves a volunteer application from the admin screen.',
      body: volunteerStatusChangeSchema,
      success: ok(responses.adminApplication),
      example: { body: { id: UUID, status: 'under_review', expectedStatus: 'pending' } },
    },
  }),
  ...tagged('Messaging', {
    messageStatus: {
      route: 'POST /api/messaging/status',
      summary:
        "Twilio's status callback for a message we sent (docs/whatsapp.md): form-encoded, signed with X-Twilio-Signature over the public URL (403 when unsigned or wrongly signed). Records MessageStatus on the message found by MessageSid (a later stage never replaced by an earlier one); a WhatsApp message reported failed or undelivered is answered by one SMS with the manage link. recorded: false for an id that is not ours.",
      twilioForm: messageStatusForm,
      success: ok(responses.messageStatus),
      example: { body: { MessageSid: `SM${'0'.repeat(32)}`, MessageStatus: 'delivered' } },
    },
    inboundMessage: {
      route: 'POST /api/messaging/inbound',
      summary:
        "Twilio's webhook for a patient's WhatsApp answer (docs/whatsapp.md \"Answers\"), form-encoded and signed (403 when X-Twilio-Signature is missing or wrong: nothing done). Each MessageSid is acted on once (a retry answers 200 and does nothing). A quick-reply button acts on the booking its ButtonPayload names, only when that booking's patient phone is From: confirm:<reference> confirms it, cancel:<reference> cancels it as the manage link does (waitlist offered the place, staff told; inside the notice the centre's phone instead), another:<reference> answers with the manage link opened on the move calendar. STOP (English, Sinhala or Tamil) moves the number from WhatsApp to SMS; other text is answered with the centre's phone. Always an empty TwiML answer: replies to the patient go through the outbox, in their language.",
      twilioForm: inboundFormSchema,
      success: ok(responses.twiml, 'text/xml'),
      example: {
        body: {
          MessageSid: 'SM0123456789abcdef0123456789abcdef',
          AccountSid: 'AC0123456789abcdef0123456789abcdef',
          From: 'whatsapp:+94771234567',
          To: 'whatsapp:+94112345678',
          Body: 'Confirm',
          ButtonText: 'Confirm',
          ButtonPayload: 'confirm:WK-ABC234',
          OriginalRepliedMessageSid: 'MM0123456789abcdef0123456789abcdef',
          MessageType: 'button',
          NumMedia: '0',
        },
      },
    },
  }),
  ...tagged('About', {
    openApiDocument: {
      route: 'GET /api/openapi.json',
      summary: 'This description.',
      success: ok(responses.openapi),
    },
  }),
];
