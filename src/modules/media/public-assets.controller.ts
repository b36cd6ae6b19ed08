// Public, unguessable asset URLs (`{APP_URL}/assets/{token}.{ext}`): what content suggestions and
// share pages link to. No key needed; a hidden (deleted user) or unknown token is a 404.
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth';
import { RawResponse } from '../../platform/http/envelope.interceptor';
import { MediaService } from './media.service';
import { sendStored } from './send-stored';

@ApiExcludeController()
@Public()
@RawResponse()
@Controller('app/assets')
export class PublicAssetsController {
  constructor(private readonly media: MediaService) {}

  @Get('backdrops/:file')
  async backdrop(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendStored(req, res, await this.media.backdrop(file), 'public, max-age=31536000, immutable');
  }

  @Get(':file')
  async asset(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendStored(req, res, await this.media.publicAsset(file), 'public, max-age=31536000, immutable');
  }
}
