import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listApprovedReviews } from '../../src/server/reviews/review-queries.ts';
import { submitReview } from '../../src/server/reviews/submit-review.ts';
import { REVIEWS_CACHE_TAG, type ReviewListResponse, reviewListQuerySchema } from '../../src/shared/reviews/review.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'POST']);
  if (request.method === 'POST') {
    // Parsed by submitReview itself, after its bot check; readJson applies the rules every body keeps.
    const body = await readJson(request, z.unknown());
    return json(await submitReview(db, body, clientAddress(request, context)), { status: 201 });
  }
  const query = readQuery(request, reviewListQuerySchema);
  const { reviews, summary } = await listApprovedReviews(db, query);
  const body: ReviewListResponse = {
    success: true,
    reviews,
    pagination: {
      page: query.page,
      limit: query.limit,
      total: summary.count,
      pages: Math.ceil(summary.count / query.limit),
    },
    summary,
  };
  return json(body, { cache: { kind: 'shared', tags: [REVIEWS_CACHE_TAG], cdnSeconds: 300 } });
});

export const config: Config = { path: '/api/reviews' };
