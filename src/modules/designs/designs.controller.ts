import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { RawResponse } from '../../platform/http/envelope.interceptor';
import { UuidOrNotFoundPipe } from '../../platform/http/uuid-param.pipe';
import { AppConfig } from '../../platform/config/app-config';
import { parsePrefer } from './design-jobs';
import {
  DesignBlockDto,
  DesignDto,
  DesignFromContentDto,
  DesignFromPromptDto,
  DesignPageDto,
  DesignRequestStatusDto,
  ListDesignsQueryDto,
} from './designs.dto';
import { QueryParamsDto, validateQueryParams } from '../../platform/http/query-params';
import { DESIGN_FROM_CONTENT_EXAMPLES, DESIGN_FROM_PROMPT_EXAMPLES } from './designs.examples';
import { DesignAnswer, DesignsService } from './designs.service';
import { sendImage } from './send-image';
import { CONTENT_TYPES, OUTPUT_FORMATS } from '../../../libs/design-engine/catalog/output-formats';

const FLOW =
  'Queued and rendered by a worker. Waits for the result up to SYNC_WAIT_MS and answers 200 (status `completed`, or `failed` with `error`: then refunded); ' +
  'when the wait runs out, or with `Prefer: respond-async`, answers 202 (status `queued` or `processing`): poll `GET /general/request-status/{requestId}` (the `Location` header). ' +
  'Costs numOfVariants x DESIGN_CREDIT_COST, plus IMAGE_CREDIT_COST (default 1) once when the picture is generated (`imageSource` `generated` and no photo in `medias`), ' +
  'debited together and refunded when no generated image could be used; stock photos (credited in `imageCredit`) cost nothing extra. At most DESIGN_MAX_IN_FLIGHT_PER_KEY requests of one key queued or rendering at once (else 429 `rate_limited`).';

const PREFER = ApiHeader({
  name: 'Prefer',
  required: false,
  description: '`respond-async`: answer 202 at once; `wait=N`: wait at most N seconds (never more than SYNC_WAIT_MS).',
});

const ACCEPTED = ApiEnvelope(DesignRequestStatusDto, 202, 'Accepted: still queued or rendering.', {
  Location: { description: 'Where to poll: the request-status URL of this request.', schema: { type: 'string' } },
  'Preference-Applied': {
    description: '`respond-async` when the 202 came from `Prefer: respond-async`.',
    schema: { type: 'string' },
  },
});

/** 200 with the finished request, or 202 with where to poll. */
function answer(res: Response, a: DesignAnswer): DesignRequestStatusDto {
  res.status(a.httpStatus);
  if (a.httpStatus === 202) res.setHeader('Location', a.location);
  if (a.respondAsync) res.setHeader('Preference-Applied', 'respond-async');
  return a.body;
}

@ApiTags('designs')
@Controller('general')
@Authenticated({ keyClass: ['regular'], endUser: true })
export class DesignsController {
  constructor(
    private readonly designs: DesignsService,
    private readonly config: AppConfig,
  ) {}

  private wait(prefer: string | undefined) {
    return parsePrefer(prefer, this.config.generation.syncWaitMs);
  }

