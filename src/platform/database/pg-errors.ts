// PostgreSQL error codes the services branch on.
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';

export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (err: unknown, constraint?: string): boolean => {
  if (pgCode(err) !== PG_UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  const e = err as { constraint?: string; driverError?: { constraint?: string } };
  return (e.driverError?.constraint ?? e.constraint) === constraint;
};
