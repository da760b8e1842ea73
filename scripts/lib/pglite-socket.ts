// A Postgres wire-protocol socket on the embedded database, for psql and for `npm run dev`'s functions.
// @electric-sql/pglite-socket queues each protocol message on its own, so the messages of two clients interleave
// on PGlite's one session (one client's Bind lands between another's Parse and Execute; one client's statements
// run inside another's transaction). Here a client takes the session's lock, the same one the in-process Kysely
// takes, from its first message until PGlite answers ReadyForQuery "idle": a whole transaction, or a whole
// extended-protocol exchange up to Sync, runs alone. See docs/embedded-database.md.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { sessionLockOf } from '../../src/server/db/database.ts';

const READY_FOR_QUERY = 0x5a; // 'Z', length 5, then the transaction status
const IDLE = 0x49; // 'I': not in a transaction block

/** True when the bytes PGlite answered end with ReadyForQuery "idle". */
function endsIdle(tail: Uint8Array): boolean {
  const at = tail.length - 6;
  return at >= 0 && tail[at] === READY_FOR_QUERY && tail[at + 5] === IDLE;
}

/** The queue each socket client's messages go through: one client at a time holds the session. */
class SessionQueue {
  readonly #pglite: PGlite;
  #holder: { id: number; free: () => void } | undefined;
  readonly #chains = new Map<number, Promise<number>>();
  readonly #gone = new Set<number>();

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  /** Runs a client's messages in their order; the handler awaits each before parsing the next. */
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const previous = this.#chains.get(handlerId) ?? Promise.resolve(0);
    const run = previous.catch(() => 0).then(() => this.#run(handlerId, message, onData));
    this.#chains.set(handlerId, run);
    return run;
  }

  async #run(id: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    if (this.#holder?.id !== id) {
      const free = await sessionLockOf(this.#pglite).acquire();
      this.#holder = { id, free };
    }
    if (this.#gone.has(id)) {
      await this.#release(id);
      throw new Error('Client disconnected');
    }
    let tail = new Uint8Array(0);
    let bytes = 0;
    try {
      await this.#pglite.runExclusive(() =>
        this.#pglite.execProtocolRawStream(message, {
          onRawData: (data: Uint8Array) => {
            bytes += data.length;
            tail = data.length >= 6 ? data.slice(-6) : Uint8Array.from([...tail, ...data].slice(-6));
            onData(data);
          },
        }),
      );
    } catch (error) {
      await this.#release(id);
      throw error;
    }
    if (endsIdle(tail)) await this.#release(id);
    return bytes;
  }

  /** Frees the session if this client holds it, ending a transaction it left open. */
  async #release(id: number): Promise<void> {
    const holder = this.#holder;
    if (holder?.id !== id) return;
    this.#holder = undefined;
    try {
      if (this.#pglite.isInTransaction()) await this.#pglite.exec('rollback');
    } finally {
      holder.free();
    }
  }

  getQueueLength(): number {
    return sessionLockOf(this.#pglite).waiting;
  }

  clearQueueForHandler(id: number): void {
    this.#gone.add(id);
  }

  async clearTransactionIfNeeded(id: number): Promise<void> {
    await this.#chains.get(id)?.catch(() => 0);
    this.#chains.delete(id);
    await this.#release(id);
  }
}

export interface PGliteSocket {
  /** host:port */
  address: string;
  stop(): Promise<void>;
}

export async function startPGliteSocket(pglite: PGlite, options: { maxConnections?: number } = {}) {
  const queue = new SessionQueue(pglite) as unknown as PGLiteSocketHandlerOptions['queryQueue'];
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    if (handlers.size >= (options.maxConnections ?? 32)) return void socket.destroy();
    const handler = new PGLiteSocketHandler({ queryQueue: queue, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${address.port}`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await closed;
    },
  } satisfies PGliteSocket;
}
