// npm run dev: the editing loop. Astro's dev server serves the pages and, through @netlify/vite-plugin, the
// functions under /api/*; they reach the embedded database through its socket.
import { spawn } from 'node:child_process';
import { demoSignInLines, startEmbeddedDatabase } from './lib/embedded-database.ts';

let stopDatabase = async () => {};
const env = { ...process.env };
if (!env.DATABASE_URL) {
  const embedded = await startEmbeddedDatabase();
  env.DATABASE_URL = embedded.url;
  stopDatabase = embedded.stop;
  const lines = demoSignInLines('(the dev server)', embedded.demoAdminPassword, embedded.demoAdminSecondFactor);
  for (const line of lines) console.log(line);
}
const astro = spawn('npx', ['astro', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env });
astro.on('exit', async (code) => {
  await stopDatabase();
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => astro.kill(signal));
