// The shape of a function that reads no database (a stored image): its answer or what it threw, answered with the
// one error envelope and the API's headers (respond.ts). Apart from endpoint.ts so that such a function does not
// bundle the database drivers.
import type { Context } from '@netlify/functions';
import { requestLanguage } from './request.ts';
import { errorResponse, withApiHeaders } from './respond.ts';

export type Handler = (request: Request, context: Context) => Promise<Response>;

export function endpointWithoutDatabase(
  run: (args: { request: Request; context: Context }) => Promise<Response>,
): Handler {
  return async (request, context) => {
    try {
      return withApiHeaders(await run({ request, context }));
    } catch (error) {
      // Refusals answer in the language the request asks for: ?lang=si|ta, else Accept-Language, else English.
      return withApiHeaders(errorResponse(error, requestLanguage(request)));
    }
  };
}
