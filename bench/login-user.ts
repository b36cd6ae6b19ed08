// login-user for an existing user, at 16 connections, beside a bare Nest route in the same run
// (the framework's floor on this machine). The servers run in a child process, autocannon here,
// so the load generator does not share the servers' event loop.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:login [-- --duration 15]
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { fork } from 'node:child_process';
import { AddressInfo } from 'node:net';
import { createApp } from '../src/bootstrap';
import { AccountsService } from '../src/modules/identity';
import { PlansService, UsersService } from '../src/modules/users';
import { benchConfig, machine, scratchDatabase } from './support';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon');

const CONNECTIONS = 16;

@Controller()
class BareController {
  @Get('bare')
  bare() {
    return { ok: true };
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

interface Ready {
  apiUrl: string;
  bareUrl: string;
  adminKey: string;
}

async function serve(): Promise<void> {
  const db = await scratchDatabase();
  const config = benchConfig(db.url);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const accounts = app.get(AccountsService);
  const { accountId, adminKey } = await accounts.run(async (tx) => {
    const { accountId } = await accounts.createAccount(tx, 'Bench', 'enterprise');
    return { accountId, adminKey: (await accounts.createKey(tx, accountId, 'enterprise-admin')).key };
  });
  await app.get(PlansService).upsert(accountId, { planId: 'free', name: 'Free', creditsPerCycle: 100, rank: 1, makeDefault: true });
  await app.get(UsersService).login({ accountId, accountKind: 'enterprise', keyId: 'bench', keyClass: 'enterprise-admin' }, { abstractUserId: 'bench-user' });
  const bare = await NestFactory.create(BareModule, { logger: false });
  await bare.listen(0, '127.0.0.1');
  const port = (a: { getHttpServer(): { address(): unknown } }) => (a.getHttpServer().address() as AddressInfo).port;
  const ready: Ready = {
    apiUrl: `http://127.0.0.1:${port(app)}${config.http.basePath}/enterprise/login-user`,
    bareUrl: `http://127.0.0.1:${port(bare)}/bare`,
    adminKey,
  };
  process.send?.(ready);
  process.on('message', async () => {
    await bare.close();
    await app.close();
    await db.drop();
    process.exit(0);
  });
}

function run(opts: object): Promise<any> {
  return new Promise((resolve, reject) => autocannon(opts, (err: Error | null, res: unknown) => (err ? reject(err) : resolve(res))));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const durationArg = args.indexOf('--duration');
  const duration = durationArg >= 0 ? Number(args[durationArg + 1]) : 15;
  const child = fork(__filename, ['--serve'], { execArgv: ['-r', 'ts-node/register/transpile-only', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [])], env: process.env });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const login = {
    url: ready.apiUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'service-api-key': ready.adminKey },
    body: JSON.stringify({ abstractUserId: 'bench-user' }),
  };
  const rows: string[] = [];
  for (const [name, target] of [
    ['bare Nest route (GET, no key, no DB)', { url: ready.bareUrl }],
    ['login-user, existing user', login],
  ] as const) {
    await run({ ...target, connections: CONNECTIONS, duration: 3 }); // warm-up
    const r = await run({ ...target, connections: CONNECTIONS, duration });
    const line = `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} | ${r.errors} |`;
    rows.push(line);
    console.log(line);
  }
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${machine()}, ${CONNECTIONS} connections, ${duration} s each`);
  console.log('| route | requests/s | p50 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

if (process.argv.includes('--serve')) {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
