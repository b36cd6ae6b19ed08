import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsString, IsUrl, Length, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../platform/http/pagination';
import { OptionalNotNull } from '../../platform/http/optional-not-null';

export const UPLOAD_KINDS = ['photo', 'logo'] as const;
const TAG = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,39}$/u;

/** What both forms of POST /general/medias say about the image. */
class MediaFieldsDto {
  @ApiPropertyOptional({ enum: UPLOAD_KINDS, default: 'photo' })
  @OptionalNotNull()
  @IsIn(UPLOAD_KINDS)
  type?: (typeof UPLOAD_KINDS)[number];

  @ApiPropertyOptional({ maxLength: 200 })
  @OptionalNotNull()
  @IsString()
  @Length(1, 200)
  name?: string;
}

/** JSON form of POST /general/medias: the service fetches `url` through the address guard. */
export class CreateMediaFromUrlDto extends MediaFieldsDto {
  @ApiProperty({
    description: 'http(s) URL of an image (JPEG, PNG, WebP, GIF, AVIF, TIFF), at most 10 MiB.',
    maxLength: 2048,
  })
  @IsString()
  @MaxLength(2048)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: 'must be an http(s) URL' },
  )
  url!: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 20,
    description: 'Words that asset suggestions match against prompts.',
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(TAG, { each: true, message: 'each tag must be 1 to 40 letters, digits, spaces, _ or -' })
  tags?: string[];
}

/** Multipart form of POST /general/medias: text fields beside the `file` part. */
export class CreateMediaUploadFieldsDto extends MediaFieldsDto {
  @ApiPropertyOptional({ description: 'Comma-separated tags.', maxLength: 500 })
  @OptionalNotNull()
  @IsString()
  @MaxLength(500)
  tags?: string;
}

export class MediaUploadFormDto extends CreateMediaUploadFieldsDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: 'The image, at most 10 MiB; its content decides its type.',
  })
  file!: unknown;
}

export class ListMediaQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['photo', 'logo', 'backdrop'] })
  @OptionalNotNull()
  @IsIn(['photo', 'logo', 'backdrop'])
  type?: 'photo' | 'logo' | 'backdrop';
}

export class MediaDto {
  @ApiProperty({ description: 'Use as `medias[].mId` in design requests.' }) mId!: string;
  @ApiProperty({ enum: ['photo', 'logo', 'backdrop'] }) type!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ example: 'image/png' }) mimeType!: string;
  @ApiProperty() bytes!: number;
  @ApiProperty({ description: 'Public URL of the image (unguessable).' }) url!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class MediaPageDto {
  @ApiProperty({ type: [MediaDto] }) items!: MediaDto[];
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}
