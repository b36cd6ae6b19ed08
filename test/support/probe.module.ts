// A tiny authenticated route for tests of cross-cutting behaviour (rate limits, headers).
import { Controller, Get, Module } from '@nestjs/common';
import { Authenticated, Principal } from '../../src/platform/auth';

@Controller('probe')
class PingController {
  @Get('ping')
  @Authenticated({ keyClass: ['regular', 'enterprise-admin', 'superuser'] })
  ping(@Principal() p: Principal) {
    return { accountId: p.accountId };
  }
}

@Module({ controllers: [PingController] })
export class PingProbeModule {}
