// `npm run test:neon`: the PostgreSQL suite through Neon's own driver (@neondatabase/serverless, WebSockets), as the
// functions reach Neon, against the local PostgreSQL through a WebSocket-to-TCP proxy started here. Every pool the
// suite and the product open then is Neon's (DATABASE_DRIVER=neon, src/server/db/database.ts).
import { startWebSocketProxy } from './neon-ws-proxy.ts';

export default async function setup() {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set (a PostgreSQL server with trust login)');
  const proxy = await startWebSocketProxy();
  process.env.DATABASE_DRIVER = 'neon';
  process.env.NEON_WS_PROXY = proxy.address;
  return async () => {
    const opened = proxy.opened();
    await proxy.close();
    // Proof that the suite went through Neon's driver and not node-postgres: each of its connections is a WebSocket.
    if (opened === 0) throw new Error("No connection went through Neon's driver: the suite did not test it");
    console.info(`test:neon: ${opened} WebSocket connections through Neon's driver`);
  };
}
