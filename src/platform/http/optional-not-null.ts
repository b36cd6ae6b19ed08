// An optional field may be left out, but not sent as null (issue 18.3): class-validator's
// @IsOptional() skips both, so `planId: null` reached the services and the database. Every input
// DTO uses this one instead; the validation pipe reports `must not be null` alone for such a field.
import { applyDecorators } from '@nestjs/common';
import { ValidateBy, ValidateIf } from 'class-validator';

export const NOT_NULL_CONSTRAINT = 'isNotNull';

export function OptionalNotNull(): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object: object, value: unknown) => value !== undefined),
    ValidateBy({
      name: NOT_NULL_CONSTRAINT,
      validator: { validate: (value: unknown) => value !== null, defaultMessage: () => 'must not be null' },
    }),
  );
}
