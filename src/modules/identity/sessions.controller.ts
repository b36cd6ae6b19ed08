import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { RefreshTokenDto, SessionTokensDto } from './sessions.dto';
import { SessionsService } from './sessions.service';

@ApiTags('sessions')
@Controller('auth')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('refresh-token')
  @HttpCode(200)
  @Authenticated({ keyClass: ['regular'] })
  @ApiOperation({ summary: 'Exchange a refresh token for a new access and refresh token (the old one is retired).' })
  @ApiEnvelope(SessionTokensDto)
  @ApiErrors('invalid_input')
  refresh(@Principal() principal: Principal, @Body() dto: RefreshTokenDto): Promise<SessionTokensDto> {
    return this.sessions.refresh(principal.accountId, dto.refreshToken);
  }
}
