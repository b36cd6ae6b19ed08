import { DynamicModule, Module } from '@nestjs/common';
import { BillingModule } from '../modules/billing';
import { IdentityModule } from '../modules/identity';
import { UsersModule } from '../modules/users';
import { AppConfig } from '../platform/config/app-config';
import { PlatformModule } from '../platform/platform.module';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module';
import { AccountsCreateCommand } from './commands/accounts-create.command';
import { CreditsGrantCommand } from './commands/credits-grant.command';
import { CreditsReconcileCommand } from './commands/credits-reconcile.command';
import { DemoSeedCommand } from './commands/demo-seed.command';
import { KeysCreateCommand } from './commands/keys-create.command';
import { KeysRevokeCommand } from './commands/keys-revoke.command';
import { PlansUpsertCommand } from './commands/plans-upsert.command';
import { DemoSeedService } from './demo-seed.service';

@Module({})
export class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      // RateLimitModule: identity's key check uses its limiter (the CLI never opens its Redis: lazy)
      imports: [PlatformModule.forRoot(config), IdentityModule, RateLimitModule, UsersModule, BillingModule],
      providers: [
        DemoSeedService,
        AccountsCreateCommand,
        KeysCreateCommand,
        KeysRevokeCommand,
        PlansUpsertCommand,
        CreditsGrantCommand,
        CreditsReconcileCommand,
        DemoSeedCommand,
      ],
    };
  }
}
