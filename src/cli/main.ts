#!/usr/bin/env node
// `npm run cli -- <command> [--json]`: operator commands on the same database as the service.
import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { ConfigError, loadConfig } from '../platform/config/app-config';
import { loadEnvFile } from '../platform/config/env-file';
import { resolveDatabase } from '../platform/database/resolve-database';
import { isAppError } from '../platform/errors';
import { CliModule } from './cli.module';
import { CliUsageError } from './cli-output';

function fail(code: number, message: string): never {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let config;
  try {
    loadEnvFile();
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(2, err.message.replace(/\n\s*/g, ' '));
    throw err;
  }
  // The CLI never runs workers or crons, and keeps stdout for its own output.
  config = {
    ...config,
    role: { name: 'api' as const, servesHttpApi: false, runsWorkers: false },
    log: { level: 'silent' },
  };
  // Stderr is kept for the one-line failure reason; database start-up chatter is dropped.
  const { config: resolved } = await resolveDatabase(config, () => undefined);
  await CommandFactory.run(CliModule.forRoot(resolved), {
    logger: false,
    outputConfiguration: { writeErr: () => undefined },
    errorHandler: (err) => {
      const code = (err as { code?: string }).code;
      if (code === 'commander.helpDisplayed' || code === 'commander.version' || code === 'commander.help')
        process.exit(0);
      fail(2, err.message.replace(/^error: /, ''));
    },
    serviceErrorHandler: (err) => {
      if (err instanceof CliUsageError) fail(2, err.message);
      if (isAppError(err))
        fail(
          err.code === 'internal_error' ? 1 : 2,
          err.errors?.length ? `${err.errors[0].field} ${err.errors[0].message}` : err.message,
        );
      fail(1, err.message);
    },
  });
  process.exit(0);
}

main().catch((err) => fail(1, err instanceof Error ? err.message : String(err)));
