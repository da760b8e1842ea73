// GET /api/openapi.json: the API's OpenAPI 3.1 description (docs/api.md), built from the request schemas, with
// what each staff operation needs as the functions below declare it.
import type { Config } from '@netlify/functions';
import { staffAccessOf } from '../../src/server/admin/admin-endpoint.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { openApiDocument } from '../../src/server/openapi/openapi-document.ts';
import * as activity from './admin-activity.ts';
import * as appointmentMessages from './admin-appointment-messages.ts';
import * as appointments from './admin-appointments.ts';
import * as appointmentsBook from './admin-appointments-book.ts';
import * as appointmentsExport from './admin-appointments-export.ts';
import * as appointmentsMove from './admin-appointments-move.ts';
import * as dashboard from './admin-dashboard-stats.ts';
import * as dataRequests from './admin-data-requests.ts';
import * as daySheet from './admin-day-sheet.ts';
import * as doctorLeave from './admin-doctor-leave.ts';
import * as doctorSchedules from './admin-doctor-schedules.ts';
import * as doctors from './admin-doctors.ts';
import * as events from './admin-events.ts';
import * as inbox from './admin-inbox.ts';
import * as inboxReply from './admin-inbox-reply.ts';
import * as logout from './admin-logout.ts';
import * as me from './admin-me.ts';
import * as ownPassword from './admin-me-password.ts';
import * as notes from './admin-notes.ts';
import * as patients from './admin-patients.ts';
import * as reviews from './admin-reviews.ts';
import * as secondFactorEnroll from './admin-second-factor-enroll.ts';
import * as secondFactorVerify from './admin-second-factor-verify.ts';
import * as services from './admin-services.ts';
import * as serviceImage from './admin-services-image.ts';
import * as settings from './admin-settings.ts';
import * as users from './admin-users.ts';
import * as volunteers from './admin-volunteers.ts';
import * as waitlist from './admin-waitlist.ts';
import * as volunteer from './volunteer.ts';

const staffAccess = staffAccessOf([
  ...[
    appointments,
    appointmentsBook,
    appointmentsExport,
    appointmentsMove,
    dashboard,
    dataRequests,
    events,
    logout,
    me,
    patients,
    waitlist,
    reviews,
    services,
    serviceImage,
  ],
  ...[settings, users, volunteers, volunteer, doctorSchedules, doctors, doctorLeave],
  daySheet,
  ...[ownPassword, secondFactorEnroll, secondFactorVerify],
  inbox,
  inboxReply,
  activity,
  notes,
  appointmentMessages,
]);

export default endpoint(async ({ request }) => {
  allowMethods(request, ['GET']);
  const document = openApiDocument(staffAccess);
  return json(document, { cache: { kind: 'shared', tags: ['openapi'], cdnSeconds: 3600 } });
});

export const config: Config = { path: '/api/openapi.json' };
