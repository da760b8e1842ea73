import type { Config } from '@netlify/functions';
import { activityCsv, listActivity } from '../../src/server/activity/activity-queries.ts';
import { logChange } from '../../src/server/admin/activity-log.ts';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { csvDownload, json } from '../../src/server/http/respond.ts';
import { activityQuerySchema } from '../../src/shared/activity/activity.ts';

// GET ?person=&kind=&from=&to=: who did what and when, newest first; with format=csv every matching entry as a
// download for an auditor (the export itself is logged).
export default adminEndpoint({
  GET: staff('activity:read', async ({ request, db, actor }) => {
    const query = readQuery(request, activityQuerySchema);
    if (query.format === 'json') return json({ success: true, ...(await listActivity(db, query)) });
    const { csv, fileName } = await activityCsv(db, query);
    await logChange(db, actor, {
      action: 'activity_log_exported',
      description: `Exported the activity log (${fileName})`,
    });
    return csvDownload(csv, fileName);
  }),
});

export const config: Config = { path: '/api/admin/activity' };
