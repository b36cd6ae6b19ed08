// Credits endpoints (SPEC 4.6, 4.7), served under /enterprise (enterprise-admin keys) and /super
// (superuser keys): set-user-credit-limit, the balance and the ledger.
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { MessageDto } from '../../platform/http/message.dto';
import { PageQueryDto } from '../../platform/http/pagination';
import { CreditLedgerService } from './credit-ledger.service';
import { CreditLimitsService } from './credit-limits.service';
import { BalanceDto, LedgerPageDto, SetUserCreditLimitDto } from './credits.dto';

abstract class AdminCreditsController {
  constructor(
    private readonly limits: CreditLimitsService,
    private readonly ledger: CreditLedgerService,
  ) {}

  @Post('set-user-credit-limit')
  @HttpCode(200)
  @ApiOperation({
    summary: "Cap a user's credits for the current billing cycle (-1: no cap).",
    description:
      "The user's cap is the smaller of its plan's credits per cycle and this limit; a call that would pass it answers 429 `credit_limit_reached`. The limit resets to -1 when the cycle rolls. A limit above the account's balance: 429.",
  })
  @ApiEnvelope(MessageDto)
  @ApiErrors('user_not_found', 'invalid_input', 'credit_limit_reached')
  setUserCreditLimit(@Principal() principal: Principal, @Body() dto: SetUserCreditLimitDto): Promise<MessageDto> {
    return this.limits.set(principal, dto);
  }

  @Get('credits')
  @ApiOperation({ summary: "The account's credit balance." })
  @ApiEnvelope(BalanceDto)
  async balance(@Principal() principal: Principal): Promise<BalanceDto> {
    return { balance: await this.ledger.balance(principal.accountId) };
  }

  @Get('credits/ledger')
  @ApiOperation({ summary: "The account's credit ledger (grants, debits, refunds), newest first." })
  @ApiEnvelope(LedgerPageDto)
  @ApiErrors('invalid_input')
  ledgerPage(@Principal() principal: Principal, @Query() query: PageQueryDto): Promise<LedgerPageDto> {
    return this.ledger.ledgerPage(principal, query);
  }
}

@ApiTags('credits')
@Controller('enterprise')
@Authenticated({ keyClass: ['enterprise-admin'] })
export class EnterpriseCreditsController extends AdminCreditsController {
  constructor(limits: CreditLimitsService, ledger: CreditLedgerService) {
    super(limits, ledger);
  }
}

@ApiTags('credits')
@Controller('super')
@Authenticated({ keyClass: ['superuser'] })
export class SuperCreditsController extends AdminCreditsController {
  constructor(limits: CreditLimitsService, ledger: CreditLedgerService) {
    super(limits, ledger);
  }
}
