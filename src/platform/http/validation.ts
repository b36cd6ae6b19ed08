// Validation that names every failing field with its path (`brand.brandColors[0]`), as a 422.
import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { AppError, FieldError } from '../errors/app-error';
import { flattenValidationErrors } from './field-errors';

export { flattenValidationErrors };

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
    if (!Array.isArray(value) && FORBIDDEN_KEYS.has(key))
      out.push({ field: child, message: 'is not an allowed property' });
    else out.push(...findHostileKeys((value as Record<string, unknown>)[key], child, depth + 1));
    if (out.length >= 20) break;
  }
  return out;
}

/**
 * Strings PostgreSQL or JSON cannot hold: NUL (refused by text columns) and lone UTF-16
 * surrogates (refused by jsonb). One check for every string and key of a body or query, so no
 * field can forget it (issue 18.5).
 */
export function findUnstorableStrings(value: unknown, path = ''): FieldError[] {
  const out: FieldError[] = [];
  const visit = (v: unknown, at: string): void => {
    if (out.length >= 20) return;
    if (typeof v === 'string') {
      const problem = unstorable(v);
      if (problem) out.push({ field: at || 'body', message: problem });
      return;
    }
    if (v === null || typeof v !== 'object') return;
    for (const key of Object.keys(v)) {
      const child = Array.isArray(v) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
      const keyProblem = Array.isArray(v) ? undefined : unstorable(key);
      if (keyProblem) out.push({ field: child, message: `name ${keyProblem}` });
      else visit((v as Record<string, unknown>)[key], child);
    }
  };
  visit(value, path);
  return out;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorable(s: string): string | undefined {
  if (s.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode (no lone surrogates)';
  return undefined;
}

class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query') {
      const hostile = findHostileKeys(value);
      if (hostile.length) throw AppError.invalid(hostile);
      const unstorableStrings = findUnstorableStrings(value);
      if (unstorableStrings.length) throw AppError.invalid(unstorableStrings);
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
    // Target and value let field-errors.ts find the failing elements of an `each` rule; neither
    // is ever sent to the caller.
    validationError: { target: true, value: true },
    stopAtFirstError: false,
    exceptionFactory: (errors) => AppError.invalid(flattenValidationErrors(errors)),
  });
}

/** Validates a body by hand with the global rules, for routes whose DTO depends on the content type. */
export function validateBody<T extends object>(cls: new () => T, value: unknown): Promise<T> {
  return createValidationPipe().transform(value ?? {}, { type: 'body', metatype: cls }) as Promise<T>;
}
