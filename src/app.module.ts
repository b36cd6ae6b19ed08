// The composition root: platform glue plus one module per bounded context.
import { DynamicModule, Module } from '@nestjs/common';
import { BillingModule } from './modules/billing';
import { IdentityModule } from './modules/identity';
import { UsersModule } from './modules/users';
import { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(config), IdentityModule, UsersModule, BillingModule],
    };
  }
}
