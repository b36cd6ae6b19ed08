import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsObject,
  IsString,
  IsUrl,
  Length,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../platform/http/pagination';
import type { UserStatus } from './user.entity';
import { IsNotSvgUrl } from '../../platform/http/not-svg-url';
import { OptionalNotNull } from '../../platform/http/optional-not-null';

// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
export const PLAN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The caller's id for an end user (SPEC 4.2): a string of 1 to 255 characters after trimming,
 * without control characters (NUL included). Stored trimmed, so " u1 " and "u1" are one user.
 */
export function IsAbstractUserId(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      description: "The caller's own id for the end user (trimmed; unique per account).",
      minLength: 1,
      maxLength: 255,
      example: 'user-42',
    }),
    Transform(trim),
    IsString(),
    Length(1, 255, { message: 'must be 1 to 255 characters after trimming' }),
    Matches(NO_CONTROL_CHARACTERS, { message: 'must not contain control characters' }),
  );
}

function IsPlanId(required: boolean): PropertyDecorator {
  return applyDecorators(
    required
      ? ApiProperty({ description: "A plan of the account's catalog.", maxLength: 64, example: 'pro' })
      : ApiPropertyOptional({
          description: "A plan of the account's catalog; the account's default plan when omitted.",
          maxLength: 64,
          example: 'pro',
        }),
    ...(required ? [] : [OptionalNotNull()]),
    IsString(),
    Matches(PLAN_ID_PATTERN, { message: 'must be a plan id (letters, digits, . _ -; at most 64)' }),
  );
}

export class BrandFontDto {
  @ApiProperty({ maxLength: 100, example: 'Poppins' })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiPropertyOptional({ enum: ['heading', 'subHeading', 'body'] })
  @OptionalNotNull()
  @IsIn(['heading', 'subHeading', 'body'])
  type?: 'heading' | 'subHeading' | 'body';
}

export class BrandPersonaDto {
  @ApiPropertyOptional({ type: [String], maxItems: 20, example: ['joyful', 'confident'] })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  emotions?: string[];

  @ApiPropertyOptional({ maxLength: 200, example: 'retail' })
  @OptionalNotNull()
  @IsString()
  @Length(1, 200)
  industry?: string;

  @ApiPropertyOptional({ type: [String], maxItems: 20, example: ['young professionals'] })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 200, { each: true })
  audience?: string[];

  @ApiPropertyOptional({ type: [String], maxItems: 50, example: ['minimal', 'bold'] })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  designTags?: string[];
}

export class BrandDto {
  @ApiProperty({ description: 'Required when `brand` is sent.', maxLength: 200, example: 'Sunny Sandals' })
  @IsString()
  @Length(1, 200)
  brandName!: string;

  @ApiProperty({ description: 'Required when `brand` is sent.', maxLength: 2000, example: 'Handmade summer footwear.' })
  @IsString()
  @Length(1, 2000)
  brandDescription!: string;

  @ApiPropertyOptional({ description: 'http(s) URL.', maxLength: 2048, example: 'https://sunny.example' })
  @OptionalNotNull()
  @IsString()
  @MaxLength(2048)
  @IsUrl(HTTP_URL, { message: 'must be an http(s) URL' })
  brandUrl?: string;

  @ApiPropertyOptional({
    description: 'http(s) URL of the logo image.',
    maxLength: 2048,
    example: 'https://sunny.example/logo.png',
  })
  @OptionalNotNull()
  @IsString()
  @MaxLength(2048)
  @IsUrl(HTTP_URL, { message: 'must be an http(s) URL' })
  @IsNotSvgUrl()
  brandLogo?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: 20,
    description: 'Hex colours, `#RGB` or `#RRGGBB`.',
    example: ['#FF6600', '#222'],
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(HEX_COLOR, { each: true, message: 'must be hex colours (#RGB or #RRGGBB)' })
  brandColors?: string[];

