import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

export class RefreshTokenDto {
  @ApiProperty({ description: 'The refresh token from login-user or the previous refresh.', maxLength: 512 })
  @IsString()
  @Length(1, 512)
  @Matches(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII' })
  refreshToken!: string;
}

export class SessionTokensDto {
  @ApiProperty({ description: 'JWT (HS256), valid 1 hour; send as `Authorization: Bearer` beside a regular key.' })
  accessToken!: string;

  @ApiProperty({ description: 'Opaque, single use, valid 30 days.' })
  refreshToken!: string;
}
