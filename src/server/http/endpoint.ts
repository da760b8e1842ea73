// The one shape of a Netlify function here: get a database for the request, run the domain code, answer what it
// threw with the one error envelope (respond.ts), release the connection after the answer is sent (Neon: a pool
// must not outlive the invocation).
import type { Context } from '@netlify/functions';
import type { Kysely } from 'kysely';
import { connect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { endpointWithoutDatabase, type Handler } from './endpoint-without-database.ts';

export interface EndpointArgs {
  request: Request;
  context: Context;
  db: Kysely<Database>;
}

export function endpoint(run: (args: EndpointArgs) => Promise<Response>): Handler {
  return async (request, context) => {
    const { db, release } = connect();
    try {
      return await endpointWithoutDatabase((args) => run({ ...args, db }))(request, context);
    } finally {
      const released = release().catch((error: unknown) => console.error('Could not release the database:', error));
      if (typeof context?.waitUntil === 'function') context.waitUntil(released);
      else await released;
    }
  };
}
