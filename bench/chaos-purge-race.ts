// The race of chaos:purge: which users of the current chunk are still waiting for the purge, and
// reactivations sent through the API as the purge front reaches their users.
import { Client } from 'pg';
import { ReactivationAnswer } from './chaos-purge-verdict';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls how many users of the current chunk are still deleted and how many purge events wait in the outbox. */
export class Progress {
  chunk: string[] = [];
  left = 0;
  outbox = 0;
  private running = true;
  private done: Promise<void>;

  constructor(
    private readonly pg: Client,
    private readonly accountId: string,
  ) {
    this.done = this.loop();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      if (this.chunk.length) await this.poll();
      await sleep(200);
    }
  }

  async poll(): Promise<void> {
    const r = await this.pg.query<{ left: string; outbox: string }>(
      `SELECT (SELECT count(*) FROM users WHERE account_id = $1 AND abstract_user_id = ANY($2) AND status = 'deleted') AS left,
              (SELECT count(*) FROM event_outbox WHERE name = 'user.purged') AS outbox`,
      [this.accountId, this.chunk],
    );
    this.left = Number(r.rows[0].left);
    this.outbox = Number(r.rows[0].outbox);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

export async function reactivate(base: string, key: string, abstractUserId: string): Promise<ReactivationAnswer> {
  const res = await fetch(`${base}/enterprise/reactivate-user`, {
    method: 'POST',
    headers: { 'service-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ abstractUserId }),
  });
  const json = (await res.json()) as { body?: { code?: string; message?: string } };
  return { status: res.status, code: json.body?.code, message: json.body?.message };
}

/**
 * Reactivates the chunk's targets as the purge front passes them: a target at position p of the
 * chunk is sent when the purged share of the chunk reaches p give or take 8 %, so some arrive before
 * the purger reaches their row, some after, and some while it holds the row's batch.
 */
export async function raceReactivations(
  progress: Progress,
  chunk: string[],
  targets: string[],
  send: (id: string) => Promise<ReactivationAnswer>,
  answers: Map<string, ReactivationAnswer>,
): Promise<void> {
  const pending = targets.map((id) => ({
    id,
    at: Math.min(0.999, Math.max(0, chunk.indexOf(id) / chunk.length + (Math.random() - 0.5) * 0.16)),
  }));
  const sent: Promise<void>[] = [];
  while (pending.length) {
    const share = 1 - progress.left / chunk.length;
    for (let i = pending.length - 1; i >= 0; i--) {
      if (pending[i].at > share && share < 1) continue;
      const { id } = pending.splice(i, 1)[0];
      sent.push(send(id).then((a) => void answers.set(id, a)));
    }
    await sleep(20);
  }
  await Promise.all(sent);
}
