import { BillingMetrics } from './billing.metrics';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { CreditAccountEntity } from './credit-account.entity';
import { CreditLedgerCheckpointEntity } from './credit-ledger-checkpoint.entity';
import { CreditLedgerEntryEntity } from './credit-ledger-entry.entity';
import { CreditLedgerRepository } from './credit-ledger.repository';
import { CreditLedgerService } from './credit-ledger.service';
import { CreditLimitsService } from './credit-limits.service';
import { EnterpriseCreditsController, SuperCreditsController } from './credits.controller';

@Module({
  imports: [
    UsersModule,
    TypeOrmModule.forFeature([CreditAccountEntity, CreditLedgerEntryEntity, CreditLedgerCheckpointEntity]),
  ],
  controllers: [EnterpriseCreditsController, SuperCreditsController],
  providers: [CreditLedgerRepository, CreditLedgerService, CreditLimitsService, BillingMetrics],
  exports: [CreditLedgerService],
})
export class BillingModule {}
