// class-validator's errors as SPEC 2 field errors, named the way a caller writes the path:
// `brand.brandColors[2]` for the third element (an `each` rule reports only the array, so the
// failing elements are found here), and a wrongly typed container by its own name (`dimension`,
// not `dimension[0]`, `dimension[1]`) with nothing reported beneath it (issue 16.2, 18.3).
import { getMetadataStorage, ValidationArguments, ValidationError } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { FieldError } from '../errors/app-error';
import { NOT_NULL_CONSTRAINT } from './optional-not-null';

const EACH_PREFIX = 'each value in ';
/** A failing one of these says the value is of the wrong shape: the rest of its messages are noise. */
const SHAPE_CONSTRAINTS = [NOT_NULL_CONSTRAINT, 'isObject', 'isArray'];
/** Elements checked one by one to find the failing indexes of an `each` rule (arrays are capped far below). */
const MAX_ELEMENTS_SCANNED = 100;

function describe(constraintKey: string, message: string, property: string): string {
  if (constraintKey === 'whitelistValidation') return 'is not an allowed property';
  // `each value in x must …` (class-validator) or `each value must …` (our own messages) said of an
  // element that is named on its own.
  const own = message.startsWith(EACH_PREFIX) ? message.slice(EACH_PREFIX.length) : message.replace(/^each value /, '');
  // class-validator prefixes messages with the property name; the field is reported separately.
  return own.startsWith(`${property} `) ? own.slice(property.length + 1) : own;
}

function childPath(parent: string, property: string): string {
  if (/^\d+$/.test(property)) return `${parent}[${property}]`;
  return parent ? `${parent}.${property}` : property;
}

/** The `each` rule behind a constraint key of this property, when it can be run per element. */
function eachRule(
  error: ValidationError,
  key: string,
): { md: ValidationMetadata; validate: (value: unknown, args: ValidationArguments) => unknown } | undefined {
  const target = error.target as object | undefined;
  if (!target) return undefined;
  const storage = getMetadataStorage();
  for (const md of storage.getTargetValidationMetadatas(target.constructor, '', true, false)) {
    if (md.propertyName !== error.property || !md.each || !md.constraintCls) continue;
    const constraint = storage.getTargetValidatorConstraints(md.constraintCls)[0];
    const instance = constraint?.instance as
      { validate?: (value: unknown, args: ValidationArguments) => unknown } | undefined;
    if (constraint?.name === key && instance?.validate) return { md, validate: instance.validate.bind(instance) };
  }
  return undefined;
}

/** Indexes of the elements an `each` rule refuses; empty when they cannot be told apart. */
function failingIndexes(error: ValidationError, key: string): number[] {
  const rule = eachRule(error, key);
  if (!rule || !Array.isArray(error.value)) return [];
  const out: number[] = [];
  error.value.slice(0, MAX_ELEMENTS_SCANNED).forEach((element: unknown, i: number) => {
    const args: ValidationArguments = {
      value: element,
      constraints: rule.md.constraints,
      targetName: error.target?.constructor.name ?? '',
      object: error.target as object,
      property: error.property,
    };
    // Every rule used with `each` is synchronous; a promise (an async rule) cannot be placed.
    if (rule.validate(element, args) === false) out.push(i);
  });
  return out;
}

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const path = childPath(parent, e.property);
    const constraints = Object.entries(e.constraints ?? {});
    const shapeKey = SHAPE_CONSTRAINTS.find((key) => e.constraints?.[key] !== undefined && !eachRule(e, key));
    if (shapeKey) {
      out.push({
        field: path,
        message: describe(shapeKey, (e.constraints as Record<string, string>)[shapeKey], e.property),
      });
      continue;
    }
    // A container that is an object or array is validated by its children; this one is redundant.
    const own = constraints.filter(([key]) => key !== 'nestedValidation' || constraints.length === 1);
    const wrongElements = new Set<number>();
    for (const [key, message] of own) {
      const indexes = failingIndexes(e, key);
      if (!indexes.length) out.push({ field: path, message: describe(key, message, e.property) });
      for (const i of indexes) {
        out.push({ field: `${path}[${i}]`, message: describe(key, message, e.property) });
        if (SHAPE_CONSTRAINTS.includes(key)) wrongElements.add(i);
      }
    }
    // Below an element already reported as wrongly typed there is nothing more to say.
    const children = (e.children ?? []).filter(
      (c) => !wrongElements.has(Number(c.property)) || !/^\d+$/.test(c.property),
    );
    if (children.length) out.push(...flattenValidationErrors(children, path));
  }
  return out;
}
