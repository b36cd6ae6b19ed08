// Prometheus metrics of the designs module: queue depth, job and request outcomes, render time.
import { Injectable } from '@nestjs/common';
import type { Counter, Histogram } from 'prom-client';
import { MetricsService } from '../../platform/observability/metrics.service';
import { JobQueue } from '../../platform/queue';

const SCRAPE_TIMEOUT_MS = 500;

export type RequestOutcome = 'completed' | 'failed' | 'pending' | 'refused_in_flight' | 'refused_queue_unavailable';
export type JobOutcome = 'completed' | 'failed' | 'retried' | 'skipped';

@Injectable()
export class DesignMetricsService {
  readonly requests: Counter<'outcome'>;
  readonly jobs: Counter<'outcome'>;
  readonly renderSeconds: Histogram<'format'>;

  constructor(metrics: MetricsService, queue: JobQueue) {
    this.requests = metrics.counter('design_requests_total', 'Design requests answered, by outcome at answer time', [
      'outcome',
    ]);
    this.jobs = metrics.counter('design_jobs_total', 'Design render jobs, by outcome', ['outcome']);
    this.renderSeconds = metrics.histogram(
      'design_render_seconds',
      'Time to render one variant',
      ['format'],
      [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    );
    metrics.gauge(
      'design_queue_jobs',
      'Design render jobs in the queue, by state',
      ['state'],
      async function collect() {
        // A scrape while Redis is away reports the last known depth, and does not wait for Redis.
        let timer: NodeJS.Timeout | undefined;
        try {
          if (!(await queue.canAccept('design-render', SCRAPE_TIMEOUT_MS))) return;
          const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), SCRAPE_TIMEOUT_MS)));
          const counts = await Promise.race([queue.counts('design-render'), late]);
          if (counts) for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
        } catch {
          // as above
        } finally {
          clearTimeout(timer);
        }
      },
    );
  }
}
