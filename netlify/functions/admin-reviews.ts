import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import {
  deleteReview,
  listReviewsForAdmin,
  reviewStatistics,
  updateReviewStatus,
} from '../../src/server/admin-reviews/review-admin-queries.ts';
import {
  reviewDeleteSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
} from '../../src/server/admin-reviews/review-moderation.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { purgePublicCache } from '../../src/server/http/purge-public-cache.ts';
import { allowMethods, clientAddress, readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

// docs/api.md: GET ?status&page&limit, POST ?action=stats, PUT {reviewId, status,
// adminNotes}, DELETE {reviewId}.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'POST', 'PUT', 'DELETE']);
  const ip = clientAddress(request, context);
  switch (request.method) {
    case 'GET': {
      await requireAdmin(db, request, { resource: 'reviews', action: 'read' });
      const query = readQuery(request, reviewListQuerySchema);
      return json({ success: true, ...(await listReviewsForAdmin(db, query)) });
    }
    case 'POST': {
      if (new URL(request.url).searchParams.get('action') !== 'stats') throw new HttpError(400, 'Unknown action');
      await requireAdmin(db, request, { resource: 'reviews', action: 'read' });
      return json({ success: true, ...(await reviewStatistics(db)) });
    }
    case 'PUT': {
      const admin = await requireAdmin(db, request, { resource: 'reviews', action: 'write' });
      const update = await readJson(request, reviewUpdateSchema);
      const { from, name } = await updateReviewStatus(db, update, admin.id);
      await logActivity(db, {
        adminUserId: admin.id,
        action: 'review_status_changed',
        description: `Review by ${name}: ${from} -> ${update.status}`,
        ip,
        metadata: { reviewId: update.reviewId, from, to: update.status },
      });
      await purgePublicCache(['reviews']);
      return json({ success: true, message: `Review ${update.status} successfully` });
    }
    default: {
      const admin = await requireAdmin(db, request, { resource: 'reviews', action: 'delete' });
      const { reviewId } = await readJson(request, reviewDeleteSchema);
      const { name } = await deleteReview(db, reviewId);
      await logActivity(db, {
        adminUserId: admin.id,
        action: 'review_deleted',
        description: `Deleted the review by ${name}`,
        ip,
        metadata: { reviewId },
      });
      await purgePublicCache(['reviews']);
      return json({ success: true, message: 'Review deleted successfully' });
    }
  }
});

export const config: Config = { path: '/api/admin-reviews' };
