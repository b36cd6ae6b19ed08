import { isCreditAmount, isCreditLimit, isRequestId, MAX_GRANT, signedAmount } from './ledger';

describe('ledger arithmetic', () => {
  it('debits take, grants and refunds give', () => {
    expect(signedAmount('debit', 3)).toBe(-3);
    expect(signedAmount('grant', 3)).toBe(3);
    expect(signedAmount('refund', 3)).toBe(3);
  });

  it.each([
    [1, true],
    [Number.MAX_SAFE_INTEGER, true],
    [0, false],
    [-1, false],
    [1.5, false],
    [1e20, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['5', false],
    [null, false],
    [NaN, false],
  ])('credit amount %p -> %p', (value, ok) => {
    expect(isCreditAmount(value)).toBe(ok);
  });

  it('zero is a credit amount only where allowed, and a max applies', () => {
    expect(isCreditAmount(0, { allowZero: true })).toBe(true);
    expect(isCreditAmount(MAX_GRANT, { max: MAX_GRANT })).toBe(true);
    expect(isCreditAmount(MAX_GRANT + 1, { max: MAX_GRANT })).toBe(false);
  });

  it.each([
    [-1, true],
    [1, true],
    [500, true],
    [0, false],
    [-2, false],
    [1.5, false],
    ['5', false],
    [null, false],
    [1e20, false],
    [-0, false],
    [true, false],
  ])('credit limit %p -> %p', (value, ok) => {
    expect(isCreditLimit(value)).toBe(ok);
  });

  it('request ids are 1..128 printable characters', () => {
    expect(isRequestId('req_1')).toBe(true);
    expect(isRequestId('x'.repeat(128))).toBe(true);
    expect(isRequestId('x'.repeat(129))).toBe(false);
    expect(isRequestId('')).toBe(false);
    expect(isRequestId('a b')).toBe(false);
    expect(isRequestId(5)).toBe(false);
  });
});
