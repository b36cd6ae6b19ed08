// The account a benchmark or chaos run pays with: a regular key and credits, written straight
// through the services (an application context with no HTTP server), before the servers start.
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module';
import { CreditLedgerService } from '../src/modules/billing';
import { AccountsService } from '../src/modules/identity';
import { benchConfig } from './support';

export async function seedPayingAccount(
  dbUrl: string,
  jwtSecret: string,
  name: string,
  credits: number,
): Promise<{ accountId: string; key: string }> {
  const setup = await NestFactory.createApplicationContext(
    AppModule.forRoot(benchConfig(dbUrl, { APP_ROLE: 'api', JWT_SECRET: jwtSecret })),
    { logger: false },
  );
  try {
    const accounts = setup.get(AccountsService);
    const { accountId, key } = await accounts.run(async (tx) => {
      const { accountId } = await accounts.createAccount(tx, name, 'enterprise');
      return { accountId, key: (await accounts.createKey(tx, accountId, 'regular')).key };
    });
    await setup.get(CreditLedgerService).grant(accountId, credits, name.toLowerCase());
    return { accountId, key };
  } finally {
    await setup.close();
  }
}
