// Validation that names every failing field with its path (`brand.brandColors[0]`), as a 422.
import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
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

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;

/**
 * Keys that class-transformer skips instead of reporting (so the whitelist never sees them), and
 * nesting deeper than any DTO: both are refused up front, naming the path.
 */
export function findHostileKeys(value: unknown, path = '', depth = 0): FieldError[] {
  if (value === null || typeof value !== 'object') return [];
  if (depth > MAX_DEPTH) return [{ field: path || 'body', message: `is nested deeper than ${MAX_DEPTH} levels` }];
  const out: FieldError[] = [];
  for (const key of Object.keys(value)) {
    const child = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (!Array.isArray(value) && FORBIDDEN_KEYS.has(key)) out.push({ field: child, message: 'is not an allowed property' });
    else out.push(...findHostileKeys((value as Record<string, unknown>)[key], child, depth + 1));
    if (out.length >= 20) break;
  }
  return out;
}

class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const hostile = findHostileKeys(value);
      if (hostile.length) throw AppError.invalid(hostile);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
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

/** Validates a body by hand with the global rules, for routes whose DTO depends on the content type. */
export function validateBody<T extends object>(cls: new () => T, value: unknown): Promise<T> {
  return createValidationPipe().transform(value ?? {}, { type: 'body', metatype: cls }) as Promise<T>;
}
