// One behaviour contract for both queue drivers (in-process and Bull).
import { JobQueue } from '../../src/platform/queue';

export function describeJobQueue(make: () => Promise<JobQueue>): void {
  let queue: JobQueue;

  beforeEach(async () => {
    queue = await make();
  });

  afterEach(async () => {
    await queue.close();
  });

  const until = async (check: () => boolean, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('runs each job once, deduplicating by job id', async () => {
    const seen: string[] = [];
    queue.process('design-render', async (job) => {
      seen.push(job.data.requestId);
    });
    await queue.add('design-render', { requestId: 'r1' }, { jobId: 'r1' });
    await queue.add('design-render', { requestId: 'r1' }, { jobId: 'r1' });
    await queue.add('design-render', { requestId: 'r2' }, { jobId: 'r2' });
    await until(() => seen.length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.sort()).toEqual(['r1', 'r2']);
  });

  it('retries with backoff, then calls the final-failure hook once, inside the last attempt', async () => {
    const attempts: number[] = [];
    const finals: number[] = [];
    queue.process(
      'webhook-delivery',
      async (job) => {
        attempts.push(job.attempt);
        throw new Error('receiver down');
      },
      { onFinalFailure: async (job) => void finals.push(job.attempt) },
    );
    await queue.add(
      'webhook-delivery',
      { deliveryId: 'd1' },
      { jobId: 'd1', attempts: 3, backoff: { type: 'schedule', delaysMs: [50, 100] } },
    );
    await until(() => finals.length === 1);
    expect(attempts).toEqual([1, 2, 3]);
    expect(finals).toEqual([3]);
  });

  it('succeeds on a later attempt without calling the final-failure hook', async () => {
    let calls = 0;
    let failed = false;
    let done = false;
    queue.process(
      'webhook-delivery',
      async () => {
        calls++;
        if (calls < 2) throw new Error('transient');
        done = true;
      },
      { onFinalFailure: async () => void (failed = true) },
    );
    await queue.add(
      'webhook-delivery',
      { deliveryId: 'u1' },
      { jobId: 'u1', attempts: 3, backoff: { type: 'fixed', delayMs: 30 } },
    );
    await until(() => done);
    expect(calls).toBe(2);
    expect(failed).toBe(false);
  });
}
