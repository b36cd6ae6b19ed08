// Routes of the /general kind for specs: `whoami` echoes who the service thinks is calling (a
// bearer token works or fails), `spend` pays like a generation endpoint (debit in a transaction).
import { Body, Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Length, Min } from 'class-validator';
import { BillingModule, CreditLedgerService } from '../../src/modules/billing';
import { Authenticated, Principal } from '../../src/platform/auth';
import { UnitOfWork } from '../../src/platform/database';

class SpendDto {
  @ApiProperty() @IsInt() @Min(0) cost!: number;
  @ApiProperty() @IsString() @Length(1, 128) requestId!: string;
}

@Controller('probe')
class ProbeController {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: CreditLedgerService,
  ) {}

  @Get('whoami')
  @Authenticated({ keyClass: ['regular'], endUser: true })
  whoami(@Principal() principal: Principal) {
    return { accountId: principal.accountId, endUser: principal.endUser ?? null };
  }

  @Post('spend')
  @HttpCode(200)
  @Authenticated({ keyClass: ['regular'], endUser: true })
  spend(@Principal() principal: Principal, @Body() dto: SpendDto) {
    return this.uow.run((tx) => this.ledger.debit(tx, principal, dto.cost, dto.requestId));
  }
}

@Module({ imports: [BillingModule], controllers: [ProbeController] })
export class ProbeModule {}