  @ApiPropertyOptional({
    description: 'Fonts; may be empty. Each item is a font name or `{ name, type? }`.',
    maxItems: 20,
    type: 'array',
    items: { oneOf: [{ type: 'string', maxLength: 100 }, { $ref: '#/components/schemas/BrandFontDto' }] },
    example: ['Poppins', { name: 'Lato', type: 'body' }],
  })
  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  // A bare font name is shorthand for { name }.
  @Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? plainToInstance(BrandFontDto, { name: v }) : v))
      : value,
  )
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => BrandFontDto)
  brandFonts?: BrandFontDto[];

  @ApiPropertyOptional({ type: BrandPersonaDto })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => BrandPersonaDto)
  brandPersona?: BrandPersonaDto;
}

export class LoginUserDto {
  @IsAbstractUserId()
  abstractUserId!: string;

  @IsPlanId(false)
  planId?: string;

  @ApiPropertyOptional({ type: BrandDto, description: "Stored as the user's brand kit; replaces an earlier one." })
  @OptionalNotNull()
  @IsObject()
  @ValidateNested()
  @Type(() => BrandDto)
  brand?: BrandDto;
}

export class UpdateUserPlanDto {
  @IsAbstractUserId()
  abstractUserId!: string;

  @IsPlanId(true)
  planId!: string;
}

export class UserRefDto {
  @IsAbstractUserId()
  abstractUserId!: string;
}

export class ListUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['active', 'deleted'], description: 'Only users in this state.' })
  @OptionalNotNull()
  @IsIn(['active', 'deleted'])
  status?: UserStatus;
}

export class LoginUserResponseDto {
  @ApiProperty({ description: 'JWT (HS256), valid 1 hour; send as `Authorization: Bearer` beside a regular key.' })
  accessToken!: string;

  @ApiProperty({ description: 'Opaque, single use, valid 30 days (`POST /auth/refresh-token`).' })
  refreshToken!: string;

  @ApiProperty({ format: 'uuid' })
  workspaceId!: string;

  @ApiProperty({ description: 'True when this call created the user.' })
  isNewUser!: boolean;
}

export class UpdateUserPlanResponseDto {
  @ApiProperty({ example: 'Plan upgraded successfully' })
  message!: string;

  @ApiProperty({ description: 'End of the current billing cycle, Unix seconds.', example: 1767225600 })
  nextBillingDate!: number;

  @ApiProperty({
    enum: ['upgrade', 'downgrade', 'unchanged'],
    description:
      '`upgrade`: in force now. `downgrade`: pending until `nextBillingDate`. `unchanged`: already on that plan (a pending downgrade is cancelled).',
  })
  type!: 'upgrade' | 'downgrade' | 'unchanged';

  @ApiProperty({
    description:
      'Credits per cycle of the plan in force once the change applies, minus the usage of the cycle it applies to (the current cycle for an upgrade or no change, a fresh cycle for a downgrade); `unlimited` for a plan without an allowance.',
    example: '450',
  })
  availableCredits!: string;
}

export class UserViewDto {
  @ApiProperty({ example: 'user-42' })
  abstractUserId!: string;

  @ApiProperty({
    format: 'uuid',
    description: "The service's id for the user (the `sub` of its access tokens; `userId` in the credit ledger).",
  })
  userId!: string;

  @ApiProperty({
    enum: ['active', 'deleted'],
    description: '`deleted`: inside its retention window, reactivatable for 14 days.',
  })
  status!: UserStatus;

  @ApiProperty({ example: 'pro' })
  planId!: string;

  @ApiProperty({ type: String, nullable: true, description: 'A downgrade that applies when the cycle rolls.' })
  pendingPlanId!: string | null;

  @ApiProperty({ description: 'Per-cycle credit limit; -1: none.', example: -1 })
  creditLimit!: number;

  @ApiProperty({ description: 'Credits used in the current cycle.' })
  cycleUsage!: number;

  @ApiProperty({ format: 'date-time' })
  cycleStart!: string;

  @ApiProperty({ description: 'End of the current cycle, Unix seconds.' })
  nextBillingDate!: number;

  @ApiProperty({ format: 'uuid' })
  workspaceId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deletedAt!: string | null;
}

export class UserPageDto {
  @ApiProperty({ type: [UserViewDto], description: 'Newest first.' })
  items!: UserViewDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
