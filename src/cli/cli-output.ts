// CLI output rules (SPEC 9): with --json one JSON object on stdout and nothing else there;
// bad arguments exit 2 with a one-line reason on stderr.
export class CliUsageError extends Error {}

export interface JsonFlag {
  json?: boolean;
}

export function print(options: JsonFlag, json: object, human: string): void {
  process.stdout.write(options.json ? `${JSON.stringify(json)}\n` : `${human}\n`);
}

export function requireOption(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new CliUsageError(`--${name} is required`);
  return value.trim();
}

export function parseIntegerOption(value: string, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(value.trim())) throw new CliUsageError(`--${name} must be an integer`);
  const n = Number(value);
  if (n < min || n > max) throw new CliUsageError(`--${name} must be between ${min} and ${max}`);
  return n;
}

export function parseChoice<T extends string>(value: string, name: string, choices: readonly T[]): T {
  if (!choices.includes(value as T)) throw new CliUsageError(`--${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseUuid(value: string, name: string): string {
  if (!UUID_PATTERN.test(value.trim())) throw new CliUsageError(`--${name} must be a UUID`);
  return value.trim().toLowerCase();
}
