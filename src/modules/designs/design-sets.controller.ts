// Design sets (SPEC 6.5, issue 19.1): one request, one look per variant across up to 12 formats,
// and the named presets of formats.
import { Body, Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DESIGN_SET_FROM_CONTENT_EXAMPLES, DESIGN_SET_FROM_PROMPT_EXAMPLES } from './designs.examples';
import type { Response } from 'express';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { AppConfig } from '../../platform/config/app-config';
import { SET_PRESETS } from '../../../libs/design-engine/catalog/set-presets';
import { DESIGN_TYPES } from '../../../libs/design-engine/catalog/formats';
import { parsePrefer } from './design-jobs';
import {
  DesignSetFromContentDto,
  DesignSetFromPromptDto,
  SetFormatProgressDto,
  SetPresetListDto,
} from './design-sets.dto';
import { DesignBlockDto, DesignRequestStatusDto } from './designs.dto';
import { DesignAnswer, DesignsService } from './designs.service';

const SET_FLOW =
  'Variant i is one look (copy, palette, layout family, imagery, type pairing) carried across every format: `variants` has formats x numOfVariants items, ' +
  "each with its `subtype` and `look`, and `formats` reports each format's status. One request id, one `design.completed` webhook. " +
  'Costs formats x numOfVariants x DESIGN_CREDIT_COST, plus IMAGE_CREDIT_COST once for a generated picture (`imageSource` `generated`: one picture serves every format), debited once; a format that cannot be rendered is left out and its share refunded (a warning says which). ' +
  'Waits up to SYNC_WAIT_MS like designs-from-prompt (200), else 202 with a `Location` to poll.';

const PREFER = ApiHeader({
  name: 'Prefer',
  required: false,
  description: '`respond-async`: answer 202 at once; `wait=N`: wait at most N seconds.',
});

function answer(res: Response, a: DesignAnswer): DesignRequestStatusDto {
  res.status(a.httpStatus);
  if (a.httpStatus === 202) res.setHeader('Location', a.location);
  if (a.respondAsync) res.setHeader('Preference-Applied', 'respond-async');
  return a.body;
}

@ApiTags('designs')
@ApiExtraModels(SetFormatProgressDto)
@Controller('general')
@Authenticated({ keyClass: ['regular'], endUser: true })
export class DesignSetsController {
  constructor(
    private readonly designs: DesignsService,
    private readonly config: AppConfig,
  ) {}

  @Get('design-set-presets')
  @ApiOperation({ summary: 'Named sets of formats accepted as `formats` by the design-sets endpoints.' })
  @ApiEnvelope(SetPresetListDto)
  presets(): SetPresetListDto {
    return {
      items: SET_PRESETS.map((p) => ({
        name: p.name,
        label: p.label,
        formats: p.formats.map((f) => ({ ...f, ...sizeOf(f.subtype) })),
      })),
    };
  }

  @Post('design-sets-from-prompt')
  @HttpCode(200)
  @PREFER
  @ApiOperation({ summary: `A campaign set from a prompt: every format of \`formats\` in one request. ${SET_FLOW}` })
  @ApiBody({ type: DesignSetFromPromptDto, examples: DESIGN_SET_FROM_PROMPT_EXAMPLES })
  @ApiEnvelope(DesignRequestStatusDto, 200)
  @ApiEnvelope(DesignRequestStatusDto, 202, 'Accepted: still queued or rendering.')
  @ApiErrors('invalid_input', 'insufficient_credits', 'credit_limit_reached', 'rate_limited')
  async fromPrompt(
    @Principal() principal: Principal,
    @Body() body: unknown,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DesignRequestStatusDto> {
    return answer(
      res,
      await this.designs.requestSet(
        principal,
        await this.designs.parseSet('prompt', body),
        parsePrefer(prefer, this.config.generation.syncWaitMs),
      ),
    );
  }

  @Post('design-sets-from-content')
  @HttpCode(200)
  @PREFER
  @ApiOperation({
    summary: `A campaign set from your own copy (documentJson): every format of \`formats\` in one request. ${SET_FLOW}`,
  })
  @ApiExtraModels(DesignBlockDto)
  @ApiBody({ type: DesignSetFromContentDto, examples: DESIGN_SET_FROM_CONTENT_EXAMPLES })
  @ApiEnvelope(DesignRequestStatusDto, 200)
  @ApiEnvelope(DesignRequestStatusDto, 202, 'Accepted: still queued or rendering.')
  @ApiErrors('invalid_input', 'insufficient_credits', 'credit_limit_reached', 'rate_limited')
  async fromContent(
    @Principal() principal: Principal,
    @Body() body: unknown,
    @Headers('prefer') prefer: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DesignRequestStatusDto> {
    return answer(
      res,
      await this.designs.requestSet(
        principal,
        await this.designs.parseSet('content', body),
        parsePrefer(prefer, this.config.generation.syncWaitMs),
      ),
    );
  }
}

function sizeOf(subtype: string): { width: number; height: number } {
  for (const t of DESIGN_TYPES)
    for (const s of t.subtypes) if (s.subtype === subtype) return { width: s.width, height: s.height };
  return { width: 0, height: 0 };
}
