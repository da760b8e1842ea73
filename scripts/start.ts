// npm start: the whole product on one origin with its embedded database, no account and no network needed.
import { buildIfNeeded } from './lib/build-if-needed.ts';
import { DEMO_ADMIN_EMAIL } from './lib/embedded-database.ts';
import { serveProduct } from './lib/serve-product.ts';

const started = Date.now();
buildIfNeeded();
const product = await serveProduct({
  port: Number(process.env.PORT ?? 8888),
  host: process.env.HOST,
  databaseUrl: process.env.DATABASE_URL,
  runScheduledFunctions: true,
});
// Links in the e-mails written to .data/outbox-mail lead back to this server (Netlify sets URL itself).
process.env.URL ??= product.url;

console.log(`\nHela Wedakama is running at ${product.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (product.demoAdminPassword) {
  console.log(`Database: embedded PGlite in .data/pglite (psql-compatible at ${product.databaseUrl})`);
  console.log(
    `Admin portal: ${product.url}/admin/login  e-mail ${DEMO_ADMIN_EMAIL}  password ${product.demoAdminPassword}`,
  );
} else {
  console.log('Database: DATABASE_URL');
}
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await product.close();
    process.exit(0);
  });
}
