// Serves the built site and the Netlify functions on one origin. Static files, headers and redirects go through
// Netlify's own emulation (NetlifyDev, reading netlify.toml and dist/_redirects); /api/* goes to the same function
// handlers, run in this process by function-router.ts. A file no forced rule can answer is served by Netlify's own
// static handler directly (docs/performance.md).
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { type Header, parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { StaticHandler } from '@netlify/static';
import { PRECOMPRESSED_FILE } from '../../integrations/precompress.ts';
import { createFunctionRouter } from './function-router.ts';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The netlify.toml header rules, read once. NetlifyDev applies them too, but to a file under a redirect rule (the
 * catch-all 404 here) it applies the rules of the rule's target: /_astro/* would get /404.html's headers and lose
 * its year of caching, which Netlify gives it.
 */
async function headerRules(projectRoot: string): Promise<{ pattern: RegExp; values: Record<string, string> }[]> {
  const { headers } = await parseAllHeaders({
    headersFiles: [],
    netlifyConfigPath: path.join(projectRoot, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  });
  return (headers as Header[]).map((rule) => ({ pattern: rule.forRegExp, values: rule.values }));
}

/** A redirect rule's `from` as a regular expression over the path (`*` a splat, `:name` one segment). */
function pathPattern(from: string): RegExp {
  const source = from
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[a-zA-Z]+/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

interface RedirectRule {
  from?: string;
  status?: number;
  force?: boolean;
  conditions?: { Cookie?: string | string[] };
}

/** The rules of netlify.toml and of the given _redirects files, in Netlify's order (the files' first). */
async function redirectRules(projectRoot: string, redirectsFiles: string[] = []): Promise<RedirectRule[]> {
  const { redirects } = await parseAllRedirects({
    redirectsFiles,
    netlifyConfigPath: path.join(projectRoot, 'netlify.toml'),
    configRedirects: [],
    minimal: false,
  });
  return (redirects as RedirectRule[]).filter((rule) => rule.from);
}

/** The netlify.toml rules in order, each with its path pattern and whether it answers 404 (a not-found page). */
function notFoundRules(rules: RedirectRule[]): { pattern: RegExp; notFound: boolean }[] {
  return rules.map((rule) => ({ pattern: pathPattern(rule.from as string), notFound: rule.status === 404 }));
}

/**
 * The forced rules (`302!`), the only ones Netlify applies over an existing file, each with the cookies of its
 * `Cookie` condition: such a rule applies only to a request that carries one of them (the language a visitor chose,
 * nf_lang, docs/i18n.md). Any other request for a file gets the file.
 */
function forcedRules(rules: RedirectRule[]): { pattern: RegExp; cookies: string[] }[] {
  return rules
    .filter((rule) => rule.force)
    .map((rule) => ({
      pattern: pathPattern(rule.from as string),
      cookies: [rule.conditions?.Cookie ?? []].flat().flatMap((names) => names.split(',').map((name) => name.trim())),
    }));
}

function hasCookie(req: http.IncomingMessage, name: string): boolean {
  return String(req.headers.cookie ?? '')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${name}=`));
}

/** The build output's file for this path as Netlify looks it up (the path itself, `.html`, `/index.html`). */
function publishedFile(publishDir: string, pathname: string): string | undefined {
  const file = path.join(publishDir, decodeURIComponent(pathname));
  if (!file.startsWith(publishDir)) return undefined;
  return [file, `${file}.html`, path.join(file, 'index.html')].find((candidate) =>
    statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

/** Netlify refuses a function request body over 6 MB with 413; so does the local server, before reading more. */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

class BodyTooLarge extends Error {}

/** The body of a request to a function, read whole as Netlify does, refused once it passes the limit. */
async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A path whose %-escapes do not decode, or decode to a NUL byte, names no file and no function: 400. */
function isMalformedPath(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname).includes('\0');
  } catch {
    return true;
  }
}

// The levels a CDN compresses responses with on the fly (Netlify and Cloudflare use brotli 4 or so for dynamic
// content; brotli's default, 11, is meant for files compressed once at build time and is about 50 times slower).
// Files the build compressed already (integrations/precompress.ts) are sent as they are.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
/** Below this a compressed answer saves less than a network packet and costs a compressor's setup (a booking's is
 * about 700 bytes). */
const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

type Encoding = 'br' | 'gzip';

const ENCODINGS: [Encoding, RegExp][] = [
  ['br', /\bbr\b/],
  ['gzip', /\bgzip\b/],
];

/** The encodings the client takes that we send, best first. */
function acceptedEncodings(req: http.IncomingMessage): Encoding[] {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return ENCODINGS.filter(([, token]) => token.test(accepted)).map(([encoding]) => encoding);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: GZIP_LEVEL });
}

/** The build's compressed copy of a published text file, in the best encoding the client takes. */
async function precompressed(
  req: http.IncomingMessage,
  file: string | undefined,
): Promise<{ encoding: Encoding; body: Buffer } | undefined> {
  if (!file || !PRECOMPRESSED_FILE.test(file)) return undefined;
  for (const encoding of acceptedEncodings(req)) {
    const body = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined);
    if (body) return { encoding, body };
  }
  return undefined;
}

/** Sends a web Response; text is compressed like Netlify's CDN does, so local measurements see production-sized
 * transfers, unless `ready` brings the build's compressed copy of the file. */
async function toNodeResponse(
  req: http.IncomingMessage,
  response: Response,
  res: http.ServerResponse,
  status = response.status,
  ready?: { encoding: Encoding; body: Buffer },
) {
  res.statusCode = status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) return void res.end();
  const encoding = response.headers.has('content-encoding') ? undefined : acceptedEncodings(req)[0];
  if (!encoding || !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) {
    return void Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
  }
  // Text answers are small (no function streams, a page is some tens of KB): read whole, compressed in one call.
  let body: Buffer;
  if (ready) {
    await response.body.cancel();
    body = ready.body;
    res.setHeader('content-encoding', ready.encoding);
  } else {
    body = Buffer.from(await response.arrayBuffer());
    if (body.length >= MIN_COMPRESSED_BYTES) {
      body = await compress(body, encoding);
      res.setHeader('content-encoding', encoding);
    }
  }
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('content-length', body.length);
  res.end(body);
}

function toWebRequest(req: http.IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
}

const isApiPath = (url: string | undefined) => /^\/api(\/|\?|$)/.test(url ?? '/');

/**
 * The client's address as Netlify hands it to a function. Netlify's CDN sets x-nf-client-connection-ip; a client
 * of this loopback server may set it to stand for another visitor (the concurrency tests do, to stay under the
 * per-address limits), otherwise it is the socket's peer.
 */
function clientIp(req: http.IncomingMessage): string {
  const header = req.headers['x-nf-client-connection-ip'];
  return (typeof header === 'string' && header) || req.socket.remoteAddress || '127.0.0.1';
}

export async function startLocalServer(options: {
  port: number;
  host?: string;
  projectRoot?: string;
}): Promise<LocalServer> {
  const host = options.host ?? '127.0.0.1';
  const projectRoot = options.projectRoot ?? process.cwd();
  const netlify = new NetlifyDev({
    projectRoot,
    serverAddress: null,
    // Functions run in-process (below); what needs a Netlify account or the network stays off.
    functions: { enabled: false },
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
  });
  await netlify.start();
  const functions = await createFunctionRouter(path.join(projectRoot, 'netlify', 'functions'));
  // NetlifyDev serves a 404 rewrite's target with status 200; Netlify itself answers 404. Restore the status.
  // Like Netlify, the first rule that matches the path decides (e.g. /admin/* before the catch-all /*).
  const publishDir = path.join(projectRoot, 'dist');
  const rules = notFoundRules(await redirectRules(projectRoot));
  const forced = forcedRules(await redirectRules(projectRoot, [path.join(publishDir, '_redirects')]));
  const headers = await headerRules(projectRoot);
  // NetlifyDev re-reads netlify.toml and the redirects for every request, about 5 ms of a loopback request and
  // more under a page's burst of parallel requests; Netlify's CDN answers a file in about one.
  const staticFiles = new StaticHandler({ directory: publishDir });
  const forcedRuleApplies = (req: http.IncomingMessage, pathname: string) =>
    forced.some(
      ({ pattern, cookies }) =>
        pattern.test(pathname) && (cookies.length === 0 || cookies.some((name) => hasCookie(req, name))),
    );

  let origin = '';
  const server = http.createServer(async (req, res) => {
    try {
      if (isMalformedPath(req.url)) {
        return await toNodeResponse(req, new Response('Bad request: malformed path', { status: 400 }), res);
      }
      if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) throw new BodyTooLarge();
      // Functions live under /api/ and get their body read whole; anything else is a file, served by NetlifyDev.
      if (isApiPath(req.url)) {
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const request = toWebRequest(req, origin, hasBody ? await readBody(req) : undefined);
        const fromFunction = await functions.route(request, clientIp(req));
        if (fromFunction) return await toNodeResponse(req, fromFunction, res);
      }
      const url = new URL(req.url ?? '/', origin);
      const pathname = url.pathname;
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      const fromFile =
        isRead && !forcedRuleApplies(req, pathname) ? await staticFiles.match(new Request(url)) : undefined;
      const result = fromFile
        ? { type: 'static' as const, response: await fromFile.handle() }
        : await netlify.handleAndIntrospectNodeRequest(req);
      if (!result) return await toNodeResponse(req, new Response('Not found', { status: 404 }), res);
      const isNotFound =
        result.type === 'redirect' &&
        result.response.status === 200 &&
        rules.find((rule) => rule.pattern.test(pathname))?.notFound === true &&
        !publishedFile(publishDir, pathname);
      const status = isNotFound ? 404 : result.response.status;
      // A 200 for a path the build has a file for is that file (no rule in netlify.toml is forced over files). A HEAD
      // gets the headers a GET would (`curl -I` is how caching is checked).
      const file = isRead && status === 200 ? publishedFile(publishDir, pathname) : undefined;
      if (file) {
        for (const rule of headers.filter(({ pattern }) => pattern.test(pathname))) {
          for (const [name, value] of Object.entries(rule.values)) result.response.headers.set(name, value);
        }
      }
      // A redirect rule's answer is never stored (it may depend on a cookie: the language a visitor chose), as
      // Netlify answers it (tests/netlify/smoke.test.ts).
      let response = result.response;
      if (status >= 300 && status < 400 && !response.headers.has('cache-control')) {
        const redirectHeaders = new Headers(response.headers);
        redirectHeaders.set('cache-control', 'no-cache');
        response = new Response(response.body, { status: response.status, headers: redirectHeaders });
      }
      await toNodeResponse(req, response, res, status, await precompressed(req, file));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // Answer, then close: the rest of the body is not read.
        res.setHeader('connection', 'close');
        const tooLarge = Response.json({ error: 'The request body is too large (at most 6 MB).' }, { status: 413 });
        return await toNodeResponse(req, tooLarge, res);
      }
      console.error('Local server error:', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  return {
    url: origin,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await functions.settle();
      await netlify.stop();
    },
  };
}
