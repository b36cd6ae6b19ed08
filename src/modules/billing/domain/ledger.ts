// Ledger arithmetic (SPEC 5): the kinds of movement, their signs, and what a credit amount may be.
// Pure functions: no Nest, no database.

export type LedgerKind = 'grant' | 'debit' | 'refund' | 'adjustment';

/** A single grant is capped so that balances stay far inside the safe integer range. */
export const MAX_GRANT = 1_000_000_000_000;

/** The signed amount a movement of `credits` writes: debits take, grants and refunds give. */
export function signedAmount(kind: Exclude<LedgerKind, 'adjustment'>, credits: number): number {
  return kind === 'debit' ? -credits : credits;
}

export function isCreditAmount(
  value: unknown,
  { allowZero = false, max = Number.MAX_SAFE_INTEGER } = {},
): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= (allowZero ? 0 : 1) && value <= max;
}

/** A per-cycle credit limit: an integer of at least 1, or -1 for none (SPEC 4.6). */
export function isCreditLimit(value: unknown): value is number {
  return value === -1 || isCreditAmount(value);
}

/** Request ids tie a debit to its refund: 1 to 128 printable ASCII characters. */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\x21-\x7e]{1,128}$/.test(value);
}
