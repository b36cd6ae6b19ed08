// The whole app over HTTP on a fresh database: what e2e specs start in beforeAll.
import { INestApplication } from '@nestjs/common';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createAppWithOverrides } from './create-app';
import { AppConfig } from '../../src/platform/config/app-config';
import { Clock } from '../../src/platform/clock/clock';
import { createTestDatabase, TestDatabase } from './database';
import { MovableClock } from './movable-clock';
import { testConfig, TestAppOptions } from './test-config';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  clock: MovableClock;
  db: DataSource;
  database: TestDatabase;
  base: string;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

export type { TestAppOptions } from './test-config';
export { testConfig } from './test-config';

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, options);
  const clock = options.clock ?? new MovableClock();
  const app = await createAppWithOverrides(
    config,
    [{ provide: Clock, useValue: clock }, ...(options.overrides ?? [])],
    options.imports,
  );
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    config,
    clock,
    db: app.get(DataSource),
    database,
    base: config.http.basePath,
    http: () => request(server),
    close: async () => {
      await app.close();
      await database.drop();
      if (config.storage.driver === 'local') rmSync(config.storage.dir, { recursive: true, force: true });
    },
  };
}
