import type { Config } from '@netlify/functions';
import { storeContactMessage } from '../../src/server/contact/contact-messages.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { contactMessageSchema } from '../../src/shared/contact/contact-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const input = await readJson(request, contactMessageSchema);
  await enforceRateLimit(
    db,
    { bucket: 'contact', limit: 5, windowSeconds: 600 },
    clientAddress(request, context),
    (minutes) => `Too many messages from this connection. Please try again in ${minutes} minutes or call us.`,
  );
  const { id } = await storeContactMessage(db, input);
  return json({ id }, { status: 201 });
});

export const config: Config = { path: '/api/contact' };
