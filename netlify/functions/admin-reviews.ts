import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import {
  deleteReview,
  listReviewsForAdmin,
  reviewStatistics,
  updateReviewStatus,
} from '../../src/server/reviews/review-admin-queries.ts';
import {
  reviewDeleteSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
} from '../../src/shared/reviews/review-moderation.ts';

// GET ?status&page&limit, POST ?action=stats, PUT {reviewId, status, adminNotes}, DELETE {reviewId}.
export default adminEndpoint({
  GET: staff('reviews:read', async ({ request, db }) =>
    json({ success: true, ...(await listReviewsForAdmin(db, readQuery(request, reviewListQuerySchema))) }),
  ),
  'POST ?action=stats': staff('reviews:read', async ({ db }) =>
    json({ success: true, ...(await reviewStatistics(db)) }),
  ),
  PUT: staff('reviews:write', async ({ request, db, actor }) => {
    const update = await readJson(request, reviewUpdateSchema);
    await updateReviewStatus(db, update, actor);
    return json({ success: true, message: `Review ${update.status} successfully` });
  }),
  DELETE: staff('reviews:delete', async ({ request, db, actor }) => {
    await deleteReview(db, (await readJson(request, reviewDeleteSchema)).reviewId, actor);
    return json({ success: true, message: 'Review deleted successfully' });
  }),
});

export const config: Config = { path: '/api/admin-reviews' };
