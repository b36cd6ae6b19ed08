import Bull from 'bull';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/platform/config/app-config';
import { BullJobQueue, QUEUE_NAMES } from '../../src/platform/queue';
import { bullQueueOptions } from '../../src/platform/queue/bull-job-queue';
import { describeJobQueue } from './job-queue.shared';

/** The adapter over queues built as BullModule.registerQueue builds them (same options). */
const makeQueue = () => {
  const config = loadConfig({
    JWT_SECRET: 'x'.repeat(40),
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_DRIVER: 'bull',
    QUEUE_PREFIX: `q${randomBytes(5).toString('hex')}`,
  });
  return new BullJobQueue(
    config,
    new Map(QUEUE_NAMES.map((name) => [name, new Bull(name, config.redis.url as string, bullQueueOptions(config))])),
  );
};

describe('bull job queue', () => {
  describeJobQueue(async () => makeQueue());

  it('runs the final-failure hook when Bull itself gives up on a job whose workers kept dying', async () => {
    const queue = makeQueue();
    try {
      const finals: { id: string; requestId: string }[] = [];
      queue.process('design-render', async () => undefined, {
        onFinalFailure: async (job) => void finals.push({ id: job.id, requestId: job.data.requestId }),
      });
      await queue.add('design-render', { requestId: 'r-stalled' }, { jobId: 'r-stalled', attempts: 3 });
      const job = await queue.raw('design-render').getJob('r-stalled');
      // What Bull's stalled-job check emits once a job stalled more than maxStalledCount times.
      queue.raw('design-render').emit('failed', job, new Error('job stalled more than allowable limit'), 'active');
      // An ordinary failure of one attempt is not final: the retry path owns it.
      queue.raw('design-render').emit('failed', job, new Error('boom'), 'active');
      await new Promise((r) => setTimeout(r, 50));
      expect(finals).toEqual([{ id: 'r-stalled', requestId: 'r-stalled' }]);
    } finally {
      await queue
        .raw('design-render')
        .obliterate({ force: true })
        .catch(() => undefined);
      await queue.close();
    }
  });

  it('says when it holds a job failed for good (re-adding its id would do nothing), and why', async () => {
    const queue = makeQueue();
    try {
      await queue.add('webhook-delivery', { deliveryId: 'u-waiting' }, { jobId: 'u-waiting' });
      expect(await queue.failedForGood('webhook-delivery', 'u-waiting')).toBeNull();
      expect(await queue.failedForGood('webhook-delivery', 'u-unknown')).toBeNull();
      queue.process('webhook-delivery', async (job) => {
        if (job.data.deliveryId === 'u-doomed') throw new Error('delivery refused');
      });
      await queue.add(
        'webhook-delivery',
        { deliveryId: 'u-doomed' },
        { jobId: 'u-doomed', attempts: 2, backoff: { type: 'fixed', delayMs: 10 } },
      );
      const end = Date.now() + 10_000;
      while ((await queue.failedForGood('webhook-delivery', 'u-doomed')) === null && Date.now() < end)
        await new Promise((r) => setTimeout(r, 20));
      expect(await queue.failedForGood('webhook-delivery', 'u-doomed')).toBe('delivery refused');
      expect(await queue.failedForGood('webhook-delivery', 'u-waiting')).toBeNull();
    } finally {
      await queue
        .raw('webhook-delivery')
        .obliterate({ force: true })
        .catch(() => undefined);
      await queue.close();
    }
  });
});
