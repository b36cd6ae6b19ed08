// `metadata` on a design request (SPEC 6.3): a small map of the caller's own strings (an order id,
// a campaign), stored with the request and echoed in the request status, the design and the
// webhook payloads so the caller can find a design again in its own records.
import { registerDecorator } from 'class-validator';

export const METADATA_MAX_KEYS = 20;
export const METADATA_KEY_MAX = 40;
export const METADATA_VALUE_MAX = 500;

export type RequestMetadata = Record<string, string>;

export const METADATA_MESSAGE = `must be an object of at most ${METADATA_MAX_KEYS} string values (keys 1..${METADATA_KEY_MAX} characters, values at most ${METADATA_VALUE_MAX})`;

export function isRequestMetadata(value: unknown): value is RequestMetadata {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= METADATA_MAX_KEYS &&
    entries.every(
      ([k, v]) =>
        k.length >= 1 && k.length <= METADATA_KEY_MAX && typeof v === 'string' && v.length <= METADATA_VALUE_MAX,
    )
  );
}

export function IsRequestMetadata(): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isRequestMetadata',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: METADATA_MESSAGE },
      validator: { validate: (value: unknown) => isRequestMetadata(value) },
    });
}

/** A copy with only own string entries, so what is stored is exactly what is echoed. */
export const copyMetadata = (m: RequestMetadata): RequestMetadata => Object.fromEntries(Object.entries(m));
