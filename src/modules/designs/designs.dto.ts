// Every DTO of the designs module: the request bodies of designs-from-prompt and -from-content
// (validated together with the format fields, every failing field named), and the answers.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  ValidationArguments,
  IsObject,
} from 'class-validator';
import { DESIGN_OPTIONS } from '../../../libs/design-engine/catalog/options';
import {
  MAX_RENDER_PIXELS,
  MAX_RENDER_SIDE,
  MAX_SCALE,
  OUTPUT_FORMATS,
  OutputFormat,
} from '../../../libs/design-engine/catalog/output-formats';
import { FormatRequestDto } from '../catalog';
import { PageQueryDto } from '../../platform/http/pagination';
import { IsNotSvgUrl } from '../../platform/http/not-svg-url';
import { OptionalNotNull } from '../../platform/http/optional-not-null';
import {
  IsRequestMetadata,
  METADATA_KEY_MAX,
  METADATA_MAX_KEYS,
  METADATA_VALUE_MAX,
  RequestMetadata,
} from './request-metadata';
import { ImageSource } from './domain/image-plan';

const IMAGE_SOURCES: readonly ImageSource[] = ['builtin', 'stock', 'generated'];

const METADATA_DOC = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: METADATA_VALUE_MAX },
  maxProperties: METADATA_MAX_KEYS,
  example: { orderId: 'A-1042', campaign: 'summer-sale' },
} as const;

export const MAX_VARIANTS = 4;
export const MAX_PROMPT = 2000;
export const MAX_PAGES = 5;
export const MIN_FILE_SIZE_KB = 10;
export const MAX_FILE_SIZE_KB = 10_000;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HEX_MESSAGE = 'each value must be a hex colour (#RGB or #RRGGBB)';

/**
 * A well-formed http(s) URL (WHATWG parsing). Where it points is the address guard's business at
 * fetch time: a refused address is a warning on the request, not a 422.
 */
function IsHttpUrl(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isHttpUrl',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'must be an http(s) URL' },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string') return false;
          try {
            const url = new URL(value);
            return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
          } catch {
            return false;
          }
        },
      },
    });
}

/** `mId` and `url`: exactly one of the two, reported on `mId` (neither, or both given). */
function ExactlyOneSource(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'exactlyOneSource',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const url = (args.object as { url?: unknown }).url;
          if (value === undefined) return url !== undefined;
          if (url !== undefined) return false;
          return typeof value === 'string' && value.length >= 1 && value.length <= 64;
        },
        defaultMessage(args: ValidationArguments) {
          const url = (args.object as { url?: unknown }).url;
          if (args.value === undefined) return 'give mId (a library image) or url';
          if (url !== undefined) return 'give mId or url, not both';
          return 'must be a string of 1 to 64 characters';
        },
      },
    });
}

export class ImagePreferenceDto {
  @ApiPropertyOptional({
    default: true,
    description: 'Cover-crop the photo around its most interesting area; false shows it whole.',
  })
  @OptionalNotNull()
  @IsBoolean()
  crop?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: 'Cut the subject out of a plain background (refused with a warning when the background is not plain).',
  })
  @OptionalNotNull()
  @IsBoolean()
  removeBg?: boolean;
}

export class MediaItemDto {
  @ApiPropertyOptional({
    maxLength: 64,
    description: 'A library image of the workspace (GET /general/medias). Exactly one of mId and url.',
  })
  @ExactlyOneSource()
  mId?: string;

  @ApiPropertyOptional({
    maxLength: 2048,
    description:
      'An http(s) image URL the service fetches (address guard, 10 MiB, 10 s). A fetch that fails is a warning, not an error.',
  })
  @ValidateIf((o: MediaItemDto) => o.url !== undefined)
  @IsString()
  @MaxLength(2048)
  @IsHttpUrl()
  @IsNotSvgUrl()
  url?: string;

  @ApiPropertyOptional({ enum: ['photo', 'logo'], description: "Default: the library image's kind, else photo." })
  @OptionalNotNull()
  @IsIn(['photo', 'logo'])
  type?: 'photo' | 'logo';

