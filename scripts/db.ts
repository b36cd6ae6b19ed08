// Database tooling for developers and the test setup:
//   ts-node scripts/db.ts migrate <url>          run pending migrations on <url>
//   ts-node scripts/db.ts generate <PascalName>  write migrations/<epoch>-<Name>.ts from the entity diff
//   ts-node scripts/db.ts drift                  exit 1 when the entities differ from the migrated schema
// generate and drift use a scratch database next to DATABASE_URL (or the embedded server).
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/platform/config/app-config';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { resolveDatabase } from '../src/platform/database/resolve-database';
import { pendingSchemaChanges } from '../src/platform/database/schema-diff';

function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function migrate(url: string): Promise<void> {
  const ds = new DataSource(dataSourceOptions(url, { poolSize: 2, applicationName: 'migrate' }));
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

async function withScratch<T>(work: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig(process.env);
  const { config: resolved } = await resolveDatabase(config, (m) => console.error(m));
  const adminUrl = withDatabase(resolved.database.url as string, 'postgres');
  const name = `dgapi_scratch_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    return await work(withDatabase(adminUrl, name));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function diff(url: string) {
  await migrate(url);
  const ds = new DataSource(dataSourceOptions(url, { poolSize: 2 }));
  await ds.initialize();
  try {
    return await pendingSchemaChanges(ds);
  } finally {
    await ds.destroy();
  }
}

function migrationSource(className: string, up: string[], down: string[]): string {
  const q = (s: string) =>
    `    await queryRunner.query(\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\`);`;
  return [
    `import { MigrationInterface, QueryRunner } from 'typeorm';`,
    ``,
    `export class ${className} implements MigrationInterface {`,
    `  name = '${className}';`,
    ``,
    `  public async up(queryRunner: QueryRunner): Promise<void> {`,
    ...up.map(q),
    `  }`,
    ``,
    `  public async down(queryRunner: QueryRunner): Promise<void> {`,
    ...down.reverse().map(q),
    `  }`,
    `}`,
    ``,
  ].join('\n');
}

async function main(): Promise<void> {
  const [command, arg] = process.argv.slice(2);
  if (command === 'migrate' && arg) return migrate(arg);
  if (command === 'drift') {
    const changes = await withScratch(diff);
    if (changes.up.length) {
      console.error(`Schema drift: the entities need changes no migration makes:\n${changes.up.join(';\n')}`);
      process.exit(1);
    }
    console.error('No schema drift.');
    return;
  }
  if (command === 'generate' && arg && /^[A-Z][A-Za-z0-9]+$/.test(arg)) {
    const changes = await withScratch(diff);
    if (!changes.up.length) {
      console.error('No changes: nothing to generate.');
      return;
    }
    const epoch = Date.now();
    const file = join(__dirname, '..', 'migrations', `${epoch}-${arg}.ts`);
    writeFileSync(file, migrationSource(`${arg}${epoch}`, changes.up, changes.down));
    console.error(`Wrote ${file}`);
    return;
  }
  console.error('usage: db.ts migrate <url> | generate <PascalName> | drift');
  process.exit(2);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
