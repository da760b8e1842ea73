// Runs the handlers of netlify/functions in this process, routed by their own `config.path` and `config.method`
// exactly as Netlify routes them. Netlify's local emulation starts a worker thread per invocation (about two
// seconds each here), which would make the local site and the booking benchmark measure the emulator; this
// calls the very same handler functions directly.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';

type Handler = (request: Request, context: Context) => Promise<Response> | Response;
interface FunctionModule {
  default: Handler;
  config?: Config;
}
interface Route {
  name: string;
  pattern: URLPattern;
  /** What every path the pattern matches starts with: most routes are told apart by it without the pattern. */
  prefix: string;
  methods?: string[];
  load: () => Promise<FunctionModule>;
}

/** Loads a function module by file path: plain import for `npm start`, Vite's loader for `npm run dev`. */
export type ModuleLoader = (file: string) => Promise<FunctionModule>;

export const nativeLoader: ModuleLoader = (file) => import(pathToFileURL(file).href) as Promise<FunctionModule>;

export interface FunctionRouter {
  /** The function's response, or undefined when no function owns this URL. */
  route(request: Request, clientIp: string): Promise<Response | undefined>;
  /** Resolves once the work handlers handed to context.waitUntil has finished (before closing the database). */
  settle(): Promise<void>;
}

/**
 * The start of a route's path before its first pattern syntax, less the character a modifier may follow: running
 * each of some thirty patterns on every request was a few per cent of a booking's CPU (docs/booking-speed.md).
 */
function literalPrefix(routePath: string): string {
  const special = routePath.search(/[:*(){}?+\\]/);
  return special < 0 ? routePath : routePath.slice(0, Math.max(0, special - 1));
}

export async function createFunctionRouter(
  functionsDir: string,
  load: ModuleLoader = nativeLoader,
): Promise<FunctionRouter> {
  const files = (await readdir(functionsDir)).filter((file) => /\.(m?ts|m?js)$/.test(file));
  const routes: Route[] = [];
  for (const file of files) {
    const full = path.join(functionsDir, file);
    const module = await load(full);
    const paths = module.config?.path;
    if (!paths) continue; // scheduled functions have no path; they run on their schedule, not by URL
    const methods = module.config?.method;
    for (const routePath of Array.isArray(paths) ? paths : [paths]) {
      routes.push({
        name: file.replace(/\.[^.]+$/, ''),
        pattern: new URLPattern({ pathname: routePath }),
        prefix: literalPrefix(routePath),
        methods: methods ? (Array.isArray(methods) ? methods : [methods]) : undefined,
        // Node's import() resolves the URL again at every call (a few ms per request under load): the native
        // loader's module is kept; another loader (Vite's, which reloads edited files) is asked every time.
        load: load === nativeLoader ? () => Promise.resolve(module) : () => load(full),
      });
    }
  }

  const background = new Set<Promise<unknown>>();
  async function route(request: Request, clientIp: string): Promise<Response | undefined> {
    const url = new URL(request.url);
    for (const candidate of routes) {
      if (!url.pathname.startsWith(candidate.prefix)) continue;
      const match = candidate.pattern.exec({ pathname: url.pathname });
      if (!match) continue;
      if (candidate.methods && !candidate.methods.includes(request.method)) continue;
      const module = await candidate.load();
      const pending: Promise<unknown>[] = [];
      const context = {
        ip: clientIp,
        params: Object.fromEntries(Object.entries(match.pathname.groups).filter(([, v]) => v !== undefined)),
        requestId: crypto.randomUUID(),
        waitUntil: (promise: Promise<unknown>) => pending.push(promise),
        geo: {},
        site: { name: 'local', url: url.origin },
        deploy: { context: 'dev', id: 'local', published: false },
        account: { id: 'local' },
        server: { region: 'local' },
      } as unknown as Context; // the fields our handlers read; the rest of Netlify's Context has no local meaning
      const response = await module.default(request, context);
      const work = Promise.allSettled(pending).finally(() => background.delete(work));
      background.add(work);
      return response;
    }
    return undefined;
  }
  return {
    route,
    async settle() {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}
