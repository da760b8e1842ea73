// Every function of netlify/functions, loaded as Netlify routes them (by config.path, and by config.method when a
// function names its methods), and the staff operations they declare (src/server/admin/admin-endpoint.ts).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import type { AdminAccess, StaffAccess } from '../../src/server/admin/admin-endpoint.ts';

type Handler = ((request: Request, context: Context) => Promise<Response>) & { access?: readonly AdminAccess[] };

export interface FunctionRoute {
  file: string;
  path: string;
  methods?: string[];
  handler: Handler;
}

const functionsDir = path.resolve(import.meta.dirname, '../../netlify/functions');

export async function loadFunctionRoutes(): Promise<FunctionRoute[]> {
  const routes: FunctionRoute[] = [];
  for (const file of (await readdir(functionsDir)).filter((name) => /\.m?ts$/.test(name))) {
    const module = (await import(pathToFileURL(path.join(functionsDir, file)).href)) as {
      default: Handler;
      config?: Config;
    };
    const methods = module.config?.method;
    for (const routePath of [module.config?.path ?? []].flat()) {
      routes.push({
        file,
        path: routePath,
        methods: methods ? [methods].flat() : undefined,
        handler: module.default,
      });
    }
  }
  return routes;
}

/** What every function declares its staff operations need, with their paths. */
export function declaredStaffAccess(routes: readonly FunctionRoute[]): StaffAccess[] {
  return routes.flatMap((route) => (route.handler.access ?? []).map((access) => ({ ...access, path: route.path })));
}
