// Group commit for account-pays debits: while one call for an account (at one cost) is in flight,
// the next ones wait and then go together, as one statement and one COMMIT. A lone request goes at
// once (no added wait); under load, one WAL flush pays for many debits instead of one each, which
// is what caps a paid endpoint's rate on a small machine.
import { isUniqueViolation } from '../../platform/database';

/** Debits the longest prefix of `requestIds` the balance covers; the debited ids with their balance after. */
export type DebitBatchRunner = (accountId: string, cost: number, requestIds: string[]) => Promise<Map<string, number>>;

interface Waiting {
  requestId: string;
  resolve(balanceAfter: number | null): void;
  reject(err: unknown): void;
}

interface Lane {
  accountId: string;
  cost: number;
  waiting: Waiting[];
}

const MAX_BATCH = 100;

export class DebitBatcher {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly run: DebitBatchRunner) {}

  /** The balance after this request's debit, or null when the balance did not cover it. */
  debit(accountId: string, cost: number, requestId: string): Promise<number | null> {
    const key = `${accountId}:${cost}`;
    return new Promise((resolve, reject) => {
      const lane = this.lanes.get(key);
      if (lane) {
        lane.waiting.push({ requestId, resolve, reject });
        return;
      }
      const fresh: Lane = { accountId, cost, waiting: [{ requestId, resolve, reject }] };
      this.lanes.set(key, fresh);
      void this.drain(key, fresh);
    });
  }

  private async drain(key: string, lane: Lane): Promise<void> {
    while (lane.waiting.length) {
      const batch = lane.waiting.splice(0, MAX_BATCH);
      try {
        const debited = await this.run(
          lane.accountId,
          lane.cost,
          batch.map((w) => w.requestId),
        );
        for (const w of batch) w.resolve(debited.get(w.requestId) ?? null);
      } catch (err) {
        if (batch.length > 1 && isUniqueViolation(err)) await this.oneByOne(lane, batch);
        else for (const w of batch) w.reject(err);
      }
    }
    this.lanes.delete(key);
  }

  /** A batch holding a request id debited before: each alone, so only that one fails. */
  private async oneByOne(lane: Lane, batch: Waiting[]): Promise<void> {
    for (const w of batch) {
      try {
        w.resolve((await this.run(lane.accountId, lane.cost, [w.requestId])).get(w.requestId) ?? null);
      } catch (err) {
        w.reject(err);
      }
    }
  }
}
