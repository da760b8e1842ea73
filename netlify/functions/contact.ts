import type { Config } from '@netlify/functions';
import { storeContactMessage, throttleContactMessages } from '../../src/server/contact/contact-messages.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { contactMessageSchema } from '../../src/shared/contact/contact-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const input = await readJson(request, contactMessageSchema);
  await throttleContactMessages(db, clientAddress(request, context));
  const { id } = await storeContactMessage(db, input);
  return json({ id }, { status: 201 });
});

export const config: Config = { path: '/api/contact' };
