// Entry point: one command starts everything. With no DATABASE_URL an embedded PostgreSQL runs
// under ./.data; with no REDIS_URL jobs run in-process (SPEC 9).
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './platform/config/app-config';
import { loadEnvFile } from './platform/config/env-file';
import { resolveDatabase } from './platform/database/resolve-database';
import {
  connectionBudget,
  describeConnectionBudget,
  readServerConnectionLimits,
} from './platform/database/connection-budget';
import { DataSource } from 'typeorm';
import { printDemoBanner, seedDemoIfEmpty } from './cli/demo-on-first-start';

async function main(): Promise<void> {
  const logger = new Logger('main');
  let config;
  try {
    loadEnvFile();
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const { config: resolved, embedded } = await resolveDatabase(config, (m) => logger.log(m));
  const app = await createApp(resolved);
  if (embedded) app.enableShutdownHooks();
  await app.listen(resolved.http.port, resolved.http.host);
  const base = `http://localhost:${resolved.http.port}${resolved.http.basePath}`;
  logger.log(
    `role ${resolved.role.name}, queue ${resolved.queue.driver}, serving ${base} (docs: http://localhost:${resolved.http.port}/docs)`,
  );
  logger.log(
    describeConnectionBudget(connectionBudget(resolved), await readServerConnectionLimits(app.get(DataSource))),
  );
  if (resolved.demoSeedOnEmpty && resolved.role.servesHttpApi) {
    const demo = await seedDemoIfEmpty(app);
    if (demo) printDemoBanner(demo, base);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
