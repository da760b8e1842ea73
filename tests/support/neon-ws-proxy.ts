// The WebSocket-to-TCP proxy Neon's driver speaks to (its own endpoint does the same in front of Neon's PostgreSQL):
// each WebSocket becomes one TCP connection to the address the driver names (`?address=host:port`, loopback only),
// binary frames pass both ways unchanged. Plain ws:// on loopback, for `npm run test:neon` and `test:netlify`; the
// driver's side is configured by NEON_WS_PROXY (src/server/db/database.ts).

import type { AddressInfo } from 'node:net';
import { type Socket, connect as tcpConnect } from 'node:net';
import { WebSocketServer } from 'ws';

export interface WebSocketProxy {
  /** host:port, as NEON_WS_PROXY takes it. */
  address: string;
  /** WebSockets opened so far (one per driver connection). */
  opened(): number;
  close(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The PostgreSQL a WebSocket asks for (`?address=host:port`), or undefined when it is not on this machine. */
function targetOf(requestUrl: string | undefined): { host: string; port: number } | undefined {
  const address = new URL(requestUrl ?? '/', 'ws://proxy').searchParams.get('address');
  const target = address ? new URL(`tcp://${address}`) : undefined;
  if (!target || !LOOPBACK.has(target.hostname)) return undefined;
  return { host: target.hostname.replace(/^\[|\]$/g, ''), port: Number(target.port || 5432) };
}

/** Listens on a free loopback port and forwards every WebSocket to the loopback PostgreSQL it names. */
export async function startWebSocketProxy(): Promise<WebSocketProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<Socket>();
  let opened = 0;
  server.on('connection', (ws, request) => {
    const target = targetOf(request.url);
    if (!target) {
      ws.close(1008, 'only a PostgreSQL on this machine');
      return;
    }
    opened++;
    const tcp = tcpConnect(target.port, target.host);
    sockets.add(tcp);
    tcp.setNoDelay(true);
    tcp.on('data', (chunk) => ws.send(chunk));
    tcp.on('close', () => {
      sockets.delete(tcp);
      ws.close();
    });
    tcp.on('error', () => ws.terminate());
    ws.on('message', (data: Buffer) => tcp.write(data));
    ws.on('close', () => tcp.end());
    ws.on('error', () => tcp.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    opened: () => opened,
    async close() {
      for (const client of server.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
