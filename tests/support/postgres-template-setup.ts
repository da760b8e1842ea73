// Migrates one database once per run on TEST_DATABASE_URL's server: each test file's fresh database is then a
// copy of it (CREATE DATABASE ... TEMPLATE), not a new run of every migration (docs/architecture.md "Tests").
import { randomBytes } from 'node:crypto';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { onServer, untilDisconnected } from './test-database.ts';

export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `wedakama_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // node-postgres straight to the server, whatever driver the suite then uses: the copy is made on the server.
  const db = createPooledDatabase(url.toString(), 1);
  await migrateToLatest(db);
  await db.destroy();
  // A copy cannot start while a connection to its template is still open on the server.
  await onServer(serverUrl, (client) => untilDisconnected(client, name));
  process.env.TEST_DATABASE_TEMPLATE = name;
  return () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}
