import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { replyToInboxItem } from '../../src/server/inbox/change-inbox.ts';
import { inboxReplySchema } from '../../src/shared/inbox/inbox.ts';

// POST: answers an inbox item by e-mail (through the outbox), marking it answered.
export default adminEndpoint({
  POST: staff('inbox:write', async ({ request, db, actor }) =>
    json(
      { success: true, item: await replyToInboxItem(db, await readJson(request, inboxReplySchema), actor) },
      { status: 201 },
    ),
  ),
});

export const config: Config = { path: '/api/admin/inbox/reply' };
