// Documents error answers in the envelope, grouped by status (two codes can share 429), each with
// an example of its own status and code (not one 422 shown for every status).
import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ERROR_MESSAGE, ERROR_STATUS, ErrorCode } from '../errors/error-codes';
import { ErrorEnvelopeDto } from './error-envelope.dto';

export function ApiErrors(...codes: ErrorCode[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return applyDecorators(
    ApiExtraModels(ErrorEnvelopeDto),
    ...[...byStatus.entries()].map(([status, list]) =>
      ApiResponse({
        status,
        description: list.map((c) => `\`${c}\`: ${ERROR_MESSAGE[c]}`).join('; '),
        content: {
          'application/json': {
            schema: { $ref: getSchemaPath(ErrorEnvelopeDto) },
            examples: examplesFor(status, list),
          },
        },
      }),
    ),
  );
}

function examplesFor(status: number, codes: ErrorCode[]): Record<string, { summary: string; value: unknown }> {
  return Object.fromEntries(
    codes.map((code) => {
      const body: Record<string, unknown> = { message: ERROR_MESSAGE[code], code };
      if (code === 'invalid_input') body.errors = [{ field: 'numOfVariants', message: 'must not be greater than 4' }];
      return [code, { summary: ERROR_MESSAGE[code], value: { status, body } }];
    }),
  );
}
