// Shared by the bench scripts: a scratch database next to DATABASE_URL (migrated, dropped after)
// and a quiet app configuration. Benchmarks are not tests: they print numbers for bench/RESULTS.md.
import 'reflect-metadata';
import { cpus } from 'node:os';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../src/platform/config/app-config';
import { dataSourceOptions } from '../src/platform/database/data-source-options';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export async function scratchDatabase(): Promise<ScratchDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  const admin = withDatabase(base, 'postgres');
  const name = `dgapi_bench_${process.pid}_${Date.now()}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = withDatabase(admin, name);
  const ds = new DataSource(dataSourceOptions(url, { poolSize: 2, applicationName: 'bench-migrate' }));
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  return {
    url,
    drop: async () => {
      const c = new Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Node flags the service runs with (package.json's start scripts, the Dockerfile): benchmarks start
 * their servers with the same ones.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

export function benchConfig(url: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO_SEED_ON_EMPTY: 'false',
    MIGRATIONS_RUN: 'false',
    QUEUE_DRIVER: 'inline',
    USER_PURGE_INTERVAL_MS: '0',
    CYCLE_ROLL_INTERVAL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
}

export function machine(): string {
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
