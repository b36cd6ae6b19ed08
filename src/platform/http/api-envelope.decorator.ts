// Documents a success answer inside the { status, body } envelope.
import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

type HeaderDoc = { description: string; schema: { type: 'string' | 'integer' } };

export function ApiEnvelope(
  model: Type<unknown>,
  status = 200,
  description?: string,
  headers?: Record<string, HeaderDoc>,
): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status,
      description: description ?? 'Success, in the envelope.',
      ...(headers ? { headers } : {}),
      schema: {
        type: 'object',
        required: ['status', 'body'],
        properties: { status: { type: 'integer', example: status }, body: { $ref: getSchemaPath(model) } },
      },
    }),
  );
}