  @ApiPropertyOptional({ type: ImagePreferenceDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => ImagePreferenceDto)
  imagePreference?: ImagePreferenceDto;

  @ApiPropertyOptional({
    type: [String],
    enum: ['direct', 'outline'],
    maxItems: 2,
    description: 'How a logo is drawn.',
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(2)
  @IsIn(['direct', 'outline'], { each: true })
  logoStyles?: ('direct' | 'outline')[];
}

export class FontGroupDto {
  @ApiPropertyOptional({ maxLength: 100 }) @OptionalNotNull() @IsString() @MaxLength(100) id?: string;

  @ApiProperty({
    maxLength: 100,
    example: 'Montserrat',
    description: 'A family of GET /general/fonts; another name is accepted and reported as a warning.',
  })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiProperty({ enum: ['heading', 'subHeading', 'body'] }) @IsIn(['heading', 'subHeading', 'body']) type!:
    'heading' | 'subHeading' | 'body';
  @ApiPropertyOptional({ maxLength: 32, example: 'enabled' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(32)
  status?: string;
  @ApiPropertyOptional({ maxLength: 32, example: 'system' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(32)
  addedBy?: string;
}

const optionList = (group: keyof typeof DESIGN_OPTIONS, description: string) =>
  ApiPropertyOptional({ type: [String], enum: DESIGN_OPTIONS[group], maxItems: 10, description });

export class DesignSettingsDto {
  @ApiPropertyOptional({
    enum: ['brand'],
    description: "`brand`: use the end user's brand kit (colours, fonts, logo).",
  })
  @OptionalNotNull()
  @IsIn(['brand'])
  mode?: 'brand';

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Identifier of the current brand (accepted for compatibility; one brand kit per user).',
  })
  @OptionalNotNull()
  @IsString()
  @MaxLength(100)
  currentbId?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 10,
    example: ['#0f766e'],
    description:
      'Preferred colours when the top-level `colors` is absent (without either, the colours the `prompt` asks for).',
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @Matches(HEX_COLOR, { each: true, message: HEX_MESSAGE })
  colors?: string[];

  @optionList('theme', 'Variant i uses value i mod n.')
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @IsIn(DESIGN_OPTIONS.theme, { each: true })
  theme?: string[];
  @optionList('frameStyle', 'Variant i uses value i mod n.')
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @IsIn(DESIGN_OPTIONS.frameStyle, { each: true })
  frameStyle?: string[];
  @optionList('backdropStyle', 'Variant i uses value i mod n.')
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @IsIn(DESIGN_OPTIONS.backdropStyle, { each: true })
  backdropStyle?: string[];
  @optionList('focus', 'Variant i uses value i mod n.')
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @IsIn(DESIGN_OPTIONS.focus, { each: true })
  focus?: string[];
  @optionList('imageStyle', 'Variant i uses value i mod n.')
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @IsIn(DESIGN_OPTIONS.imageStyle, { each: true })
  imageStyle?: string[];

  @ApiPropertyOptional({ enum: DESIGN_OPTIONS.designModel, default: 'auto' })
  @OptionalNotNull()
  @IsIn(DESIGN_OPTIONS.designModel)
  designModel?: string;

  @ApiPropertyOptional({
    type: [FontGroupDto],
    maxItems: 6,
    description: 'Preferred fonts when the top-level `fontGroups` is absent.',
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(6)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => FontGroupDto)
  fontGroups?: FontGroupDto[];
}

/** The design parameters shared by designs-from-prompt and designs-from-content. */
export abstract class DesignParamsDto extends FormatRequestDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: MAX_VARIANTS,
    example: 2,
    description: 'Variants to render; each costs DESIGN_CREDIT_COST.',
  })
  @IsInt()
  @Min(1)
  @Max(MAX_VARIANTS)
  numOfVariants!: number;

  @ApiPropertyOptional({
    type: [String],
    enum: OUTPUT_FORMATS,
    minItems: 1,
    maxItems: OUTPUT_FORMATS.length,
    uniqueItems: true,
    default: ['jpg'],
    example: ['jpg', 'webp'],
    description:
      'File formats of every variant, from one render: `jpg`, `png`, `webp`, `avif`, `pdf` (one page per variant, the size of the design in points, ' +
      "the render embedded at the request's density: `scale` 4 is 288 dpi). The first is the variant's `format` and `url`; `files` lists them all.",
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(OUTPUT_FORMATS.length)
  @ArrayUnique({ message: 'must not repeat a format' })
  @IsIn(OUTPUT_FORMATS, { each: true })
  outputFormat?: OutputFormat[];

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_SCALE,
    default: 1,
    example: 2,
    description: `Pixel density: the same layout at this many times the pixels (a 300x250 at 2 is a 600x500 image that looks the same, only sharper). The rendered size is at most ${MAX_RENDER_SIDE} px a side and ${MAX_RENDER_PIXELS / 1e6} megapixels.`,
  })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(MAX_SCALE)
  scale?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: MIN_FILE_SIZE_KB,
    maximum: MAX_FILE_SIZE_KB,
    example: 150,
    description:
      'Byte budget per file, in KB (1 KB = 1000 bytes; IAB display guidelines often ask for 150). JPG, WebP, AVIF and PDF lower their quality (down to 30) to fit; ' +
      'a file that still does not fit (or a PNG, which is lossless) is delivered with a warning and `fits: false`. Each file reports its `bytes`.',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(MIN_FILE_SIZE_KB)
  @Max(MAX_FILE_SIZE_KB)
  maxFileSizeKb?: number;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 10,
    example: ['#0f766e', '#f59e0b'],
    description:
      'Preferred colours, hex. When neither this nor `settings.colors` is given, the colours a `prompt` asks for in a ' +
      'note on the look ("I\'d like it bold, yellow and black", "Farben: Gelb-Schwarz", "#00B3A4", "بالذهبي والأسود") ' +
      'are used the same way, ahead of a brand kit\'s; colour words of the copy itself ("Gold earrings", "Black Friday") are not.',
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @Matches(HEX_COLOR, { each: true, message: HEX_MESSAGE })
  colors?: string[];

  @ApiPropertyOptional({ type: [FontGroupDto], maxItems: 6 })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(6)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => FontGroupDto)
  fontGroups?: FontGroupDto[];

  @ApiPropertyOptional({
    type: [MediaItemDto],
    maxItems: 10,
    description: "Photos and logos; a `mId` must be an image of the caller's library.",
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(10)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => MediaItemDto)
  medias?: MediaItemDto[];

  @ApiPropertyOptional({ type: DesignSettingsDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => DesignSettingsDto)
  settings?: DesignSettingsDto;

  @ApiPropertyOptional({
    enum: IMAGE_SOURCES,
    example: 'stock',
    description:
      "Where the picture comes from when `medias` has no photo: `builtin` (the service's own imagery), `stock` (a stock photo search, the photographer " +
      'credited in `imageCredit`) or `generated` (an image generation provider: costs IMAGE_CREDIT_COST more credits, default 1, once per request, ' +
      "debited with it and refunded if no generated image could be used). Default: the server's IMAGE_SOURCE_DEFAULT (`stock` when a stock provider is " +
      'configured, else `builtin`). A provider that is not configured on the server: 422. A provider that fails or is slow: the built-in imagery and a warning.',
  })
  @OptionalNotNull()
  @IsIn(IMAGE_SOURCES)
  imageSource?: ImageSource;

  @ApiPropertyOptional({
    ...METADATA_DOC,
    description: `Your own strings (at most ${METADATA_MAX_KEYS}, keys 1..${METADATA_KEY_MAX} characters, values at most ${METADATA_VALUE_MAX}), returned unchanged in the request status, the design and webhook payloads.`,
  })
  @OptionalNotNull()
  @IsRequestMetadata()
  metadata?: RequestMetadata;
}

export class DesignFromPromptDto extends DesignParamsDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_PROMPT,
    example: 'Summer sale at Stride: 30% off all sandals until Sunday, free shipping over $50',
  })
  @IsString()
  @Length(1, MAX_PROMPT)
  @Matches(/\S/, { message: 'must not be blank' })
  // eslint-disable-next-line no-control-regex -- refusing NUL is the point
  @Matches(/^[^\u0000]*$/, { message: 'must not contain NUL characters' })
  prompt!: string;
}

export class DesignBlockDto {
  @ApiProperty({ enum: ['title', 'subtitle', 'offer', 'bulletlist', 'cta', 'body'] }) type!: string;
  @ApiProperty({
    oneOf: [
      { type: 'string', maxLength: 1000 },
      { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 300 } },
    ],
    description: 'A string; an array of strings for bulletlist.',
  })
  value!: string | string[];
}

