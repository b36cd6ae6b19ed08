// Documents a success answer inside the { status, body } envelope.
import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';

export function ApiEnvelope(model: Type<unknown>, status = 200, description?: string): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status,
      description: description ?? 'Success, in the envelope.',
      schema: {
        type: 'object',
        required: ['status', 'body'],
        properties: { status: { type: 'integer', example: status }, body: { $ref: getSchemaPath(model) } },
      },
    }),
  );
}
