// A fake Twilio Messages API on 127.0.0.1 for the SMS tests: creates, and lists a number's messages newest first a
// page at a time (at most 10 a page, whatever PageSize asks, so a lookup must follow the pages). A create can be
// held, as a slow Twilio holds it: the message exists at Twilio at once, the answer comes only when the test
// releases it or after `answerAfterMs` (20 s: longer than our 15 s timeout).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TWILIO_ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_FROM = '+15005550006';
const PAGE_CAP = 10;

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  created: Date;
}

export function fakeTwilio({ answerAfterMs = 0, held = false }: { answerAfterMs?: number; held?: boolean } = {}) {
  const messages: FakeTwilioMessage[] = [];
  const waiting = new Set<() => void>();
  let posts = 0;
  let lists = 0;
  let failNext = 0;
  let holding = held;
  const path = `/2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT}/Messages.json`;
  const wire = (m: FakeTwilioMessage) => ({
    sid: m.sid,
    to: m.to,
    from: m.from,
    body: m.body,
    status: m.status,
    date_created: m.created.toUTCString(),
  });
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://twilio.local');
      if (url.pathname !== path) return void response.writeHead(404).end();
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (request.method === 'GET') {
        lists++;
        const to = url.searchParams.get('To');
        const from = url.searchParams.get('From');
        const size = Math.min(PAGE_CAP, Number(url.searchParams.get('PageSize') ?? 50));
        const page = Number(url.searchParams.get('Page') ?? 0);
        const found = messages.filter((m) => m.to === to && m.from === from).reverse();
        const slice = found.slice(page * size, (page + 1) * size);
        const next = new URLSearchParams({
          To: to ?? '',
          From: from ?? '',
          PageSize: String(size),
          Page: String(page + 1),
        });
        return void send(200, {
          messages: slice.map(wire),
          next_page_uri: (page + 1) * size < found.length ? `${path}?${next}` : null,
          page,
          page_size: size,
        });
      }
      posts++;
      if (failNext > 0) {
        failNext--;
        return void send(503, { code: 20503, message: 'Service unavailable', status: 503 });
      }
      const form = new URLSearchParams(raw);
      const message: FakeTwilioMessage = {
        sid: `SM${String(messages.length + 1).padStart(32, '0')}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        status: 'queued',
        created: new Date(),
      };
      messages.push(message);
      const answer = () => {
        waiting.delete(answer);
        clearTimeout(timer);
        if (!response.writableEnded) send(201, wire(message));
      };
      const timer = setTimeout(answer, holding ? answerAfterMs || 20_000 : answerAfterMs);
      timer.unref();
      waiting.add(answer);
    });
  });
  return {
    messages,
    posts: () => posts,
    lists: () => lists,
    /** The next `count` creates answer 503 without taking the message. */
    failNextCreates(count: number) {
      failNext = count;
    },
    /** Answers every held create now (as the slow Twilio finally does) and no longer holds new ones. */
    release() {
      holding = false;
      for (const answer of [...waiting]) answer();
    },
    /** Messages Twilio already holds (sent before the test's own). */
    seed(to: string, bodies: string[], created = new Date()) {
      for (const body of bodies) {
        messages.push({
          sid: `SM${String(messages.length + 1).padStart(32, '0')}`,
          to,
          from: FAKE_TWILIO_FROM,
          body,
          status: 'delivered',
          created,
        });
      }
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      for (const answer of [...waiting]) answer();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
