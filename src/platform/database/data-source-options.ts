// The one TypeORM configuration shared by the app, the CLI, the migration tools and the tests.
import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

const root = join(__dirname, '..', '..', '..');

export function dataSourceOptions(
  url: string,
  extra: { poolSize?: number; applicationName?: string } = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    // Entities and migrations are found by name so that modules stay self-contained.
    entities: [join(root, 'src', '**', '*.entity.{ts,js}')],
    migrations: [join(root, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    // gen_random_uuid() is built into PostgreSQL 13+: no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: extra.poolSize ?? 20,
      application_name: extra.applicationName ?? 'design-api',
      // UnitOfWork relies on this for READ COMMITTED transactions (it sends no SET TRANSACTION), so
      // it is set on every connection rather than trusted to the server's configuration.
      options: '-c default_transaction_isolation=read\\ committed',
    },
  };
}
