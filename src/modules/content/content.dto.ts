import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Length, Matches, Max, Min } from 'class-validator';
import { FormatRequestDto } from '../catalog';
import { OptionalNotNull } from '../../platform/http/optional-not-null';

export const MAX_PROMPT = 2000;

export class ContentFromPromptDto extends FormatRequestDto {
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

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 5,
    default: 3,
    description: 'How many pages (alternatives) to write.',
  })
  @OptionalNotNull()
  @IsInt()
  @Min(1)
  @Max(5)
  count?: number;
}

export class ContentBlockDto {
  @ApiProperty({ enum: ['title', 'subtitle', 'offer', 'bulletlist', 'cta', 'body'] }) type!: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'A string; an array of strings for bulletlist.',
  })
  value!: string | string[];
}

export class AssetSuggestionDto {
  @ApiProperty({ description: 'Public URL served by this service; usable as medias[].url in a design request.' })
  url!: string;
  @ApiPropertyOptional({ description: 'For library images: the id (usable as medias[].mId).' }) mId?: string;
  @ApiProperty({ enum: ['library', 'generated'] }) source!: 'library' | 'generated';
  @ApiProperty({ enum: ['photo', 'logo', 'backdrop'] }) type!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty() description!: string;
}

export class AssetSuggestionsDto {
  @ApiProperty({ type: [AssetSuggestionDto] }) images!: AssetSuggestionDto[];
}

export class ContentSuggestionsDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { $ref: '#/components/schemas/ContentBlockDto' } },
    description:
      'Pages (v2 documentJson): each page an array of blocks; each page can be sent back as a documentJson page.',
  })
  contentSuggestions!: ContentBlockDto[][];

  @ApiProperty({ type: AssetSuggestionsDto }) assetSuggestions!: AssetSuggestionsDto;
  @ApiProperty({ example: 'english' }) language!: string;
  @ApiProperty({ example: { width: 1080, height: 1080 } }) size!: { width: number; height: number };
  @ApiProperty({ enum: ['builtin', 'llm'], description: 'Who wrote the copy.' }) source!: 'builtin' | 'llm';
  @ApiProperty({
    type: [String],
    description: "What the caller should know about the copy: a language model's answer that was not used, and why.",
  })
  warnings!: string[];
  @ApiProperty({ description: 'Id of this paid call in the credit ledger.' }) requestId!: string;
}
