// The app's public design pages (outside the base path, no key): `link` and `shareLink` and the
// images they show. Unknown, forged or hidden: the same 404 page.
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../platform/auth';
import { RawResponse } from '../../platform/http/envelope.interceptor';
import { designPage, expiredPage, notFoundPage, pendingPage } from './design-pages.html';
import { DesignPagesService, PageResult } from './design-pages.service';
import { sendImage } from './send-image';

function sendPage(res: Response, result: PageResult): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.type('html');
  switch (result.kind) {
    case 'ready':
      res.status(200).send(designPage(result.view));
      return;
    case 'pending':
      res.status(202).send(pendingPage());
      return;
    case 'expired':
      res.status(410).send(expiredPage());
      return;
    case 'missing':
      res.status(404).send(notFoundPage());
  }
}

@ApiExcludeController()
@Public()
@RawResponse()
@Controller('app')
export class DesignPagesController {
  constructor(private readonly pages: DesignPagesService) {}

  @Get('designs/:designId')
  async signed(
    @Param('designId') designId: string,
    @Query('exp') exp: unknown,
    @Query('sig') sig: unknown,
    @Res() res: Response,
  ): Promise<void> {
    sendPage(res, await this.pages.bySignedLink(designId, exp, sig));
  }

  @Get('designs/:designId/variants/:index.:format')
  async signedImage(
    @Param('designId') designId: string,
    @Param('index') index: string,
    @Param('format') format: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { object, name } = await this.pages.signedImage(designId, index, format, query.exp, query.sig);
    sendImage(req, res, object, 'private, max-age=86400', query.download === '1' ? name : undefined);
  }

  /** The same image without an extension: the variant's format that `Accept` prefers (`Vary: Accept`). */
  @Get('designs/:designId/variants/:index')
  async signedImageNegotiated(
    @Param('designId') designId: string,
    @Param('index') index: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { object, name } = await this.pages.signedImage(
      designId,
      index,
      undefined,
      query.exp,
      query.sig,
      req.headers.accept,
    );
    res.setHeader('Vary', 'Accept');
    sendImage(req, res, object, 'private, max-age=86400', query.download === '1' ? name : undefined);
  }

  @Get('share/:token')
  async shared(@Param('token') token: string, @Res() res: Response): Promise<void> {
    sendPage(res, await this.pages.byShareToken(token));
  }

  @Get('share/:token/variants/:index.:format')
  async sharedImage(
    @Param('token') token: string,
    @Param('index') index: string,
    @Param('format') format: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { object, name } = await this.pages.sharedImage(token, index, format);
    sendImage(req, res, object, 'public, max-age=300', query.download === '1' ? name : undefined);
  }

  @Get('share/:token/variants/:index')
  async sharedImageNegotiated(
    @Param('token') token: string,
    @Param('index') index: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { object, name } = await this.pages.sharedImage(token, index, undefined, req.headers.accept);
    res.setHeader('Vary', 'Accept');
    sendImage(req, res, object, 'public, max-age=300', query.download === '1' ? name : undefined);
  }
}