  @Post('designs-from-prompt')
  @HttpCode(200)
  @PREFER
  @ApiBody({ type: DesignFromPromptDto, examples: DESIGN_FROM_PROMPT_EXAMPLES })
  @ApiOperation({ summary: `Designs from a prompt: copy written for it, laid out and rendered. ${FLOW}` })
  @ApiEnvelope(DesignRequestStatusDto, 200)
  @ACCEPTED
  @ApiErrors('invalid_input', 'insufficient_credits', 'credit_limit_reached', 'rate_limited')
  async fromPrompt(
    @Principal() principal: Principal,
    @Body() dto: DesignFromPromptDto,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DesignRequestStatusDto> {
    return answer(res, await this.designs.requestFromPrompt(principal, dto, this.wait(prefer)));
  }

  @Get('designs-from-prompt')
  @PREFER
  @ApiOperation({
    summary: `GET form of designs-from-prompt: queryParams is URL-encoded JSON of the POST body. ${FLOW}`,
  })
  @ApiEnvelope(DesignRequestStatusDto, 200)
  @ACCEPTED
  @ApiErrors('invalid_input', 'insufficient_credits', 'credit_limit_reached', 'rate_limited')
  async fromPromptQuery(
    @Principal() principal: Principal,
    @Query() query: QueryParamsDto,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DesignRequestStatusDto> {
    return answer(
      res,
      await this.designs.requestFromPrompt(
        principal,
        await validateQueryParams(DesignFromPromptDto, query.queryParams),
        this.wait(prefer),
      ),
    );
  }

  @Post('designs-from-content')
  @HttpCode(200)
  @PREFER
  @ApiOperation({
    summary: `Designs from your own copy (documentJson: pages of blocks, as content-from-prompt answers them). ${FLOW}`,
  })
  @ApiExtraModels(DesignBlockDto)
  @ApiBody({ type: DesignFromContentDto, examples: DESIGN_FROM_CONTENT_EXAMPLES })
  @ApiEnvelope(DesignRequestStatusDto, 200)
  @ACCEPTED
  @ApiErrors('invalid_input', 'insufficient_credits', 'credit_limit_reached', 'rate_limited')
  async fromContent(
    @Principal() principal: Principal,
    @Body() body: unknown,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DesignRequestStatusDto> {
    return answer(
      res,
      await this.designs.requestFromContent(principal, await this.designs.parseFromContent(body), this.wait(prefer)),
    );
  }

  @Get('request-status/:requestId')
  @ApiOperation({
    summary:
      'Status of a design request: timings, links, variants once completed, warnings, the error of a failed one.',
  })
  @ApiEnvelope(DesignRequestStatusDto)
  @ApiErrors('not_found')
  status(
    @Principal() principal: Principal,
    @Param('requestId', UuidOrNotFoundPipe) requestId: string,
  ): Promise<DesignRequestStatusDto> {
    return this.designs.status(principal, requestId);
  }

  @Get('designs')
  @ApiOperation({ summary: "The workspace's designs (completed requests), newest first." })
  @ApiEnvelope(DesignPageDto)
  @ApiErrors('invalid_input')
  list(@Principal() principal: Principal, @Query() query: ListDesignsQueryDto): Promise<DesignPageDto> {
    return this.designs.list(principal, query);
  }

  @Get('designs/:designId')
  @ApiOperation({ summary: 'One design: its variants (signed image URLs), links and warnings.' })
  @ApiEnvelope(DesignDto)
  @ApiErrors('not_found')
  design(
    @Principal() principal: Principal,
    @Param('designId', UuidOrNotFoundPipe) designId: string,
  ): Promise<DesignDto> {
    return this.designs.design(principal, designId);
  }

  @Get('designs/:designId/variants/:index.:format')
  @RawResponse()
  @ApiOperation({
    summary: "A variant's file in one of its output formats (`variants[].files`), with an ETag and a long cache life.",
  })
  @ApiParam({
    name: 'index',
    description: 'Variant index, 0..numOfVariants-1.',
    schema: { type: 'integer', minimum: 0, maximum: 3 },
  })
  @ApiParam({ name: 'format', schema: { type: 'string', enum: [...OUTPUT_FORMATS] } })
  @ApiProduces(...Object.values(CONTENT_TYPES))
  @ApiResponse({ status: 200, description: 'The image.' })
  @ApiErrors('not_found')
  async variant(
    @Principal() principal: Principal,
    @Param('designId', UuidOrNotFoundPipe) designId: string,
    @Param('index') index: string,
    @Param('format') format: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendImage(
      req,
      res,
      await this.designs.variantImage(principal, designId, index, format),
      'private, max-age=31536000, immutable',
    );
  }

  @Get('designs/:designId/variants/:index')
  @RawResponse()
  @ApiOperation({
    summary:
      "A variant's file in the output format the `Accept` header prefers among its formats (e.g. `image/avif,image/webp,*/*`); " +
      'the first format asked when the header names none of them. Answers `Vary: Accept`.',
  })
  @ApiParam({
    name: 'index',
    description: 'Variant index, 0..numOfVariants-1.',
    schema: { type: 'integer', minimum: 0, maximum: 3 },
  })
  @ApiHeader({ name: 'Accept', required: false, example: 'image/avif,image/webp,*/*' })
  @ApiProduces(...Object.values(CONTENT_TYPES))
  @ApiResponse({ status: 200, description: 'The file.' })
  @ApiErrors('not_found')
  async variantNegotiated(
    @Principal() principal: Principal,
    @Param('designId', UuidOrNotFoundPipe) designId: string,
    @Param('index') index: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const object = await this.designs.variantImage(principal, designId, index, undefined, req.headers.accept);
    res.setHeader('Vary', 'Accept');
    sendImage(req, res, object, 'private, max-age=31536000, immutable');
  }
}
