import { DynamicModule, Module } from '@nestjs/common';
import { BillingModule } from '../modules/billing';
import { IdentityModule } from '../modules/identity';
import { UsersModule } from '../modules/users';
import { AppConfig } from '../platform/config/app-config';
import { PlatformModule } from '../platform/platform.module';
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
      // IdentityModule brings RateLimitModule for its key check (the CLI never opens its Redis: lazy)
      imports: [PlatformModule.forRoot(config), IdentityModule, UsersModule, BillingModule],
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
