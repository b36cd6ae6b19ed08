// The request bodies and answer parts of design sets (SPEC 6.5, issue 19.1): the design parameters
// of designs-from-prompt / -from-content with `formats` in place of type/subtype/dimension.
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { MAX_SET_FORMATS, SET_PRESETS } from '../../../libs/design-engine/catalog/set-presets';
import { DesignFromContentDto, DesignFromPromptDto } from './designs.dto';

const FORMATS_DOC = ApiProperty({
  oneOf: [
    { type: 'string', enum: SET_PRESETS.map((p) => p.name) },
    {
      type: 'array',
      minItems: 1,
      maxItems: MAX_SET_FORMATS,
      items: {
        oneOf: [
          { type: 'string', enum: SET_PRESETS.map((p) => p.name) },
          {
            type: 'object',
            required: ['type'],
            properties: {
              type: { type: 'string', example: 'displayAds' },
              subtype: { type: 'string', example: 'displayAds-leaderboard' },
              dimension: {
                type: 'object',
                properties: {
                  width: { type: 'integer', minimum: 16, maximum: 4096 },
                  height: { type: 'integer', minimum: 16, maximum: 4096 },
                },
              },
            },
          },
        ],
      },
    },
  ],
  example: ['iab-standard', { type: 'custom', dimension: { width: 640, height: 360 } }],
  description:
    `The formats of the set, 1..${MAX_SET_FORMATS} once presets are expanded: a preset name (GET /general/design-set-presets), or a list of ` +
    '`{ type, subtype }` (GET /general/design-types), `{ type: "custom", dimension }` and preset names. The same format twice is refused.',
});

export class DesignSetFromPromptDto extends OmitType(DesignFromPromptDto, ['type', 'subtype', 'dimension'] as const) {
  @FORMATS_DOC
  @IsDefined({ message: 'is required: a preset name or a list of formats' })
  formats!: unknown;
}

export class DesignSetFromContentDto extends OmitType(DesignFromContentDto, ['type', 'subtype', 'dimension'] as const) {
  @FORMATS_DOC
  @IsDefined({ message: 'is required: a preset name or a list of formats' })
  formats!: unknown;
}

export class SetPresetDto {
  @ApiProperty({ example: 'iab-standard' }) name!: string;
  @ApiProperty() label!: string;
  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        type: { type: 'string' },
        subtype: { type: 'string' },
        width: { type: 'integer' },
        height: { type: 'integer' },
      },
    },
  })
  formats!: { type: string; subtype: string; width: number; height: number }[];
}

export class SetPresetListDto {
  @ApiProperty({ type: [SetPresetDto] }) items!: SetPresetDto[];
}

export class SetFormatProgressDto {
  @ApiProperty({ example: 'displayAds-leaderboard', description: 'The subtype, or `custom`.' }) subtype!: string;
  @ApiProperty({ example: 728 }) width!: number;
  @ApiProperty({ example: 90 }) height!: number;
  @ApiProperty({
    enum: ['queued', 'processing', 'completed', 'failed'],
    description: 'A failed format is refunded (numOfVariants x DESIGN_CREDIT_COST); the others are delivered.',
  })
  status!: 'queued' | 'processing' | 'completed' | 'failed';
}
