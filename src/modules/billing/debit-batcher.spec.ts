import { DebitBatcher } from './debit-batcher';

/** A runner over an in-memory balance that records each call's ids, and can be held open. */
function fakeLedger(balance: number) {
  const calls: string[][] = [];
  const seen = new Set<string>();
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const runner = async (_account: string, cost: number, ids: string[]) => {
    calls.push(ids);
    await gate;
    if (ids.some((id) => seen.has(id)) || new Set(ids).size !== ids.length)
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    const out = new Map<string, number>();
    for (const id of ids) {
      if (balance < cost) break;
      balance -= cost;
      seen.add(id);
      out.set(id, balance);
    }
    return out;
  };
  return {
    runner,
    calls,
    hold: (): void => {
      gate = new Promise((r) => (open = r));
    },
    release: () => open(),
  };
}

describe('DebitBatcher', () => {
  it('sends a lone debit at once, and the debits that arrive while it runs as one batch', async () => {
    const ledger = fakeLedger(100);
    const batcher = new DebitBatcher(ledger.runner);
    ledger.hold();
    const first = batcher.debit('a', 1, 'r0');
    const rest = ['r1', 'r2', 'r3'].map((id) => batcher.debit('a', 1, id));
    expect(ledger.calls).toEqual([['r0']]);
    ledger.release();
    expect(await Promise.all([first, ...rest])).toEqual([99, 98, 97, 96]);
    expect(ledger.calls).toEqual([['r0'], ['r1', 'r2', 'r3']]);
  });

  it('answers null for the requests the balance did not cover', async () => {
    const ledger = fakeLedger(5);
    const batcher = new DebitBatcher(ledger.runner);
    expect(await Promise.all(['a', 'b', 'c'].map((id) => batcher.debit('acc', 2, id)))).toEqual([3, 1, null]);
  });

  it('keeps accounts and costs apart', async () => {
    const ledger = fakeLedger(100);
    const batcher = new DebitBatcher(ledger.runner);
    ledger.hold();
    const all = [batcher.debit('a', 1, 'x1'), batcher.debit('b', 1, 'y1'), batcher.debit('a', 2, 'z1')];
    expect(ledger.calls).toEqual([['x1'], ['y1'], ['z1']]);
    ledger.release();
    await Promise.all(all);
  });

  it('a request id debited before fails alone: the rest of its batch is debited', async () => {
    const ledger = fakeLedger(100);
    const batcher = new DebitBatcher(ledger.runner);
    await batcher.debit('a', 1, 'old');
    ledger.hold();
    const lead = batcher.debit('a', 1, 'lead');
    const batch = ['n1', 'old', 'n2', 'n2'].map((id) =>
      batcher.debit('a', 1, id).then(
        (b) => b,
        (e: { code?: string }) => e.code,
      ),
    );
    ledger.release();
    await lead;
    expect(await Promise.all(batch)).toEqual([97, '23505', 96, '23505']);
  });

  it('any other failure fails the whole batch, and the next batch still runs', async () => {
    let fail = true;
    const batcher = new DebitBatcher(async (_a, _c, ids) => {
      if (fail) throw new Error('connection lost');
      return new Map(ids.map((id) => [id, 1]));
    });
    await expect(batcher.debit('a', 1, 'r1')).rejects.toThrow('connection lost');
    fail = false;
    expect(await batcher.debit('a', 1, 'r2')).toBe(1);
  });
});
