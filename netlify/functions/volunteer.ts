// /api/volunteer?action=...: the volunteer section's one endpoint, public forms and staff actions on one path.
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requestLocale } from '../../src/i18n/locales.ts';
import { adminEndpoint, anyone, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import * as applications from '../../src/server/volunteer/application-queries.ts';
import { volunteerPrograms } from '../../src/server/volunteer/catalog.ts';
import * as events from '../../src/server/volunteer/event-registration.ts';
import { registrationAnswer } from '../../src/server/volunteer/event-registration-form.ts';
import { volunteerStats } from '../../src/server/volunteer/feedback-and-stats.ts';
import { feedbackAnswer } from '../../src/server/volunteer/feedback-form.ts';
import * as schemas from '../../src/shared/volunteer/application-admin-schema.ts';
import { parseApplicationSubmission } from '../../src/shared/volunteer/application-schema.ts';
import { volunteerEventsQuerySchema } from '../../src/shared/volunteer/events-query-schema.ts';

const cdn = (tag: string, cdnSeconds: number) => ({ cache: { kind: 'shared' as const, tags: [tag], cdnSeconds } });

export default adminEndpoint({
  'GET ?action=get-programs': anyone(async () => json({ data: volunteerPrograms }, cdn('volunteer-programs', 3600))),
  'GET ?action=get-events': anyone(async ({ request, db }) =>
    json({ data: await events.eventsForQuery(db, readQuery(request, volunteerEventsQuerySchema)) }),
  ),
  'GET ?action=get-stats': anyone(async ({ db }) =>
    json({ data: await volunteerStats(db) }, cdn('volunteer-stats', 300)),
  ),
  'POST ?action=submit-application': anyone(async ({ request, db, ip }) => {
    const application = parseApplicationSubmission(await readJson(request, z.unknown()));
    // The answer's message and the confirmation e-mail in the sender's language (?lang=, else Accept-Language).
    const locale = requestLocale(request.headers.get('accept-language'), new URL(request.url).searchParams.get('lang'));
    return json(await applications.submitApplication(db, application, ip, locale), { status: 201 });
  }),
  'POST ?action=register-event': anyone(({ request, db, ip }) => registrationAnswer(db, request, ip)),
  'POST ?action=submit-feedback': anyone(({ request, db, ip }) => feedbackAnswer(db, request, ip)),
  'GET ?action=get-applications': staff('volunteers:read', async ({ request, db }) =>
    json({ data: await applications.listApplications(db, readQuery(request, schemas.applicationFiltersSchema)) }),
  ),
  'GET ?action=get-application-by-email': staff('volunteers:read', async ({ request, db }) =>
    json({ data: await applications.listApplications(db, readQuery(request, schemas.applicationEmailQuerySchema)) }),
  ),
  'POST ?action=update-application-status': staff('volunteers:write', async ({ request, db, actor }) => {
    const { id, status, review_notes } = await readJson(request, schemas.statusUpdateSchema);
    const { row } = await applications.updateApplicationStatus(db, { id, status, reviewNotes: review_notes }, actor);
    return json({ data: row });
  }),
});

export const config: Config = { path: '/api/volunteer' };
