// One Prometheus registry per app instance; modules register their own metrics through it.
import { Injectable } from '@nestjs/common';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = this.counter('http_requests_total', 'HTTP requests answered', ['method', 'route', 'status']);
    this.httpDuration = this.histogram(
      'http_request_duration_seconds',
      'HTTP request duration',
      ['method', 'route', 'status'],
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    );
  }

  counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return (
      (this.registry.getSingleMetric(name) as Counter<L>) ??
      new Counter({ name, help, labelNames, registers: [this.registry] })
    );
  }

  histogram<L extends string>(name: string, help: string, labelNames: L[], buckets?: number[]): Histogram<L> {
    return (
      (this.registry.getSingleMetric(name) as Histogram<L>) ??
      new Histogram({ name, help, labelNames, buckets, registers: [this.registry] })
    );
  }

  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    collect?: (this: Gauge<L>) => Promise<void>,
  ): Gauge<L> {
    return (
      (this.registry.getSingleMetric(name) as Gauge<L>) ??
      new Gauge({ name, help, labelNames, collect, registers: [this.registry] })
    );
  }
}
