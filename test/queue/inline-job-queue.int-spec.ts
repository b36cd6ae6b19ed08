import { loadConfig } from '../../src/platform/config/app-config';
import { InlineJobQueue } from '../../src/platform/queue/inline-job-queue';
import { describeJobQueue } from './job-queue.shared';

describe('inline job queue', () => {
  describeJobQueue(async () => new InlineJobQueue(loadConfig({ JWT_SECRET: 'x'.repeat(40), QUEUE_DRIVER: 'inline' })));
});
