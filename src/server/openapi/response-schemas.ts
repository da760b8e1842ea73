// The answers of the API as zod schemas, for its OpenAPI description (docs/api.md). Each names the fields a
// client may rely on; objects stay open (more fields may come) so a richer answer never breaks a client.
import { z } from 'zod';
import { PENDING_STEPS } from '../../shared/admin/second-factor.ts';
import { donationReceiptSchema } from '../../shared/donations/donation-schema.ts';
import { INBOX_KINDS } from '../../shared/inbox/inbox.ts';
import { AFFECTED_STATES } from '../../shared/leave/leave.ts';
import { reviewListResponseSchema } from '../../shared/reviews/review.ts';
import { reviewSubmitResponseSchema } from '../../shared/reviews/review-schema.ts';
import { CONSENT_PURPOSES } from '../../shared/rights/consent.ts';
import { servicesResponseSchema } from '../../shared/services/service.ts';
import { WAITLIST_STATUSES } from '../../shared/waitlist/waitlist.ts';

const id = z.string().min(1);
const timestamp = z.string().min(1);
const list = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) });
const ok = <T extends z.ZodRawShape>(shape: T) => z.looseObject({ success: z.literal(true), ...shape });

const consentState = z.looseObject({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  recorded_at: timestamp.nullable(),
  wording_version: z.string().nullable(),
});
const erasureRequest = z.looseObject({
  id,
  status: z.enum(['open', 'completed']),
  requested_at: timestamp,
  due_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
const waitlistEntry = z.looseObject({
  status: z.enum(WAITLIST_STATUSES),
  date: z.string(),
  doctor_name: z.string(),
  medical_center_name: z.string(),
  ahead: z.number().int().nullable().describe('People ahead while waiting; null otherwise'),
  offer: z.looseObject({ slot_time: z.string(), expires_at: timestamp }).nullable(),
  booking: z.looseObject({ reference: z.string(), manage_url: z.string() }).nullable(),
});

const inboxItem = z.looseObject({
  kind: z.enum(INBOX_KINDS),
  id,
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string(),
  readAt: z.string().nullable(),
  createdAt: timestamp,
});

const note = z.looseObject({
  id,
  body: z.string(),
  health: z.boolean(),
  author: z.string().nullable(),
  createdAt: timestamp,
});

const medicalCenter = z.looseObject({
  id,
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  opening_hours: z.record(z.string(), z.unknown()),
});
const doctor = z.looseObject({
  id,
  title: z.string(),
  name: z.string(),
  specialization: z.string(),
  consultation_fee: z.number(),
});
const slot = z.looseObject({
  id,
  slot_time: z.string().regex(/^\d{2}:\d{2}$/),
  is_available: z.boolean(),
  current_bookings: z.number().int(),
  max_bookings: z.number().int(),
});
const bookableDay = z.looseObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  free_places: z.number().int(),
  slots: z.number().int(),
});
const bookedAppointment = z.looseObject({
  reference: z.string(),
  status: z.string(),
  patient_name: z.string(),
  slot_date: z.string(),
  slot_time: z.string(),
  doctor_name: z.string(),
  medical_center_name: z.string(),
  service_type: z.string(),
  can_cancel: z.boolean(),
  notice_hours: z.number().int(),
});
const bookingConfirmation = z.looseObject({
  appointment_id: id,
  message: z.string(),
  reference: z.string(),
  manage_url: z.string(),
  appointment: bookedAppointment,
});
const program = z.looseObject({
  id,
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  duration: z.string(),
  type: z.string(),
  commitment: z.string(),
  benefits: z.array(z.string()),
  requirements: z.array(z.string()),
  icon: z.string().describe('The Lucide icon drawn beside the title (https://lucide.dev/icons), e.g. "handshake"'),
  featured: z.boolean(),
});
const event = z.looseObject({
  id,
  title: z.string(),
  date: z.string(),
  location: z.string(),
  description: z.string(),
  volunteers_needed: z.number().int(),
  type: z.string(),
  registered_count: z.number().int(),
  spots_left: z.number().int(),
});
const application = z.looseObject({
  id,
  status: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
const storedApplication = application.extend({ email: z.string(), program_id: z.string() });
const applicationView = z.looseObject({ id, firstName: z.string(), email: z.string(), status: z.string() });
const adminUser = z.looseObject({
  id,
  email: z.string(),
  role: z.string(),
  permissions: z.record(z.string(), z.unknown()),
});
const adminService = z.looseObject({ id, name: z.string(), available: z.boolean() });

export const responses = {
  medicalCenters: list(medicalCenter),
  doctors: list(doctor),
  slots: list(slot),
  days: list(bookableDay),
  booking: bookingConfirmation,
  manageView: z.looseObject({ data: bookedAppointment }),
  services: servicesResponseSchema,
  reviews: reviewListResponseSchema,
  reviewSubmitted: reviewSubmitResponseSchema,
  contact: z.looseObject({ id }),
  donation: donationReceiptSchema,
  newsletter: z.looseObject({ subscribed: z.literal(true) }),
  messageStatus: z.looseObject({ recorded: z.boolean(), fallback: z.boolean() }),
  appointmentMessages: z.looseObject({
    success: z.literal(true),
    messages: z.array(
      z.looseObject({
        id: z.string(),
        channel: z.enum(['sms', 'email', 'whatsapp']),
        status: z.string(),
        delivery_status: z.string().nullable(),
        delivery_status_at: z.string().nullable(),
        created_at: z.string(),
        sent_at: z.string().nullable(),
        template: z.string().nullable(),
        fallback_for: z.string().nullable(),
      }),
    ),
  }),
  programs: list(program),
  events: list(event),
  stats: z.looseObject({
    data: z.looseObject({
      totalApplications: z.number(),
      totalPrograms: z.number(),
      upcomingEvents: z.number(),
      averageRating: z.number().nullable(),
      applicationsByStatus: z.record(z.string(), z.number()),
    }),
  }),
  applicationSubmitted: z.looseObject({
    data: application.extend({
      already_received: z.boolean().meta({
        description:
          'True when this e-mail (any case) already has an open application (not rejected) to this programme: this one is stored, flagged to staff and linked to it, and `message` says it was received already, in the request language (?lang=, else Accept-Language).',
        examples: [true],
      }),
    }),
    message: z.string().meta({
      examples: [
        'We had already received your application to this programme, and it is still open. We have kept this one with it: there is no need to apply again, and we will reply once.',
      ],
    }),
  }),
  registered: z.looseObject({ data: z.looseObject({ spots_left: z.number().int() }), message: z.string() }),
  feedback: z.looseObject({ data: z.looseObject({ id }), message: z.string() }),
  applications: list(storedApplication),
  applicationUpdated: z.looseObject({ data: storedApplication }),
  signedIn: ok({
    user: z.looseObject({
      id,
      email: z.string(),
      role: z.string(),
      /** Null: signed in; otherwise the second step still to do (the code, or setting the second factor up). */
      pendingStep: z.enum(PENDING_STEPS).nullable(),
    }),
  }),
  me: ok({
    user: z.looseObject({ id, email: z.string(), role: z.string(), pendingStep: z.null() }),
    secondFactor: z.object({
      enrolled: z.boolean(),
      required: z.boolean(),
      recoveryCodesLeft: z.number().int().min(0),
    }),
  }),
  ownPasswordChanged: ok({ endedSessions: z.number().int().min(0) }),
  enrolment: ok({ secret: z.string(), otpauthUri: z.string().startsWith('otpauth://totp/'), qrCode: z.string() }),
  secondFactorVerified: ok({
    user: z.looseObject({ id, email: z.string(), pendingStep: z.null() }),
    recoveryCodes: z.array(z.string()).length(10).optional(),
  }),
  success: ok({}),
  dashboard: ok({ stats: z.looseObject({ totalAppointments: z.number() }), message: z.string() }),
  adminAppointments: ok({
    appointments: z.array(z.looseObject({ id, status: z.string() })),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    sort: z.enum(['visit', 'booked']),
    matching: z.number().int(),
    total: z.number().int(),
  }),
  appointmentStatus: ok({ id, status: z.string() }),
  staffBooked: ok({ appointment_id: id, reference: z.string(), replayed: z.boolean(), appointment: bookedAppointment }),
  appointmentMoved: ok({
    appointment: z.looseObject({
      id,
      reference: z.string(),
      slot_id: id,
      slot_date: z.string(),
      slot_time: z.string(),
      doctor_name: z.string(),
    }),
  }),
  daySheet: ok({
    center: z.looseObject({ id, name: z.string() }),
    date: z.iso.date(),
    doctors: z.array(
      z.looseObject({
        id,
        name: z.string(),
        cancelled: z.number().int(),
        visits: z.array(
          z.looseObject({
            id,
            reference: z.string(),
            preferred_time: z.string().regex(/^\d{2}:\d{2}$/),
            name: z.string(),
            phone: z.string(),
            service: z.string(),
            notes: z.string().nullable(),
            status: z.string(),
            noShows: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  twiml: z.string().describe('An empty TwiML answer: <?xml version="1.0" encoding="UTF-8"?><Response></Response>'),
  csv: z.string().describe('CSV with the columns Patient Name, Email, Phone, ...'),
  patients: ok({ patients: z.array(z.looseObject({ key: z.string(), email: z.string(), noShows: z.number() })) }),
  patientMerged: ok({ key: z.string() }),
  myData: z.looseObject({
    data: z.looseObject({
      generated_at: timestamp,
      appointments: z.array(z.looseObject({ reference: z.string(), status: z.string(), slot_date: z.string() })),
      consents: z.array(consentState),
      consent_history: z.array(z.looseObject({ purpose: z.string(), granted: z.boolean(), recorded_at: timestamp })),
      messages: z.array(z.looseObject({ channel: z.string(), status: z.string(), queued_at: timestamp })),
      requests: z.array(erasureRequest),
    }),
  }),
  erasureRequest: z.looseObject({ data: erasureRequest }),
  myConsents: z.looseObject({
    data: z.looseObject({ consents: z.array(consentState), open_request: erasureRequest.nullable() }),
  }),
  dataRequests: ok({
    requests: z.array(
      z.looseObject({
        id,
        status: z.enum(['open', 'completed']),
        due_on: z.string(),
        reference: z.string(),
        patient_name: z.string().nullable(),
        bookings: z.number().int(),
      }),
    ),
  }),
  dataRequestCompleted: ok({ anonymised: z.number().int() }),
  doctorSchedules: ok({
    center: z.looseObject({ id, name: z.string() }),
    doctors: z.array(
      z.looseObject({
        id,
        name: z.string(),
        futureBookings: z.number().int(),
        schedules: z.array(z.looseObject({ effectiveFrom: z.string(), sessions: z.array(z.looseObject({})) })),
      }),
    ),
  }),
  scheduleSaved: ok({
    slots: z.looseObject({ opened: z.number().int(), removed: z.number().int(), resized: z.number().int() }),
  }),
  doctorAdded: ok({ doctor: z.looseObject({ id }) }),
  doctorRetired: ok({ doctor: z.looseObject({ id, closedSlots: z.number().int() }) }),
  doctorLeaves: ok({
    leaves: z.array(
      z.looseObject({
        id,
        firstDate: z.string(),
        lastDate: z.string(),
        affected: z.array(z.looseObject({ appointmentId: id, reference: z.string(), state: z.enum(AFFECTED_STATES) })),
      }),
    ),
  }),
  waitlistJoined: z.looseObject({
    data: z.looseObject({ entry: waitlistEntry, link: z.string().nullable(), created: z.boolean() }),
  }),
  waitlistEntry: z.looseObject({ data: waitlistEntry }),
  adminWaitlist: ok({
    entries: z.array(
      z.looseObject({
        id,
        status: z.enum(WAITLIST_STATUSES),
        patient_name: z.string(),
        patient_phone: z.string(),
        joined_at: timestamp,
        offer: z.looseObject({ slot_time: z.string(), expires_at: timestamp }).nullable(),
      }),
    ),
  }),
  inbox: ok({ items: z.array(inboxItem) }),
  notes: ok({ notes: z.array(note), healthNotes: z.number().int() }),
  note: ok({ note }),
  activity: ok({
    entries: z.array(
      z.looseObject({
        id,
        at: timestamp,
        person: z.string().nullable(),
        kind: z.string(),
        description: z.string(),
      }),
    ),
    people: z.array(z.looseObject({ id, name: z.string() })),
    kinds: z.array(z.string()),
  }),
  inboxItem: ok({ item: inboxItem }),
  leaveOutcome: ok({
    preview: z.boolean(),
    slots: z.number().int(),
    affected: z.number().int(),
    notified: z.number().int(),
    leaveId: id.optional(),
  }),
  adminEvents: ok({
    events: z.array(
      z.looseObject({
        id,
        title: z.string(),
        placesLeft: z.number().int(),
        registrations: z.array(z.looseObject({ id })),
      }),
    ),
  }),
  adminReviews: ok({ reviews: z.array(z.looseObject({ id, review_status: z.string() })) }),
  reviewStats: ok({ statistics: z.looseObject({}), statusBreakdown: z.looseObject({}) }),
  message: ok({ message: z.string() }),
  adminServices: ok({ services: z.array(adminService) }),
  adminService: ok({ service: adminService }),
  imageUploaded: ok({ imageUrl: z.string() }),
  image: z.string().describe('The image bytes'),
  settings: ok({
    settings: z.looseObject({ notifications: z.record(z.string(), z.unknown()) }),
    savedAt: z.string().nullable().describe('When the settings were saved; send it back with a PUT'),
  }),
  adminUsers: ok({ users: z.array(adminUser) }),
  adminApplications: ok({ applications: z.array(applicationView) }),
  adminApplication: ok({ application: applicationView }),
  openapi: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
} satisfies Record<string, z.ZodType>;
