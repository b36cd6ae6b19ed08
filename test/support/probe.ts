// A route of the /general kind that accepts an end user's bearer token and echoes who the
// service thinks is calling: lets the user and session specs prove a token works or fails.
import { Controller, Get, Module } from '@nestjs/common';
import { Authenticated, Principal } from '../../src/platform/auth';

@Controller('probe')
class ProbeController {
  @Get('whoami')
  @Authenticated({ keyClass: ['regular'], endUser: true })
  whoami(@Principal() principal: Principal) {
    return { accountId: principal.accountId, endUser: principal.endUser ?? null };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
