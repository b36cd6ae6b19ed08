import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UploadedFile } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOperation,
  ApiProduces,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { RawResponse } from '../../platform/http/envelope.interceptor';
import { UploadFirst } from '../../platform/http/upload-first.interceptor';
import { validateBody } from '../../platform/http/validation';
import { MAX_UPLOAD_BYTES } from './image-inspection';
import {
  CreateMediaFromUrlDto,
  CreateMediaUploadFieldsDto,
  ListMediaQueryDto,
  MediaDto,
  MediaPageDto,
  MediaUploadFormDto,
} from './media.dto';
import { MediaService } from './media.service';
import { sendStored } from './send-stored';

@ApiTags('media')
@Controller('general/medias')
@Authenticated({ keyClass: ['regular'], endUser: true })
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @HttpCode(201)
  @UploadFirst('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } })
  @ApiOperation({
    summary: 'Add an image to the library: a multipart `file` (≤ 10 MiB) or JSON `{ url }` the service fetches.',
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiExtraModels(CreateMediaFromUrlDto, MediaUploadFormDto)
  @ApiBody({
    schema: { oneOf: [{ $ref: getSchemaPath(MediaUploadFormDto) }, { $ref: getSchemaPath(CreateMediaFromUrlDto) }] },
    examples: {
      fromUrl: {
        summary: 'JSON: import an image by URL',
        value: { url: 'https://images.unsplash.com/photo-1543163521-1bf539c55dd2', tags: ['sandals', 'summer'] },
      },
    },
  })
  @ApiEnvelope(MediaDto, 201)
  @ApiErrors('invalid_input', 'payload_too_large')
  async create(
    @Principal() principal: Principal,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<MediaDto> {
    if (req.is('multipart/form-data'))
      return this.media.upload(principal, file, await validateBody(CreateMediaUploadFieldsDto, body));
    return this.media.importUrl(principal, await validateBody(CreateMediaFromUrlDto, body));
  }

  @Get()
  @ApiOperation({ summary: "List the workspace's library, newest first." })
  @ApiEnvelope(MediaPageDto)
  @ApiErrors('invalid_input')
  list(@Principal() principal: Principal, @Query() query: ListMediaQueryDto): Promise<MediaPageDto> {
    return this.media.list(principal, query);
  }

  @Get(':mId')
  @ApiOperation({ summary: 'One library image.' })
  @ApiEnvelope(MediaDto)
  @ApiErrors('not_found')
  get(@Principal() principal: Principal, @Param('mId') mId: string): Promise<MediaDto> {
    return this.media.get(principal, mId);
  }

  @Get(':mId/file')
  @RawResponse()
  @ApiOperation({ summary: "The image's bytes." })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff')
  @ApiResponse({ status: 200, description: 'The image.' })
  @ApiErrors('not_found')
  async file(
    @Principal() principal: Principal,
    @Param('mId') mId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendStored(req, res, await this.media.file(principal, mId), 'private, max-age=3600');
  }

  @Delete(':mId')
  @ApiOperation({ summary: 'Remove an image from the library (designs already rendered keep their pixels).' })
  @ApiResponse({
    status: 200,
    description: 'Deleted.',
    schema: {
      properties: {
        status: { type: 'integer' },
        body: { type: 'object', properties: { message: { type: 'string' } } },
      },
    },
  })
  @ApiErrors('not_found')
  async remove(@Principal() principal: Principal, @Param('mId') mId: string): Promise<{ message: string }> {
    await this.media.remove(principal, mId);
    return { message: 'Media deleted successfully' };
  }
}
