// Picks the database: DATABASE_URL when set, else the embedded server (started if needed).
import { AppConfig } from '../config/app-config';
import { ensureEmbeddedPostgres } from './embedded-postgres';

export async function resolveDatabase(
  config: AppConfig,
  log: (m: string) => void,
): Promise<{ config: AppConfig; embedded: boolean }> {
  if (config.database.url) return { config, embedded: false };
  const pg = await ensureEmbeddedPostgres(config.database.embeddedDir, config.database.embeddedPort, log);
  log(`using embedded PostgreSQL at 127.0.0.1:${config.database.embeddedPort}`);
  return { config: { ...config, database: { ...config.database, url: pg.url } }, embedded: true };
}
