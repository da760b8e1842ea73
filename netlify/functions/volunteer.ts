// /api/volunteer?action=... (spec 001 section 7): the volunteer section's one endpoint. Thin glue: each action
// parses its input with the shared zod schema, calls src/server/volunteer and answers JSON.
import type { Config } from '@netlify/functions';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { enforceRateLimit, type RateLimit } from '../../src/server/http/rate-limit.ts';
import {
  allowMethods,
  clientAddress,
  isFormPost,
  readForm,
  readJson,
  readQuery,
} from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import {
  applicationEmailQuerySchema,
  applicationFiltersSchema,
  statusUpdateSchema,
} from '../../src/server/volunteer/admin-action-schemas.ts';
import {
  insertApplication,
  listApplications,
  updateApplicationStatus,
} from '../../src/server/volunteer/application-queries.ts';
import { parseApplicationSubmission } from '../../src/server/volunteer/application-schema.ts';
import { upcomingEvents, volunteerEvents, volunteerPrograms } from '../../src/server/volunteer/catalog.ts';
import { listEventsWithPlaces, registerForEvent } from '../../src/server/volunteer/event-registration.ts';
import { outcomeOf, seeOutcome } from '../../src/server/volunteer/event-registration-form.ts';
import { REGISTERED_MESSAGE } from '../../src/server/volunteer/event-registration-rules.ts';
import { eventRegistrationSchema } from '../../src/server/volunteer/event-registration-schema.ts';
import { insertFeedback, volunteerStats } from '../../src/server/volunteer/feedback-and-stats.ts';
import { volunteerFeedbackSchema } from '../../src/server/volunteer/feedback-schema.ts';

const ACTIONS = {
  'get-programs': 'GET',
  'get-events': 'GET',
  'get-stats': 'GET',
  'get-applications': 'GET',
  'get-application-by-email': 'GET',
  'submit-application': 'POST',
  'register-event': 'POST',
  'submit-feedback': 'POST',
  'update-application-status': 'POST',
} as const;
type VolunteerAction = keyof typeof ACTIONS;

const actionSchema = z.object({
  action: z.enum(Object.keys(ACTIONS) as [VolunteerAction, ...VolunteerAction[]], { error: 'Unknown action' }),
});
const eventsQuerySchema = z.object({
  upcoming: z.enum(['true', 'false'], { error: 'upcoming must be true or false' }).optional(),
});

const LIMITS = {
  application: { bucket: 'volunteer-application', limit: 10, windowSeconds: 3600 },
  registration: { bucket: 'volunteer-registration', limit: 10, windowSeconds: 3600 },
  feedback: { bucket: 'volunteer-feedback', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

function throttle(db: Kysely<Database>, rule: RateLimit, request: Request, ip: string | undefined) {
  return enforceRateLimit(
    db,
    rule,
    clientAddress(request, { ip }),
    (minutes) => `Too many submissions from your connection. Please try again in ${minutes} minutes.`,
  );
}

export default endpoint(async ({ request, context, db }) => {
  const action = readAction(request);
  allowMethods(request, [ACTIONS[action]]);
  switch (action) {
    case 'get-programs':
      return json(
        { data: volunteerPrograms },
        { cache: { kind: 'shared', tags: ['volunteer-programs'], cdnSeconds: 3600 } },
      );
    case 'get-events': {
      const { upcoming } = readQuery(request, eventsQuerySchema);
      const events = upcoming === 'true' ? upcomingEvents() : volunteerEvents;
      // Places change with every registration: never cached.
      return json({ data: await listEventsWithPlaces(db, events) });
    }
    case 'get-stats':
      return json(
        { data: await volunteerStats(db) },
        { cache: { kind: 'shared', tags: ['volunteer-stats'], cdnSeconds: 300 } },
      );
    case 'submit-application': {
      const application = parseApplicationSubmission(await readJson(request, z.unknown()));
      await throttle(db, LIMITS.application, request, context?.ip);
      const data = await insertApplication(db, application);
      return json(
        { data, message: 'Thank you for your application. We will review it and contact you soon.' },
        { status: 201 },
      );
    }
    case 'register-event': {
      // The page's form posts here as HTML when the browser runs no JavaScript: same rules, answered by a redirect.
      if (isFormPost(request)) {
        try {
          const registration = await readForm(request, eventRegistrationSchema);
          await throttle(db, LIMITS.registration, request, context?.ip);
          await registerForEvent(db, registration);
          return seeOutcome('registered');
        } catch (error) {
          return seeOutcome(outcomeOf(error));
        }
      }
      const registration = await readJson(request, eventRegistrationSchema);
      await throttle(db, LIMITS.registration, request, context?.ip);
      const data = await registerForEvent(db, registration);
      return json({ data, message: REGISTERED_MESSAGE }, { status: 201 });
    }
    case 'submit-feedback': {
      const feedback = await readJson(request, volunteerFeedbackSchema);
      await throttle(db, LIMITS.feedback, request, context?.ip);
      const data = await insertFeedback(db, feedback);
      return json({ data, message: 'Thank you for your feedback.' }, { status: 201 });
    }
    case 'get-applications': {
      await requireAdmin(db, request, { resource: 'volunteers', action: 'read' });
      const filters = readQuery(request, applicationFiltersSchema);
      return json({ data: await listApplications(db, filters) });
    }
    case 'get-application-by-email': {
      // Staff only: an application holds health and contact details, so a public lookup by address would let
      // anyone read another person's (docs/api.md).
      await requireAdmin(db, request, { resource: 'volunteers', action: 'read' });
      const { email } = readQuery(request, applicationEmailQuerySchema);
      return json({ data: await listApplications(db, { email }) });
    }
    case 'update-application-status': {
      const admin = await requireAdmin(db, request, { resource: 'volunteers', action: 'write' });
      const { id, status, review_notes } = await readJson(request, statusUpdateSchema);
      const actor = { adminId: admin.id, ip: clientAddress(request, context) };
      const { row } = await updateApplicationStatus(db, { id, status, reviewNotes: review_notes }, actor);
      return json({ data: row });
    }
  }
});

function readAction(request: Request): VolunteerAction {
  const parsed = actionSchema.safeParse({ action: new URL(request.url).searchParams.get('action') ?? undefined });
  if (!parsed.success) throw new HttpError(400, 'Unknown action', { fields: { action: 'Unknown action' } });
  return parsed.data.action;
}

export const config: Config = { path: '/api/volunteer' };