export class DesignFromContentDto extends DesignParamsDto {
  @ApiProperty({
    type: 'array',
    minItems: 1,
    maxItems: MAX_PAGES,
    items: { type: 'array', minItems: 1, maxItems: 20, items: { $ref: '#/components/schemas/DesignBlockDto' } },
    description:
      'Pages (1..5), each an array of blocks `{ type, value }` (title, subtitle, offer, cta, body: a string; bulletlist: an array of strings), as content-from-prompt answers them. Variant i uses page i mod pages.',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_PAGES)
  documentJson!: unknown[];

  @ApiPropertyOptional({
    maxLength: MAX_PROMPT,
    example: 'Autumn tailoring for a Paris fashion house',
    description:
      "What the design is about, in a sentence. Optional: with documentJson it sets the mood (palette, type) and category; the copy shown is documentJson's. Without it the mood comes from the pages' own text.",
  })
  @OptionalNotNull()
  @IsString()
  @Length(1, MAX_PROMPT)
  @Matches(/\S/, { message: 'must not be blank' })
  // eslint-disable-next-line no-control-regex -- refusing NUL is the point
  @Matches(/^[^\u0000]*$/, { message: 'must not contain NUL characters' })
  prompt?: string;
}

export class ListDesignsQueryDto extends PageQueryDto {}

// ---- answers --------------------------------------------------------------------------------

export class VariantFileDto {
  @ApiProperty({ enum: OUTPUT_FORMATS, example: 'webp' }) format!: OutputFormat;
  @ApiProperty({ description: 'Signed app URL of this file (7 days); the path ends in the format.' }) url!: string;
  @ApiProperty({ example: 48213, description: 'File size in bytes.' }) bytes!: number;
  @ApiPropertyOptional({
    example: 85,
    description: 'Encoder quality used (lowered to meet maxFileSizeKb); absent for PNG.',
  })
  quality?: number;
  @ApiProperty({
    description: 'False when maxFileSizeKb was asked and this file could not get under it (a warning says so).',
  })
  fits!: boolean;
}

export class VariantDto {
  @ApiProperty({ example: 0 }) index!: number;
  @ApiProperty({
    description:
      'Signed app URL of the image in the first output format (7 days), usable in an <img> without a key. ' +
      'The same path without its extension answers the best format of `files` for the `Accept` header.',
  })
  url!: string;
  @ApiProperty({ example: 1080, description: 'Pixel width: the layout width times `scale`.' }) width!: number;
  @ApiProperty({ example: 1080 }) height!: number;
  @ApiProperty({ enum: OUTPUT_FORMATS }) format!: OutputFormat;
  @ApiProperty({ example: 1, description: 'Pixel density the variant was rendered at.' }) scale!: number;
  @ApiProperty({ example: 101234, description: "Size of the first format's file, bytes." }) bytes!: number;
  @ApiProperty({ type: [VariantFileDto], description: 'Every output format of this variant, in the order asked.' })
  files!: VariantFileDto[];
  @ApiPropertyOptional({
    example: 'displayAds-leaderboard',
    description: 'Design sets only: the format (subtype, or `custom`) of this variant.',
  })
  subtype?: string;
  @ApiPropertyOptional({
    example: 0,
    description:
      'Design sets only: the look (0..numOfVariants-1); one look is one copy, palette, layout family and type pairing across every format.',
  })
  look?: number;
}

export class ImageCreditDto {
  @ApiProperty({ enum: ['stock', 'generated'], description: 'A stock photo, or an image generated for the design.' })
  source!: 'stock' | 'generated';
  @ApiProperty({ example: 'Unsplash', description: 'The provider (its name, or the host of its API).' })
  provider!: string;
  @ApiPropertyOptional({
    example: 'Ana Ruiz',
    description: 'Stock photos: who took it. Show the credit wherever the design is published.',
  })
  photographer?: string;
  @ApiPropertyOptional({ example: 'https://unsplash.com/@anaruiz' }) photographerUrl?: string;
  @ApiPropertyOptional({ example: 'https://unsplash.com/photos/abc', description: "The photo's page at the provider." })
  photoUrl?: string;
  @ApiPropertyOptional({ example: 'gpt-image-1', description: 'Generated images: the model.' }) model?: string;
}

export class DesignRequestStatusDto {
  @ApiProperty() requestId!: string;
  @ApiProperty({ enum: ['queued', 'processing', 'completed', 'failed'] }) status!:
    'queued' | 'processing' | 'completed' | 'failed';
  @ApiProperty({ description: 'Start of processing minus enqueue, ms (while queued: the wait so far).' })
  queueWaitTime!: number;
  @ApiProperty({ type: 'number', nullable: true, description: 'Processing time, ms; null until a worker starts.' })
  processingTime!: number | null;
  @ApiProperty({ description: 'The design this request makes; GET /general/designs/{designId} once completed.' })
  designId!: string;
  @ApiProperty({ description: 'Signed app page of the design (7 days).' }) link!: string;
  @ApiProperty({ description: 'Public share page (unguessable URL).' }) shareLink!: string;
  @ApiProperty({ type: [VariantDto], description: 'Empty until completed.' }) variants!: VariantDto[];
  @ApiProperty({
    type: [String],
    description: 'What the design could not honour: unknown fonts, media that could not be fetched, dropped blocks.',
  })
  warnings!: string[];
  @ApiPropertyOptional({ description: 'Why the request failed (it was refunded).' }) error?: string;
  @ApiPropertyOptional({
    type: 'array',
    items: { $ref: '#/components/schemas/SetFormatProgressDto' },
    description: 'Design sets only: each format and its status (a failed format is refunded, the others delivered).',
  })
  formats?: {
    subtype: string;
    width: number;
    height: number;
    status: 'queued' | 'processing' | 'completed' | 'failed';
  }[];
  @ApiProperty({ ...METADATA_DOC, description: 'The metadata sent with the request, unchanged; {} when none.' })
  metadata!: RequestMetadata;
  @ApiPropertyOptional({
    type: ImageCreditDto,
    description: 'When the design shows a stock photo or a generated image: its source and the credit to show with it.',
  })
  imageCredit?: ImageCreditDto;
}

export class DesignDto {
  @ApiProperty() designId!: string;
  @ApiProperty() requestId!: string;
  @ApiProperty({ description: "The design's headline." }) title!: string;
  @ApiProperty({ example: 'socialMedia' }) type!: string;
  @ApiProperty({ example: 'socialMedia-instagram-post' }) subtype!: string;
  @ApiProperty({ example: 1080 }) width!: number;
  @ApiProperty({ example: 1080 }) height!: number;
  @ApiProperty({ enum: OUTPUT_FORMATS, description: 'The first output format.' }) format!: OutputFormat;
  @ApiProperty({ example: 'english' }) language!: string;
  @ApiProperty() link!: string;
  @ApiProperty() shareLink!: string;
  @ApiProperty({ type: [VariantDto] }) variants!: VariantDto[];
  @ApiProperty({ type: [String] }) warnings!: string[];
  @ApiProperty({ ...METADATA_DOC, description: 'The metadata sent with the request, unchanged; {} when none.' })
  metadata!: RequestMetadata;
  @ApiPropertyOptional({
    type: ImageCreditDto,
    description: 'When the design shows a stock photo or a generated image: its source and the credit to show with it.',
  })
  imageCredit?: ImageCreditDto;
  @ApiProperty() createdAt!: string;
}

export class DesignPageDto {
  @ApiProperty({ type: [DesignDto] }) items!: DesignDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
