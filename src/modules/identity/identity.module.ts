import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { RateLimitModule } from '../../platform/rate-limit/rate-limit.module';
import { AccountEntity } from './account.entity';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { ApiKeyAuthenticator } from './api-key-authenticator.service';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysRepository } from './api-keys.repository';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { SessionsController } from './sessions.controller';
import { SessionsService } from './sessions.service';
import { SessionsPrunerCron } from './sessions-pruner.cron';

@Module({
  imports: [
    // The key authenticator counts refused keys per address with its RequestLimiter.
    RateLimitModule,
    TypeOrmModule.forFeature([AccountEntity, ApiKeyEntity, SessionEntity, RefreshTokenEntity]),
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        // A KeyObject built once: given the string, jsonwebtoken first tries (and fails) to parse
        // it as a PEM private key on every sign and verify, about 0.8 ms each.
        const key = createSecretKey(Buffer.from(config.auth.jwtSecret, 'utf8'));
        return {
          privateKey: key,
          publicKey: key,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
  ],
  controllers: [SessionsController],
  providers: [
    AccountsRepository,
    ApiKeysRepository,
    AccountsService,
    ApiKeyAuthenticator,
    SessionsService,
    SessionsPrunerCron,
    // Registered as a global guard by AppModule (the one ordered list of guards).
    ApiKeyGuard,
  ],
  exports: [AccountsService, SessionsService, ApiKeyGuard],
})
export class IdentityModule {}
