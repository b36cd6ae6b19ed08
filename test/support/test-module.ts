// A module-level harness: the platform module plus the context modules a suite names, over a fresh
// database cloned from the migrated template. For service tests that need real PostgreSQL but no
// HTTP: no controllers are served, no guards, no other context is built, so a suite starts faster than
// with startTestApp (test-app.ts), which builds the whole app.
import { DynamicModule, INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/platform/clock/clock';
import { AppConfig } from '../../src/platform/config/app-config';
import { PlatformModule } from '../../src/platform/platform.module';
import { createTestDatabase, TestDatabase } from './database';
import { MovableClock } from './movable-clock';
import { testConfig, TestAppOptions } from './test-config';

export interface TestModule {
  /** Resolves any provider of the modules built (and of the modules they import). */
  app: INestApplicationContext;
  config: AppConfig;
  clock: MovableClock;
  db: DataSource;
  database: TestDatabase;
  close(): Promise<void>;
}

export type TestModuleOptions = Pick<TestAppOptions, 'env' | 'clock' | 'overrides'>;

export async function startTestModule(
  modules: (Type<unknown> | DynamicModule)[],
  options: TestModuleOptions = {},
): Promise<TestModule> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, options);
  const clock = options.clock ?? new MovableClock();
  // Only what the named modules import themselves is built (identity brings RateLimitModule, say).
  let builder = Test.createTestingModule({ imports: [PlatformModule.forRoot(config), ...modules] })
    .overrideProvider(Clock)
    .useValue(clock);
  for (const o of options.overrides ?? []) builder = builder.overrideProvider(o.provide).useValue(o.useValue);
  const app = await builder.compile();
  // Lifecycle hooks run as in the app (onModuleInit, onApplicationBootstrap), so services start as
  // they do in production, with the scheduled jobs off as testConfig sets them.
  await app.init();
  return {
    app,
    config,
    clock,
    db: app.get(DataSource),
    database,
    close: async () => {
      await app.close();
      await database.drop();
      if (config.storage.driver === 'local') rmSync(config.storage.dir, { recursive: true, force: true });
    },
  };
}
