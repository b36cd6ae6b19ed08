// One database per test file, cloned from the migrated template that global-setup prepared.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function admin(): Client {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL missing: run the tests through jest (global-setup prepares it)');
  return new Client({ connectionString: url });
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `dgapi_t_${randomBytes(6).toString('hex')}`;
  const client = admin();
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${process.env.TEST_PG_TEMPLATE}"`);
  } finally {
    await client.end();
  }
  const url = new URL(process.env.TEST_PG_ADMIN_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = admin();
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
