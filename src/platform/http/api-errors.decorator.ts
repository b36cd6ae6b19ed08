// Documents error answers in the envelope, grouped by status (two codes can share 429).
import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_MESSAGE, ERROR_STATUS, ErrorCode } from '../errors/error-codes';
import { ErrorEnvelopeDto } from './error-envelope.dto';

export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return applyDecorators(
    ...[...byStatus.entries()].map(([status, list]) =>
      ApiResponse({
        status,
        type: ErrorEnvelopeDto,
        description: list.map((c) => `\`${c}\`: ${ERROR_MESSAGE[c]}`).join('; '),
      }),
    ),
  );
}
