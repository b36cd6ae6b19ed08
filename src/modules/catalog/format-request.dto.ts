// The format fields every generation request shares (type, subtype, custom dimension, language),
// validated together so that one 422 names every failing field (SPEC 2, 6.1).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  ValidationArguments,
  IsObject,
} from 'class-validator';
import { CUSTOM_MAX_SIDE, CUSTOM_MIN_SIDE, DESIGN_TYPES } from '../../../libs/design-engine/catalog/formats';
import { LANGUAGES } from '../../../libs/design-engine/catalog/languages';
import { OptionalNotNull } from '../../platform/http/optional-not-null';

export const DESIGN_TYPE_IDS = DESIGN_TYPES.map((t) => t.type);
export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id);
const SUBTYPES = new Map(DESIGN_TYPES.map((t) => [t.type as string, new Set(t.subtypes.map((s) => s.subtype))]));

/** `subtype` must belong to the sibling `type` (only checked when that type is itself valid). */
function IsSubtypeOfType(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isSubtypeOfType',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const type = (args.object as { type?: unknown }).type;
          if (typeof type !== 'string' || !SUBTYPES.has(type)) return true;
          return typeof value === 'string' && (SUBTYPES.get(type)?.has(value) ?? false);
        },
        defaultMessage(args: ValidationArguments) {
          const type = (args.object as { type?: string }).type as string;
          return `must be a subtype of ${type}: ${[...(SUBTYPES.get(type) ?? [])].join(', ')}`;
        },
      },
    });
}

/** `dimension` belongs to custom designs only: a fixed format's size comes from the catalog. */
function OnlyForCustomType(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'onlyForCustomType',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'is only allowed when type is custom' },
      validator: {
        validate: (_value: unknown, args: ValidationArguments) => {
          const type = (args.object as { type?: unknown }).type;
          return type === 'custom' || typeof type !== 'string' || !SUBTYPES.has(type);
        },
      },
    });
}

export class DimensionDto {
  @ApiProperty({ type: 'integer', minimum: CUSTOM_MIN_SIDE, maximum: CUSTOM_MAX_SIDE, example: 1080 })
  @IsInt()
  @Min(CUSTOM_MIN_SIDE)
  @Max(CUSTOM_MAX_SIDE)
  width!: number;

  @ApiProperty({ type: 'integer', minimum: CUSTOM_MIN_SIDE, maximum: CUSTOM_MAX_SIDE, example: 1080 })
  @IsInt()
  @Min(CUSTOM_MIN_SIDE)
  @Max(CUSTOM_MAX_SIDE)
  height!: number;
}

export abstract class FormatRequestDto {
  @ApiProperty({ enum: DESIGN_TYPE_IDS, example: 'socialMedia', description: 'See GET /general/design-types.' })
  @IsIn(DESIGN_TYPE_IDS)
  type!: string;

  @ApiProperty({
    example: 'socialMedia-instagram-post',
    maxLength: 64,
    description: '`<type>-<format>`; `custom` for type custom.',
  })
  @IsString()
  @MaxLength(64)
  @IsSubtypeOfType()
  subtype!: string;

  @ApiPropertyOptional({
    type: DimensionDto,
    description: 'Required when type is custom (and only then): integer sides 16..4096.',
  })
  @ValidateIf((o: FormatRequestDto) => o.type === 'custom' || o.dimension !== undefined)
  @IsDefined({ message: 'is required when type is custom' })
  @OnlyForCustomType()
  @IsObject()
  @ValidateNested()
  @Type(() => DimensionDto)
  dimension?: DimensionDto;

  @ApiPropertyOptional({ enum: LANGUAGE_IDS, default: 'english', description: 'See GET /general/languages.' })
  @OptionalNotNull()
  @IsIn(LANGUAGE_IDS)
  language?: string;
}

/** Pixel size of a validated request. */
export function formatSize(dto: FormatRequestDto): { width: number; height: number } {
  if (dto.type === 'custom' && dto.dimension) return { width: dto.dimension.width, height: dto.dimension.height };
  for (const t of DESIGN_TYPES)
    for (const s of t.subtypes) if (s.subtype === dto.subtype) return { width: s.width, height: s.height };
  throw new Error(`unvalidated format ${dto.type}/${dto.subtype}`);
}
