import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/platform/config/app-config';
import { BullJobQueue } from '../../src/platform/queue';
import { describeJobQueue } from './job-queue.shared';

describe('bull job queue', () => {
  describeJobQueue(async () =>
    new BullJobQueue(
      loadConfig({ JWT_SECRET: 'x'.repeat(40), REDIS_URL: process.env.REDIS_URL, QUEUE_DRIVER: 'bull', QUEUE_PREFIX: `q${randomBytes(5).toString('hex')}` }),
    ),
  );
});
