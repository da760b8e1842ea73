// The WebSocket-to-TCP proxy Neon's driver speaks to (its own endpoint does the same in front of Neon's PostgreSQL):
// each WebSocket becomes one TCP connection to `target`, binary frames pass both ways unchanged. Plain ws:// on
// loopback, for `npm run test:neon`; the driver's side is configured by NEON_WS_PROXY (src/server/db/database.ts).

import type { AddressInfo } from 'node:net';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { WebSocketServer } from 'ws';

export interface WebSocketProxy {
  /** host:port, as NEON_WS_PROXY takes it. */
  address: string;
  /** WebSockets opened so far (one per driver connection). */
  opened(): number;
  close(): Promise<void>;
}

/** Listens on a free loopback port and forwards every WebSocket to `target` (host:port of a PostgreSQL). */
export async function startWebSocketProxy(target: { host: string; port: number }): Promise<WebSocketProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Set<Socket>();
  let opened = 0;
  server.on('connection', (ws) => {
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

/** A port no one listens on now, for a child server to take (picked by the kernel, then freed). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
