import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_STATUS } from '../errors/error-codes';

export class FieldErrorDto {
  @ApiProperty({ example: 'brand.brandColors[0]' }) field!: string;
  @ApiProperty({ example: 'must be a hex colour (#RGB or #RRGGBB)' }) message!: string;
}

export class ErrorBodyDto {
  @ApiProperty({ example: 'Invalid input' }) message!: string;
  @ApiProperty({ enum: Object.keys(ERROR_STATUS), example: 'invalid_input' }) code!: string;
  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Every failing field (422 only).' })
  errors?: FieldErrorDto[];
}

export class ErrorEnvelopeDto {
  @ApiProperty({ example: 422 }) status!: number;
  @ApiProperty({ type: ErrorBodyDto }) body!: ErrorBodyDto;
}
