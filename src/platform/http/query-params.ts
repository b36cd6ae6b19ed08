// The GET form of the generation endpoints (seed 4.6/4.7): one `queryParams` parameter holding the
// URL-encoded JSON of the POST body, validated exactly like that body.
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { AppError } from '../errors/app-error';
import { validateBody } from './validation';

export class QueryParamsDto {
  @ApiProperty({ description: 'URL-encoded JSON object with the same fields as the POST body.', maxLength: 16384 })
  @IsString()
  @MaxLength(16384)
  queryParams!: string;
}

const bad = (why: string) => AppError.invalid([{ field: 'queryParams', message: why }]);

export async function validateQueryParams<T extends object>(cls: new () => T, raw: string): Promise<T> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw bad('is not URL-encoded JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad('must be a JSON object');
  return validateBody(cls, value);
}
