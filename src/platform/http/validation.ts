// Validation that names every failing field with its path (`brand.brandColors[0]`), as a 422.
import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError, FieldError } from '../errors/app-error';

function describe(constraintKey: string, message: string, property: string): string {
  if (constraintKey === 'whitelistValidation') return 'is not an allowed property';
  // class-validator prefixes messages with the property name; the field is reported separately.
  return message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const path = /^\d+$/.test(e.property) ? `${parent}[${e.property}]` : parent ? `${parent}.${e.property}` : e.property;
    for (const [key, message] of Object.entries(e.constraints ?? {})) {
      out.push({ field: path, message: describe(key, message, e.property) });
    }
    if (e.children?.length) out.push(...flattenValidationErrors(e.children, path));
  }
  return out;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Never coerce "5" into 5: a string where a number belongs is an error the caller should see.
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => AppError.invalid(flattenValidationErrors(errors)),
  });
}
