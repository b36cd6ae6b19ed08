// What a caller may ask for (SPEC 6.1): formats, languages, fonts and named design options.
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CUSTOM_MAX_SIDE, CUSTOM_MIN_SIDE, DESIGN_TYPES } from '../../../libs/design-engine/catalog/formats';
import { FONT_FAMILIES } from '../../../libs/design-engine/catalog/fonts';
import { LANGUAGES } from '../../../libs/design-engine/catalog/languages';
import { DESIGN_OPTION_DESCRIPTIONS, DESIGN_OPTIONS } from '../../../libs/design-engine/catalog/options';
import { Authenticated } from '../../platform/auth';
import { AppConfig } from '../../platform/config/app-config';
import { ApiEnvelope } from '../../platform/http/api-envelope.decorator';
import { DesignOptionsDto, DesignTypesDto, FontsDto, LanguagesDto } from './catalog.dto';

const CACHE = 'private, max-age=3600';

const IMAGE_SOURCE_DESCRIPTIONS = {
  builtin: "the service's own imagery for the prompt (no outside call, no extra cost)",
  stock: "a stock photo for the prompt's subject, its photographer credited in imageCredit (no extra cost)",
  generated:
    'an image generated for the prompt: costs IMAGE_CREDIT_COST more credits once per request, refunded when none could be used',
} as const;

@ApiTags('catalog')
@Controller('general')
@Authenticated({ keyClass: ['regular'] })
export class CatalogController {
  constructor(private readonly config: AppConfig) {}

  @Get('design-types')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Design types, their subtypes and pixel sizes.' })
  @ApiEnvelope(DesignTypesDto)
  designTypes(): DesignTypesDto {
    return { types: DESIGN_TYPES, customDimension: { min: CUSTOM_MIN_SIDE, max: CUSTOM_MAX_SIDE } };
  }

  @Get('languages')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Languages of generated text.' })
  @ApiEnvelope(LanguagesDto)
  languages(): LanguagesDto {
    return { languages: LANGUAGES, default: 'english' };
  }

  @Get('fonts')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Font families shipped with the service (no font is fetched from outside).' })
  @ApiEnvelope(FontsDto)
  fonts(): FontsDto {
    return {
      fonts: FONT_FAMILIES.map((f) => ({ family: f.family, category: f.category, roles: f.roles, scripts: f.scripts })),
    };
  }

  @Get('design-options')
  @Header('Cache-Control', CACHE)
  @ApiOperation({
    summary:
      'Named options accepted in `settings` (theme, frameStyle, backdropStyle, focus, imageStyle, designModel), and the `imageSource` values this server offers.',
  })
  @ApiEnvelope(DesignOptionsDto)
  designOptions(): DesignOptionsDto {
    const describe = (group: keyof typeof DESIGN_OPTIONS) =>
      DESIGN_OPTIONS[group].map((value) => ({
        value,
        description: DESIGN_OPTION_DESCRIPTIONS[`${group}.${value}`] ?? value,
      }));
    return {
      theme: describe('theme'),
      frameStyle: describe('frameStyle'),
      backdropStyle: describe('backdropStyle'),
      focus: describe('focus'),
      imageStyle: describe('imageStyle'),
      designModel: describe('designModel'),
      imageSource: (['builtin', 'stock', 'generated'] as const).map((value) => ({
        value,
        description: IMAGE_SOURCE_DESCRIPTIONS[value],
        available:
          value === 'builtin' ||
          Boolean(value === 'stock' ? this.config.imageSources.stock : this.config.imageSources.generation),
        isDefault: value === this.config.imageSources.defaultSource,
      })),
    };
  }
}
