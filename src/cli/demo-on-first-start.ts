// On a fresh embedded start with no accounts, create the demo tenant and show how to call the API.
import { INestApplication } from '@nestjs/common';
import { CreditLedgerService } from '../modules/billing';
import { AccountsService } from '../modules/identity';
import { PlansService } from '../modules/users';
import { DemoSeed, DemoSeedService } from './demo-seed.service';

export async function seedDemoIfEmpty(app: INestApplication): Promise<DemoSeed | null> {
  const accounts = app.get(AccountsService);
  if ((await accounts.countAccounts()) > 0) return null;
  return new DemoSeedService(accounts, app.get(PlansService), app.get(CreditLedgerService)).seed();
}

export function printDemoBanner(seed: DemoSeed, base: string): void {
  const lines = [
    '',
    '  Demo account created (shown once; run `npm run cli -- demo:seed` for another):',
    `    account           ${seed.accountId}`,
    `    enterprise-admin  ${seed.keys['enterprise-admin']}`,
    `    regular           ${seed.keys.regular}`,
    `    superuser         ${seed.keys.superuser}`,
    '',
    '  Try:',
    `    curl -s -X POST ${base}/enterprise/login-user \\`,
    `      -H 'service-api-key: ${seed.keys['enterprise-admin']}' -H 'content-type: application/json' \\`,
    `      -d '{"abstractUserId":"user-1"}'`,
    `    curl -s -X POST ${base}/general/designs-from-prompt \\`,
    `      -H 'service-api-key: ${seed.keys.regular}' -H 'content-type: application/json' \\`,
    `      -d '{"type":"socialMedia","subtype":"socialMedia-instagram-post","numOfVariants":2,"prompt":"Summer sale: 30% off all sandals this weekend"}'`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
