// Serves the built site exactly as `npm start` does, on a fresh embedded database in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveProduct } from '../../scripts/lib/serve-product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    demoAdminPassword: string;
    demoAdminSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedakama-e2e-'));
  const product = await serveProduct({ port: 0, dataDir });
  project.provide('baseUrl', product.url);
  project.provide('databaseUrl', product.databaseUrl);
  project.provide('demoAdminPassword', product.demoAdminPassword ?? '');
  project.provide('demoAdminSecret', product.demoAdminSecondFactor?.secret ?? '');
  return async () => {
    await product.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
