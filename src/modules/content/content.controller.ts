import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, Principal } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { ApiErrors } from '../../platform/http/api-errors.decorator';
import { QueryParamsDto, validateQueryParams } from '../../platform/http/query-params';
import { ContentBlockDto, ContentFromPromptDto, ContentSuggestionsDto } from './content.dto';
import { ContentService } from './content.service';

const SUMMARY =
  'Write content suggestions (pages of blocks) and asset suggestions from a prompt. Paid: CONTENT_CREDIT_COST.';

@ApiTags('content')
@ApiExtraModels(ContentBlockDto)
@Controller('general/content-from-prompt')
@Authenticated({ keyClass: ['regular'], endUser: true })
@ApiErrors('invalid_input', 'insufficient_credits', 'credit_limit_reached', 'rate_limited')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: SUMMARY })
  @ApiBody({
    type: ContentFromPromptDto,
    examples: {
      instagram: {
        summary: 'Three pages of copy for an Instagram post',
        value: {
          prompt: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
          type: 'socialMedia',
          subtype: 'socialMedia-instagram-post',
          count: 3,
        },
      },
    },
  })
  @ApiEnvelope(ContentSuggestionsDto)
  suggest(@Principal() principal: Principal, @Body() dto: ContentFromPromptDto): Promise<ContentSuggestionsDto> {
    return this.content.suggest(principal, dto);
  }

  @Get()
  @ApiOperation({ summary: `${SUMMARY} GET form: queryParams is URL-encoded JSON of the POST body.` })
  @ApiEnvelope(ContentSuggestionsDto)
  async suggestFromQuery(
    @Principal() principal: Principal,
    @Query() query: QueryParamsDto,
  ): Promise<ContentSuggestionsDto> {
    return this.content.suggest(principal, await validateQueryParams(ContentFromPromptDto, query.queryParams));
  }
}
