import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { updateInboxItem } from '../../src/server/inbox/change-inbox.ts';
import { listInbox } from '../../src/server/inbox/inbox-queries.ts';
import { inboxListQuerySchema, inboxUpdateSchema } from '../../src/shared/inbox/inbox.ts';

// GET ?q=&kind=&unread=: contact messages, donation pledges and volunteer feedback, newest first.
// PATCH: a new status (a pledge's received amount and day), or the read mark.
export default adminEndpoint({
  GET: staff('inbox:read', async ({ request, db }) =>
    json({ success: true, items: await listInbox(db, readQuery(request, inboxListQuerySchema)) }),
  ),
  PATCH: staff('inbox:write', async ({ request, db, actor }) =>
    json({ success: true, item: await updateInboxItem(db, await readJson(request, inboxUpdateSchema), actor) }),
  ),
});

export const config: Config = { path: '/api/admin/inbox' };
