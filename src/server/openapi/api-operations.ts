// Every operation of the API, with the zod schemas that validate its request (the very ones the functions use)
// and the schema of its answer: the source of GET /api/openapi.json (openapi-document.ts, docs/api.md). Who
// may call an admin operation is read from the endpoint-permission table, not repeated here.
import type { z } from 'zod';
import { loginSchema } from '../../shared/admin/login-schema.ts';
import { appointmentFiltersSchema } from '../../shared/booking/appointment-filters.ts';
import { bookingRequestSchema } from '../../shared/booking/booking-request.ts';
import { contactMessageSchema } from '../../shared/contact/contact-schema.ts';
import { dashboardQuerySchema } from '../../shared/dashboard/dashboard-schema.ts';
import { donationPledgeSchema } from '../../shared/donations/donation-schema.ts';
import { reviewListQuerySchema } from '../../shared/reviews/review.ts';
import {
  reviewListQuerySchema as adminReviewListQuerySchema,
  reviewDeleteSchema,
  reviewUpdateSchema,
} from '../../shared/reviews/review-moderation.ts';
import { reviewFormSchema } from '../../shared/reviews/review-schema.ts';
import { servicesQuerySchema } from '../../shared/services/service.ts';
import {
  serviceAvailabilitySchema,
  serviceDeleteSchema,
  serviceFieldsSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from '../../shared/services/service-form.ts';
import { adminUserChangeSchema } from '../../shared/settings/admin-user-schema.ts';
import { settingsSchema } from '../../shared/settings/settings-schema.ts';
import { applicationSubmissionSchema } from '../../shared/volunteer/application-schema.ts';
import { eventRegistrationSchema } from '../../shared/volunteer/event-registration-schema.ts';
import { volunteerStatusChangeSchema } from '../../shared/volunteer/volunteer-admin.ts';
import { doctorsQuerySchema, slotsQuerySchema } from '../booking/catalogue-request.ts';
import { manageRequestSchema } from '../booking/manage-booking.ts';
import { appointmentIdSchema, statusChangeSchema } from '../booking/status-change.ts';
import type { HttpMethod } from '../http/request.ts';
import { newsletterSignupSchema } from '../newsletter/newsletter-schema.ts';
import { patientQuerySchema } from '../patients/patient-queries.ts';
import { newAdminUserRequestSchema } from '../settings/admin-users.ts';
import {
  applicationEmailQuerySchema,
  applicationFiltersSchema,
  statusUpdateSchema,
} from '../volunteer/admin-action-schemas.ts';
import { adminEventsQuerySchema } from '../volunteer/event-registrations-admin.ts';
import { volunteerFeedbackSchema } from '../volunteer/feedback-schema.ts';
import { responses } from './response-schemas.ts';

export interface ApiOperation {
  operationId: string;
  /** The function's config.path (`:key` for a path parameter). */
  path: string;
  method: HttpMethod;
  /** Fixed query parameters that select the operation on a shared path (/api/volunteer?action=...). */
  selector?: Record<string, string>;
  summary: string;
  tag: 'Booking' | 'Services' | 'Reviews' | 'Contact and donations' | 'Volunteer' | 'Admin' | 'About';
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The raw file of an upload instead of JSON. */
  rawBody?: 'image';
  success: { status: number; schema: z.ZodType; contentType?: string };
  /** A request the operation accepts as documented (values a test replaces with live ids are marked there). */
  example?: { query?: Record<string, string>; body?: unknown };
}

const UUID = '3f1c9a52-8d7e-4b61-9a0f-2c5e7d4b8a10';

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    operationId: 'listMedicalCenters',
    path: '/api/medical-centers',
    method: 'GET',
    tag: 'Booking',
    summary: 'The medical centres, with their opening hours.',
    success: { status: 200, schema: responses.medicalCenters },
  },
  {
    operationId: 'listDoctors',
    path: '/api/doctors',
    method: 'GET',
    tag: 'Booking',
    summary: 'The doctors, optionally of one centre.',
    query: doctorsQuerySchema,
    success: { status: 200, schema: responses.doctors },
    example: { query: { medical_center_id: 'kandy' } },
  },
  {
    operationId: 'listSlots',
    path: '/api/appointment-slots',
    method: 'GET',
    tag: 'Booking',
    summary: "A doctor's slots at a centre on one day (HH:MM, Asia/Colombo).",
    query: slotsQuerySchema,
    success: { status: 200, schema: responses.slots },
    example: { query: { doctor_id: UUID, medical_center_id: 'kandy', date: '2026-12-01' } },
  },
  {
    operationId: 'bookAppointment',
    path: '/api/appointment-slots',
    method: 'POST',
    tag: 'Booking',
    summary:
      "Books a place. The documented body (patient_name) or the wizard's (first_name and last_name); service_type names an available service by name or id. An Idempotency-Key header makes a retry answer the first booking (200).",
    body: bookingRequestSchema,
    success: { status: 201, schema: responses.booking },
    // The spec's documented body (docs/api.md).
    example: {
      body: {
        slot_id: UUID,
        patient_name: 'Nimali Perera',
        patient_email: 'nimali@example.lk',
        patient_phone: '077 123 4567',
        service_type: 'Herbal Medicine',
        notes: 'Knee pain for three months.',
      },
    },
  },
  {
    operationId: 'manageBooking',
    path: '/api/appointment-manage',
    method: 'POST',
    tag: 'Booking',
    summary: 'Views (action view) or cancels (action cancel) a booking with the token of its private link.',
    body: manageRequestSchema,
    success: { status: 200, schema: responses.manageView },
    example: { body: { token: 'the-token-from-the-manage-link-fragment', action: 'view' } },
  },
  {
    operationId: 'listServices',
    path: '/api/services',
    method: 'GET',
    tag: 'Services',
    summary: 'The available services: featured first (the pages), or by name with order=name (booking).',
    query: servicesQuerySchema,
    success: { status: 200, schema: responses.services },
    example: { query: { order: 'name' } },
  },
  {
    operationId: 'serviceImage',
    path: '/api/service-images/:key',
    method: 'GET',
    tag: 'Services',
    summary: 'A service image uploaded by staff.',
    success: { status: 200, schema: responses.image, contentType: 'image/*' },
  },
  {
    operationId: 'listReviews',
    path: '/api/reviews',
    method: 'GET',
    tag: 'Reviews',
    summary: 'Approved reviews, newest first, with pagination.',
    query: reviewListQuerySchema,
    success: { status: 200, schema: responses.reviews },
    example: { query: { page: '1', limit: '10' } },
  },
  {
    operationId: 'submitReview',
    path: '/api/reviews',
    method: 'POST',
    tag: 'Reviews',
    summary: 'Submits a review for moderation (published in 24-48 hours).',
    body: reviewFormSchema,
    success: { status: 201, schema: responses.reviewSubmitted },
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
  {
    operationId: 'sendContactMessage',
    path: '/api/contact',
    method: 'POST',
    tag: 'Contact and donations',
    summary: 'A message to the provider (staff are told, the sender gets a copy).',
    body: contactMessageSchema,
    success: { status: 201, schema: responses.contact },
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
  {
    operationId: 'pledgeDonation',
    path: '/api/donations',
    method: 'POST',
    tag: 'Contact and donations',
    summary: 'A donation pledge: answers a reference; the payment itself happens outside the site.',
    body: donationPledgeSchema,
    success: { status: 201, schema: responses.donation },
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
  {
    operationId: 'subscribeNewsletter',
    path: '/api/newsletter',
    method: 'POST',
    tag: 'Contact and donations',
    summary: 'Subscribes an e-mail address to the newsletter.',
    body: newsletterSignupSchema,
    success: { status: 200, schema: responses.newsletter },
    example: { body: { email: 'reader@example.lk' } },
  },
  {
    operationId: 'volunteerPrograms',
    path: '/api/volunteer',
    selector: { action: 'get-programs' },
    method: 'GET',
    tag: 'Volunteer',
    summary: 'The volunteer programmes.',
    success: { status: 200, schema: responses.programs },
  },
  {
    operationId: 'volunteerEvents',
    path: '/api/volunteer',
    selector: { action: 'get-events' },
    method: 'GET',
    tag: 'Volunteer',
    summary: 'The volunteer events (upcoming=true: upcoming only), with the places left.',
    success: { status: 200, schema: responses.events },
    example: { query: { upcoming: 'true' } },
  },
  {
    operationId: 'volunteerStats',
    path: '/api/volunteer',
    selector: { action: 'get-stats' },
    method: 'GET',
    tag: 'Volunteer',
    summary: 'Counts for the volunteer page.',
    success: { status: 200, schema: responses.stats },
  },
  {
    operationId: 'submitApplication',
    path: '/api/volunteer',
    selector: { action: 'submit-application' },
    method: 'POST',
    tag: 'Volunteer',
    summary:
      "An application: the documented body (full_name, experience, skills, duration_weeks default 4, additional_info) or the site form's (first_name, ...). See docs/api.md.",
    body: applicationSubmissionSchema,
    success: { status: 201, schema: responses.applicationSubmitted },
    // The spec's documented body (docs/api.md).
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
  {
    operationId: 'registerForEvent',
    path: '/api/volunteer',
    selector: { action: 'register-event' },
    method: 'POST',
    tag: 'Volunteer',
    summary: 'Takes a place at an event (never more than its volunteers_needed).',
    body: eventRegistrationSchema,
    success: { status: 201, schema: responses.registered },
    example: {
      body: {
        event_id: 'research-documentation',
        name: 'Ayesha Rahman',
        email: 'ayesha@example.com',
        phone: '+94 77 555 1234',
      },
    },
  },
  {
    operationId: 'submitFeedback',
    path: '/api/volunteer',
    selector: { action: 'submit-feedback' },
    method: 'POST',
    tag: 'Volunteer',
    summary: 'Anonymous feedback on a programme.',
    body: volunteerFeedbackSchema,
    success: { status: 201, schema: responses.feedback },
    example: {
      body: { program_id: 'community', rating: 5, feedback_text: 'Well organised camps.', would_recommend: true },
    },
  },
  {
    operationId: 'listApplications',
    path: '/api/volunteer',
    selector: { action: 'get-applications' },
    method: 'GET',
    tag: 'Admin',
    summary: 'Applications, optionally by status and programme.',
    query: applicationFiltersSchema,
    success: { status: 200, schema: responses.applications },
    example: { query: { status: 'pending' } },
  },
  {
    operationId: 'applicationsByEmail',
    path: '/api/volunteer',
    selector: { action: 'get-application-by-email' },
    method: 'GET',
    tag: 'Admin',
    summary: 'The applications sent from one address (staff only: never a public lookup).',
    query: applicationEmailQuerySchema,
    success: { status: 200, schema: responses.applications },
    example: { query: { email: 'nimali@example.lk' } },
  },
  {
    operationId: 'updateApplicationStatus',
    path: '/api/volunteer',
    selector: { action: 'update-application-status' },
    method: 'POST',
    tag: 'Admin',
    summary: 'Moves an application (pending -> under_review, accepted or rejected; under_review -> pending).',
    body: statusUpdateSchema,
    success: { status: 200, schema: responses.applicationUpdated },
    example: { body: { id: UUID, status: 'under_review', review_notes: 'Call on Monday' } },
  },
  {
    operationId: 'adminLogin',
    path: '/api/admin/login',
    method: 'POST',
    tag: 'Admin',
    summary: 'Signs in: sets the HttpOnly session cookie. Same-origin JSON only.',
    body: loginSchema,
    success: { status: 200, schema: responses.signedIn },
    example: { body: { email: 'admin@wedakama.local', password: 'the account password' } },
  },
  {
    operationId: 'adminLogout',
    path: '/api/admin/logout',
    method: 'POST',
    tag: 'Admin',
    summary: 'Signs out and clears the session cookie.',
    success: { status: 200, schema: responses.success },
  },
  {
    operationId: 'adminMe',
    path: '/api/admin/me',
    method: 'GET',
    tag: 'Admin',
    summary: 'The signed-in account.',
    success: { status: 200, schema: responses.signedIn },
  },
  {
    operationId: 'dashboardStats',
    path: '/api/admin/dashboard/stats',
    method: 'GET',
    tag: 'Admin',
    summary: 'Dashboard counts over 7, 30 or 90 days.',
    query: dashboardQuerySchema,
    success: { status: 200, schema: responses.dashboard },
    example: { query: { dateRange: '30d' } },
  },
  {
    operationId: 'adminAppointments',
    path: '/api/admin/appointments',
    method: 'GET',
    tag: 'Admin',
    summary: "Appointments (search, status, date); with id= one appointment's health information (logged).",
    query: appointmentFiltersSchema.extend(appointmentIdSchema.partial().shape),
    success: { status: 200, schema: responses.adminAppointments },
    example: { query: { status: 'pending', date: 'all' } },
  },
  {
    operationId: 'changeAppointmentStatus',
    path: '/api/admin/appointments',
    method: 'PATCH',
    tag: 'Admin',
    summary: 'Moves an appointment; expectedStatus is the status the admin saw (409 when it changed since).',
    body: statusChangeSchema,
    success: { status: 200, schema: responses.appointmentStatus },
    example: { body: { id: UUID, status: 'confirmed', expectedStatus: 'pending' } },
  },
  {
    operationId: 'exportAppointments',
    path: '/api/admin/appointments/export',
    method: 'GET',
    tag: 'Admin',
    summary: 'The matching appointments as a CSV download.',
    query: appointmentFiltersSchema,
    success: { status: 200, schema: responses.csv, contentType: 'text/csv' },
    example: { query: { status: 'all' } },
  },
  {
    operationId: 'adminEvents',
    path: '/api/admin/events',
    method: 'GET',
    tag: 'Admin',
    summary:
      "Every volunteer event with its places and registrations; with export=<event id>, that event's registrations as a CSV download.",
    query: adminEventsQuerySchema,
    success: { status: 200, schema: responses.adminEvents },
  },
  {
    operationId: 'adminPatients',
    path: '/api/admin/patients',
    method: 'GET',
    tag: 'Admin',
    summary: 'Patients derived from appointments, with their appointments and reviews.',
    query: patientQuerySchema,
    success: { status: 200, schema: responses.patients },
    example: { query: { search: 'a' } },
  },
  {
    operationId: 'adminReviews',
    path: '/api/admin-reviews',
    method: 'GET',
    tag: 'Admin',
    summary: 'Reviews of any status.',
    query: adminReviewListQuerySchema,
    success: { status: 200, schema: responses.adminReviews },
    example: { query: { status: 'all', page: '1', limit: '100' } },
  },
  {
    operationId: 'reviewStatistics',
    path: '/api/admin-reviews',
    selector: { action: 'stats' },
    method: 'POST',
    tag: 'Admin',
    summary: 'Review statistics and the status breakdown.',
    success: { status: 200, schema: responses.reviewStats },
  },
  {
    operationId: 'moderateReview',
    path: '/api/admin-reviews',
    method: 'PUT',
    tag: 'Admin',
    summary: 'Approves, rejects or resets a review.',
    body: reviewUpdateSchema,
    success: { status: 200, schema: responses.message },
    example: { body: { reviewId: UUID, status: 'approved', adminNotes: 'Checked with the patient' } },
  },
  {
    operationId: 'deleteReview',
    path: '/api/admin-reviews',
    method: 'DELETE',
    tag: 'Admin',
    summary: 'Deletes a review.',
    body: reviewDeleteSchema,
    success: { status: 200, schema: responses.message },
    example: { body: { reviewId: UUID } },
  },
  {
    operationId: 'adminServices',
    path: '/api/admin/services',
    method: 'GET',
    tag: 'Admin',
    summary: 'Every service, available or not.',
    query: serviceListQuerySchema,
    success: { status: 200, schema: responses.adminServices },
    example: { query: { page: '1', limit: '100' } },
  },
  {
    operationId: 'createService',
    path: '/api/admin/services',
    method: 'POST',
    tag: 'Admin',
    summary: 'Creates a service.',
    body: serviceFieldsSchema,
    success: { status: 201, schema: responses.adminService },
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
  {
    operationId: 'updateService',
    path: '/api/admin/services',
    method: 'PUT',
    tag: 'Admin',
    summary: 'Changes a service.',
    body: serviceUpdateSchema,
    success: { status: 200, schema: responses.adminService },
    example: {
      body: {
        serviceId: UUID,
        name: 'Shirodhara',
        description: 'A steady stream of warm herbal oil on the forehead, for sleep and stress.',
        category: 'therapy',
      },
    },
  },
  {
    operationId: 'setServiceAvailability',
    path: '/api/admin/services',
    method: 'PATCH',
    tag: 'Admin',
    summary: 'Makes a service available or unavailable for booking.',
    body: serviceAvailabilitySchema,
    success: { status: 200, schema: responses.adminService },
    example: { body: { serviceId: UUID, available: false } },
  },
  {
    operationId: 'deleteService',
    path: '/api/admin/services',
    method: 'DELETE',
    tag: 'Admin',
    summary: 'Deletes a service (its past appointments keep its name).',
    body: serviceDeleteSchema,
    success: { status: 200, schema: responses.adminService },
    example: { body: { serviceId: UUID } },
  },
  {
    operationId: 'uploadServiceImage',
    path: '/api/admin/services/image',
    method: 'POST',
    tag: 'Admin',
    summary: 'Uploads a service image (the raw file, at most 5 MB); answers the URL to store as image_url.',
    rawBody: 'image',
    success: { status: 201, schema: responses.imageUploaded },
  },
  {
    operationId: 'readSettings',
    path: '/api/admin/settings',
    method: 'GET',
    tag: 'Admin',
    summary: 'The notification settings (role admin).',
    success: { status: 200, schema: responses.settings },
  },
  {
    operationId: 'saveSettings',
    path: '/api/admin/settings',
    method: 'PUT',
    tag: 'Admin',
    summary: 'Saves the notification settings (role admin).',
    body: settingsSchema,
    success: { status: 200, schema: responses.settings },
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
      },
    },
  },
  {
    operationId: 'listAdminUsers',
    path: '/api/admin/users',
    method: 'GET',
    tag: 'Admin',
    summary: 'The staff accounts (role admin).',
    success: { status: 200, schema: responses.adminUsers },
  },
  {
    operationId: 'createAdminUser',
    path: '/api/admin/users',
    method: 'POST',
    tag: 'Admin',
    summary: 'Creates a staff account (role admin).',
    body: newAdminUserRequestSchema,
    success: { status: 201, schema: responses.adminUsers },
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
  {
    operationId: 'changeAdminUser',
    path: '/api/admin/users',
    method: 'PATCH',
    tag: 'Admin',
    summary: 'Changes a staff account: role, permissions, active (role admin).',
    body: adminUserChangeSchema,
    success: { status: 200, schema: responses.adminUsers },
    example: { body: { id: UUID, permissions: { appointments: ['read'] } } },
  },
  {
    operationId: 'adminApplications',
    path: '/api/admin/volunteers',
    method: 'GET',
    tag: 'Admin',
    summary: 'Every volunteer application, for the admin screen.',
    success: { status: 200, schema: responses.adminApplications },
  },
  {
    operationId: 'changeAdminApplication',
    path: '/api/admin/volunteers',
    method: 'PATCH',
    tag: 'Admin',
    summary: 'Moves a volunteer application from the admin screen.',
    body: volunteerStatusChangeSchema,
    success: { status: 200, schema: responses.adminApplication },
    example: { body: { id: UUID, status: 'under_review', expectedStatus: 'pending' } },
  },
  {
    operationId: 'openApiDocument',
    path: '/api/openapi.json',
    method: 'GET',
    tag: 'About',
    summary: 'This description.',
    success: { status: 200, schema: responses.openapi },
  },
];
